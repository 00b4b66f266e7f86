import type { z } from 'zod';
import {
  AMOUNT_MAX,
  CommerceMessages,
  discountKindSchema,
  discountOf,
  PaymentMessages,
  priceToMinor,
  type Discount,
  type discountInputSchema,
  type discountUpdateSchema,
  type Page,
} from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { AuditService } from '../../audit/audit.service';
import type { Exec } from '../entitlements/ledger.repository';
import { diffOf } from '../catalogue/catalogue.dto';
import {
  codeTaken,
  discountInvalid,
  discountNotFound,
  fieldsError,
  staleVersion,
} from './offers-errors';
import type { DiscountRow, DiscountsRepository, DiscountValues } from './discounts.repository';
import { toDiscountDto } from './offers.dto';
import { unlessTaken } from '../../../platform/db/unique-violation';

type DiscountForm = z.output<typeof discountInputSchema>;
type DiscountEdit = z.output<typeof discountUpdateSchema>;

/** What checkout asks of a code for one order. */
export interface DiscountOrder {
  code: string;
  agencyId: string;
  /** null: a payment request's purchase; only codes for every package apply to it. */
  packageId: string | null;
  currency: string;
  subtotalMinor: number;
}
export interface AppliedDiscount {
  discountId: string;
  code: string;
  description: string;
  amountMinor: number;
}

const AUDITED: (keyof Discount)[] = [
  'code',
  'description',
  'kind',
  'percent',
  'amounts',
  'validFrom',
  'validUntil',
  'maxRedemptions',
  'maxPerAgency',
  'packageIds',
  'active',
];

/** Discount codes (issue 42): admins keep them, versioned and audited; checkout applies them. */
export function createDiscountsService(deps: {
  repo: DiscountsRepository;
  audit: AuditService;
  now: () => Date;
}) {
  const { repo, audit } = deps;

  async function findOr404(id: string) {
    const row = await repo.byId(id);
    if (!row) throw discountNotFound();
    return row;
  }

  /** The row to store: amounts in minor units, packages that exist, only the kind's own field. */
  async function valuesOf(input: DiscountForm): Promise<DiscountValues> {
    const amounts = input.amounts.map((p, index) => {
      const amountMinor = priceToMinor(p.amount, p.currency);
      // The schema refuses too many decimals; 15 digits still outgrow a double's integers.
      if (amountMinor === null || amountMinor > AMOUNT_MAX)
        throw fieldsError({ [`amounts.${index}.amount`]: CommerceMessages.PRICE_TOO_LARGE });
      return { currency: p.currency, amountMinor };
    });
    const found = await repo.existingPackageIds(input.packageIds);
    const missing = input.packageIds.findIndex((id) => !found.has(id));
    if (missing >= 0)
      throw fieldsError({ [`packageIds.${missing}`]: CommerceMessages.PACKAGE_NOT_FOUND });
    const fixed = input.kind === 'FIXED';
    return {
      code: input.code,
      description: input.description,
      kind: input.kind,
      percent: fixed ? null : input.percent,
      amounts: fixed ? amounts : [],
      validFrom: input.validFrom ? new Date(input.validFrom) : null,
      validUntil: input.validUntil ? new Date(input.validUntil) : null,
      maxRedemptions: input.maxRedemptions,
      maxPerAgency: input.maxPerAgency,
      packageIds: input.packageIds,
      active: input.active,
    };
  }

  /** Saves, turning a unique-index refusal (taken meanwhile) into 409. */
  const saving = <T>(write: () => Promise<T>) => unlessTaken(write, codeTaken);

  async function record(actor: AuthUser, action: string, before: Discount | null, after: Discount) {
    const diff = diffOf(before, after, AUDITED);
    await audit.record({
      actorId: actor.id,
      action,
      entity: 'discount',
      entityId: after.id,
      ...diff,
    });
  }

  /** Whether a code can price this order at all (its caps are counted after). */
  function usable(row: DiscountRow, order: DiscountOrder, now: Date): boolean {
    if (!row.active) return false;
    if (row.validFrom && now < row.validFrom) return false;
    if (row.validUntil && now >= row.validUntil) return false;
    // A payment request's purchase has no package: only codes for every package apply.
    if (row.packageIds.length && !(order.packageId && row.packageIds.includes(order.packageId)))
      return false;
    return row.kind !== 'FIXED' || row.amounts.some((a) => a.currency === order.currency);
  }

  return {
    async list(q: { q?: string; page: number; pageSize: number }): Promise<Page<Discount>> {
      const { rows, total } = await repo.search(q);
      return { data: rows.map(toDiscountDto), total, page: q.page, pageSize: q.pageSize };
    },

    async create(actor: AuthUser, input: DiscountForm): Promise<Discount> {
      if (await repo.codeTaken(input.code)) throw codeTaken();
      const values = await valuesOf(input);
      const row = await saving(() => repo.insert(values));
      const after = toDiscountDto({ ...row, redemptions: 0 });
      await record(actor, 'discount.create', null, after);
      return after;
    },

    /** The whole discount sent back with the `version` read; a stale one changes nothing (409). */
    async update(actor: AuthUser, id: string, input: DiscountEdit): Promise<Discount> {
      const current = await findOr404(id);
      if (current.version !== input.version) throw staleVersion();
      if (await repo.codeTaken(input.code, id)) throw codeTaken();
      const values = await valuesOf(input);
      const row = await saving(() => repo.update(id, input.version, values));
      // Someone saved between our read and our write: theirs stands.
      if (!row) throw staleVersion();
      const before = toDiscountDto(current);
      const after = toDiscountDto({ ...row, redemptions: current.redemptions });
      await record(actor, 'discount.update', before, after);
      return after;
    },

    /**
     * Checks and prices a code inside the checkout's transaction. The code's row stays locked
     * until that transaction ends, so two checkouts never both take a code's last use.
     */
    async apply(tx: Exec, order: DiscountOrder): Promise<AppliedDiscount> {
      const row = await repo.lockByCode(tx, order.code.trim().toUpperCase());
      if (!row || !usable(row, order, deps.now())) throw discountInvalid();
      if (row.maxRedemptions !== null || row.maxPerAgency !== null) {
        const used = await repo.redemptionsOf(tx, row.id, order.agencyId);
        if (
          (row.maxRedemptions !== null && used.total >= row.maxRedemptions) ||
          (row.maxPerAgency !== null && used.agency >= row.maxPerAgency)
        )
          throw discountInvalid(PaymentMessages.DISCOUNT_USED_UP);
      }
      const fixed = row.amounts.find((a) => a.currency === order.currency);
      return {
        discountId: row.id,
        code: row.code,
        description: row.description,
        amountMinor: discountOf(order.subtotalMinor, {
          kind: discountKindSchema.parse(row.kind),
          percent: row.percent,
          amountMinor: fixed?.amountMinor ?? null,
        }),
      };
    },
  };
}
export type DiscountsService = ReturnType<typeof createDiscountsService>;
