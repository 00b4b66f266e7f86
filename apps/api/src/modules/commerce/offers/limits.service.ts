import type { z } from 'zod';
import {
  AgenciesMessages,
  AMOUNT_MAX,
  CommerceMessages,
  priceCurrencySchema,
  priceToMinor,
  type Currency,
  type PackageLimit,
  type packageLimitInputSchema,
  type PageQuery,
  type PurchaseLimits,
  type SpendCeiling,
  type spendCeilingInputSchema,
  moneyText,
} from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { AuditService } from '../../audit/audit.service';
import type { Exec } from '../entitlements/ledger.repository';
import type { AgencyLookup } from '../entitlements/entitlement-admin.service';
import { notFound } from '../../../platform/http/errors';
import {
  fieldsError,
  limitNotFound,
  packageNotFound,
  purchaseLimitReached,
  spendCeilingReached,
} from './offers-errors';
import type { CeilingRow, LimitsRepository } from './limits.repository';

type PackageLimitForm = z.output<typeof packageLimitInputSchema>;
type SpendCeilingForm = z.output<typeof spendCeilingInputSchema>;

/** What checkout asks of the limits for one order (before its payment row is written). */
export interface LimitsOrder {
  agencyId: string;
  packageId: string | null;
  currency: string;
  totalMinor: number;
}

const DAY_MS = 86_400_000;
/**
 * The calendar month of a ceiling is UTC's, so it is one plain range on created_at (Kampala is
 * UTC+3: a payment in the first three hours of a Kampala month counts in the month before).
 */
export const monthStartOf = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

const toCeilingDto = (r: CeilingRow): SpendCeiling => ({
  ...r,
  currency: priceCurrencySchema.parse(r.currency),
});

/**
 * Purchase limits (issue 42): at most so many purchases of a package per agency in a rolling
 * window, and a monthly spend ceiling per agency and currency. Admin changes are audited.
 */
export function createLimitsService(deps: {
  repo: LimitsRepository;
  audit: AuditService;
  agencies: AgencyLookup;
  now: () => Date;
}) {
  const { repo, audit } = deps;

  async function record(
    actor: AuthUser,
    action: string,
    entity: { name: string; id: string },
    before: object | null,
    after: object | null,
  ) {
    await audit.record({
      actorId: actor.id,
      action,
      entity: entity.name,
      entityId: entity.id,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
    });
  }

  return {
    async overview(q: PageQuery): Promise<PurchaseLimits> {
      const monthStart = monthStartOf(deps.now());
      const packages = await repo.allPackageLimits();
      const page = await repo.ceilingsPage(q, monthStart);
      return {
        packages,
        ceilings: { data: page.rows.map(toCeilingDto), total: page.total, ...q },
      };
    },

    async setPackageLimit(
      actor: AuthUser,
      packageId: string,
      input: PackageLimitForm,
    ): Promise<PackageLimit> {
      if ((await repo.packageName(packageId)) === undefined) throw packageNotFound();
      const before = await repo.packageLimit(packageId);
      await repo.upsertPackageLimit(packageId, input);
      const after = (await repo.packageLimit(packageId))!;
      const entity = { name: 'purchase_limit', id: packageId };
      await record(actor, 'purchase_limit.set', entity, before ?? null, after);
      return after;
    },

    async removePackageLimit(actor: AuthUser, packageId: string): Promise<void> {
      const before = await repo.packageLimit(packageId);
      if (!before || !(await repo.deletePackageLimit(packageId)))
        throw limitNotFound('This package has no purchase limit.');
      await record(
        actor,
        'purchase_limit.remove',
        { name: 'purchase_limit', id: packageId },
        before,
        null,
      );
    },

    async setCeiling(
      actor: AuthUser,
      agencyId: string,
      input: SpendCeilingForm,
    ): Promise<SpendCeiling> {
      if (!(await deps.agencies.findById(agencyId)))
        throw notFound(AgenciesMessages.AGENCY_NOT_FOUND);
      const { currency, amount } = input.ceiling;
      const ceilingMinor = priceToMinor(amount, currency);
      if (ceilingMinor === null || ceilingMinor > AMOUNT_MAX)
        throw fieldsError({ 'ceiling.amount': CommerceMessages.PRICE_TOO_LARGE });
      const monthStart = monthStartOf(deps.now());
      const before = await repo.ceiling(agencyId, currency, monthStart);
      await repo.upsertCeiling(agencyId, currency, ceilingMinor);
      const after = toCeilingDto((await repo.ceiling(agencyId, currency, monthStart))!);
      const entity = { name: 'spend_ceiling', id: agencyId };
      const kept = (c: { currency: string; ceilingMinor: number }) => ({
        currency: c.currency,
        ceilingMinor: c.ceilingMinor,
      });
      await record(actor, 'spend_ceiling.set', entity, before ? kept(before) : null, kept(after));
      return after;
    },

    async removeCeiling(actor: AuthUser, agencyId: string, currency: Currency): Promise<void> {
      const before = await repo.ceiling(agencyId, currency, monthStartOf(deps.now()));
      if (!before || !(await repo.deleteCeiling(agencyId, currency)))
        throw limitNotFound('This agency has no spending limit in that currency.');
      const kept = { currency, ceilingMinor: before.ceilingMinor };
      await record(
        actor,
        'spend_ceiling.remove',
        { name: 'spend_ceiling', id: agencyId },
        kept,
        null,
      );
    },

    /**
     * Refuses an order past the package's purchase limit or the agency's monthly ceiling, in the
     * checkout's transaction. The agency's lock is held until it commits, so two checkouts of one
     * agency cannot both pass on the same count.
     */
    async check(tx: Exec, order: LimitsOrder): Promise<void> {
      await repo.lockAgency(tx, order.agencyId);
      const now = deps.now();
      if (order.packageId) {
        const limit = await repo.limitOf(tx, order.packageId);
        if (limit) {
          const since = new Date(now.getTime() - limit.periodDays * DAY_MS);
          const bought = await repo.purchasesSince(tx, order.agencyId, order.packageId, since);
          if (bought >= limit.maxPurchases)
            throw purchaseLimitReached(limit.maxPurchases, limit.periodDays);
        }
      }
      const ceiling = await repo.ceilingOf(tx, order.agencyId, order.currency);
      if (ceiling === undefined) return;
      const spent = await repo.spentSince(tx, order.agencyId, order.currency, monthStartOf(now));
      if (spent + order.totalMinor > ceiling)
        throw spendCeilingReached(moneyText(ceiling, priceCurrencySchema.parse(order.currency)));
    },
  };
}
export type LimitsService = ReturnType<typeof createLimitsService>;
