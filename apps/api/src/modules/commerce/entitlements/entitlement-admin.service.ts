import {
  AGENT_ROLES,
  CommerceErrorCode,
  CommerceMessages,
  isAllocatable,
  type AdjustInput,
  type AgencyGrantInput,
  type AgentGrantInput,
  type ExtendInput,
  type GiftInput,
} from '@afrinest/contract';
import { AppError, badRequest, notFound } from '../../../platform/http/errors';
import type { Mailer } from '../../../platform/mail/mailer';
import type { AuditService } from '../../audit/audit.service';
import type { AuthUser } from '../../users/users.service';
import type { CatalogueLookup, Entitlements, Written } from './entitlements.service';
import type { LedgerRepository } from './ledger.repository';
import { giftMail } from './gift-mail';

export interface AgencyLookup {
  findById: (id: string) => Promise<{ id: string; name: string } | undefined>;
  superAgentsOf: (id: string) => Promise<{ email: string; name: string }[]>;
}
export interface AgentLookup {
  findRecord: (
    id: string,
  ) => Promise<{ id: string; role: string; agencyId: string | null } | null | undefined>;
}

/**
 * The admin's entitlement tools (issue 41): grants to agencies and agents, gifts, reversal,
 * adjustment, extension and recompute. Each is audited; a bulk grant is one ledger operation per
 * agency, keyed `<request key>:<agency>` so a retried request grants nothing twice.
 */
export function createEntitlementAdmin(deps: {
  entitlements: Entitlements;
  ledger: LedgerRepository;
  catalogue: CatalogueLookup;
  agencies: AgencyLookup;
  agents: AgentLookup;
  audit: AuditService;
  mailer: Mailer;
  webUrl: string;
  product: string;
  onMailError: (e: unknown) => void;
  /** The expiry job's run, for an admin who ends a period now. */
  expireNow: () => Promise<unknown>;
}) {
  const { entitlements, catalogue, agencies, audit } = deps;

  async function agencyOr404(id: string) {
    const agency = await agencies.findById(id);
    if (!agency) throw notFound('Agency not found.');
    return agency;
  }
  async function record(user: AuthUser, action: string, entityId: string, after: unknown) {
    await audit.record({
      actorId: user.id,
      action,
      entity: 'entitlement',
      entityId,
      before: null,
      after: after as Record<string, unknown>,
    });
  }
  /** Mails each super agent of the agency; a failed mail never undoes a gift. */
  async function mailGift(agencyId: string, what: string) {
    const agency = await agencyOr404(agencyId);
    for (const to of await agencies.superAgentsOf(agencyId)) {
      deps.mailer
        .send(
          giftMail({
            to: to.email,
            name: to.name,
            agency: agency.name,
            what,
            url: `${deps.webUrl}/agent/products`,
            product: deps.product,
          }),
        )
        .catch(deps.onMailError);
    }
  }

  return {
    async agencyGrants(user: AuthUser, input: AgencyGrantInput): Promise<Written[]> {
      await Promise.all(input.agencyIds.map(agencyOr404));
      const written: Written[] = [];
      for (const agencyId of input.agencyIds) {
        const w = await entitlements.grantItem(
          {
            agencyId,
            agentId: null,
            itemId: input.itemId,
            quantity: input.quantity,
            validityDays: input.validityDays,
            source: 'ADMIN_GRANT',
          },
          {
            actorId: user.id,
            reason: input.reason,
            idempotencyKey: `${input.idempotencyKey}:${agencyId}`,
            request: input,
          },
        );
        if (!w.replayed)
          await record(user, 'entitlement.grant', w.operationId, { agencyId, ...input });
        written.push(w);
      }
      return written;
    },

    async agentGrants(user: AuthUser, input: AgentGrantInput): Promise<Written[]> {
      const agents = await Promise.all(input.agentIds.map((id) => deps.agents.findRecord(id)));
      agents.forEach((a, i) => {
        if (!a || !AGENT_ROLES.includes(a.role as never) || !a.agencyId)
          throw badRequest(CommerceMessages.AGENT_NOT_IN_AGENCY, {
            fields: { [`agentIds.${i}`]: [CommerceMessages.AGENT_NOT_IN_AGENCY] },
          });
      });
      const item = await catalogue.itemById(input.itemId);
      if (!isAllocatable(item))
        throw badRequest(CommerceMessages.ALLOCATION_NOT_ALLOWED, {
          fields: { itemId: [CommerceMessages.ALLOCATION_NOT_ALLOWED] },
        });
      const written: Written[] = [];
      for (const agent of agents) {
        const w = await entitlements.grantItem(
          {
            agencyId: agent!.agencyId!,
            agentId: agent!.id,
            itemId: input.itemId,
            quantity: input.quantity,
            validityDays: input.validityDays,
            source: 'ADMIN_GRANT',
          },
          {
            actorId: user.id,
            reason: input.reason,
            idempotencyKey: `${input.idempotencyKey}:${agent!.id}`,
            request: input,
          },
        );
        if (!w.replayed)
          await record(user, 'entitlement.grant-agent', w.operationId, {
            agentId: agent!.id,
            ...input,
          });
        written.push(w);
      }
      return written;
    },

    /** A whole package or one item at no price; the agency's super agents are told by mail. */
    async gifts(user: AuthUser, input: GiftInput): Promise<Written[]> {
      await Promise.all(input.agencyIds.map(agencyOr404));
      const gift = input.gift;
      const what =
        gift.type === 'PACKAGE'
          ? `the ${(await catalogue.packageForGrant(gift.packageId)).name} package`
          : `${gift.quantity} × ${(await catalogue.itemById(gift.itemId)).name}`;
      const written: Written[] = [];
      for (const agencyId of input.agencyIds) {
        const intent = {
          actorId: user.id,
          reason: input.reason,
          idempotencyKey: `${input.idempotencyKey}:${agencyId}`,
          request: input,
        };
        const w =
          gift.type === 'PACKAGE'
            ? await entitlements.grantPackage(agencyId, gift.packageId, 'GIFT', intent)
            : await entitlements.grantItem(
                {
                  agencyId,
                  agentId: null,
                  itemId: gift.itemId,
                  quantity: gift.quantity,
                  validityDays: gift.validityDays,
                  source: 'GIFT',
                },
                intent,
              );
        if (!w.replayed) {
          await record(user, 'entitlement.gift', w.operationId, { agencyId, ...input });
          await mailGift(agencyId, what);
        }
        written.push(w);
      }
      return written;
    },

    async reverse(user: AuthUser, operationId: string, reason: string): Promise<Written> {
      const op = await deps.ledger.operation(operationId);
      if (!op)
        throw new AppError(
          404,
          CommerceErrorCode.OPERATION_NOT_FOUND,
          CommerceMessages.OPERATION_NOT_FOUND,
        );
      const w = await entitlements.reverse(op, { actorId: user.id, reason });
      await record(user, 'entitlement.reverse', w.operationId, { reverses: operationId, reason });
      return w;
    },

    async adjust(user: AuthUser, agencyId: string, input: AdjustInput): Promise<Written> {
      await agencyOr404(agencyId);
      const w = await entitlements.adjust(agencyId, input, {
        actorId: user.id,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        request: input,
      });
      if (!w.replayed)
        await record(user, 'entitlement.adjust', w.operationId, { agencyId, ...input });
      return w;
    },

    async extend(user: AuthUser, subscriptionId: string, input: ExtendInput): Promise<string> {
      const id = await entitlements.extend(subscriptionId, input.days, {
        actorId: user.id,
        reason: input.reason,
      });
      await record(user, 'subscription.extend', subscriptionId, input);
      return id;
    },

    /** Ends a period now and runs the expiry at once, so its effects show without waiting. */
    async endPeriod(user: AuthUser, subscriptionId: string, reason: string): Promise<string> {
      const id = await entitlements.endPeriod(subscriptionId, { actorId: user.id, reason });
      await record(user, 'subscription.end', subscriptionId, { reason });
      await deps.expireNow();
      return id;
    },

    async recompute(user: AuthUser, agencyId: string) {
      await agencyOr404(agencyId);
      const result = await entitlements.recompute(agencyId);
      await record(user, 'entitlement.recompute', agencyId, {
        checked: result.checked,
        mismatches: result.mismatches.length,
      });
      return result;
    },
  };
}
export type EntitlementAdmin = ReturnType<typeof createEntitlementAdmin>;
