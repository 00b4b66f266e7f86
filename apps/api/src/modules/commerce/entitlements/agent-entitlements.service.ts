import {
  AGENT_ROLES,
  CommerceErrorCode,
  CommerceMessages,
  ItemCode,
  type AllocationInput,
  type RepublishResult,
} from '@afrinest/contract';
import { AppError, badRequest } from '../../../platform/http/errors';
import type { AuthUser } from '../../users/users.service';
import type { Entitlements } from './entitlements.service';
import type { Exec } from './ledger.repository';
import type { SubscriptionsRepository } from './subscriptions.repository';
import type { AgentLookup } from './entitlement-admin.service';

/** What the agent area needs of listings to bring back what an ended period made inactive. */
export interface ListingRepublisher {
  inactiveAmong(
    exec: Exec,
    agencyId: string,
    ids: string[],
  ): Promise<{ id: string; agentId: string | null }[]>;
  activate(exec: Exec, id: string, by: string): Promise<boolean>;
  changed(): Promise<void>;
}

const noAgency = () => new AppError(404, 'NO_AGENCY', CommerceMessages.NO_AGENCY);

/** The agent area's entitlement writes (issue 41): allocation, republish, notices. */
export function createAgentEntitlements(deps: {
  entitlements: Entitlements;
  subscriptions: SubscriptionsRepository;
  agents: AgentLookup;
  listings: ListingRepublisher;
}) {
  const { entitlements, subscriptions } = deps;
  const agencyOf = (user: AuthUser) => {
    if (!user.agencyId) throw noAgency();
    return user.agencyId;
  };

  return {
    /** The SUPER_AGENT sets what one of the agency's agents holds of an item. */
    async allocate(user: AuthUser, input: AllocationInput): Promise<void> {
      const agencyId = agencyOf(user);
      const agent = await deps.agents.findRecord(input.agentId);
      if (!agent || agent.agencyId !== agencyId || !AGENT_ROLES.includes(agent.role as never))
        throw badRequest(CommerceMessages.AGENT_NOT_IN_AGENCY, {
          fields: { agentId: [CommerceMessages.AGENT_NOT_IN_AGENCY] },
        });
      await entitlements.allocate({ agencyId, ...input }, user.id);
    },

    /**
     * The listings an ended period made inactive come back, oldest first, while the agency (and
     * each listing's agent) has free slots; the notices are done with.
     */
    async republish(user: AuthUser): Promise<RepublishResult> {
      const agencyId = agencyOf(user);
      const slots = await entitlements.measured(ItemCode.LISTING_SLOTS);
      const result = await entitlements.locked(agencyId, async (tx) => {
        const notices = await subscriptions.openNotices(tx, agencyId);
        const ids = [...new Set(notices.flatMap((n) => n.listingIds))];
        const candidates = await deps.listings.inactiveAmong(tx, agencyId, ids);
        let republished = 0;
        for (const c of candidates) {
          if (!(await entitlements.hasRoomIn(tx, agencyId, c.agentId, slots, 1))) break;
          if (await deps.listings.activate(tx, c.id, user.id)) republished += 1;
        }
        const stillInactive = candidates.length - republished;
        if (stillInactive === 0)
          for (const n of notices) await subscriptions.dismissNotice(tx, agencyId, n.id);
        return { republished, stillInactive };
      });
      if (result.republished > 0) await deps.listings.changed();
      return result;
    },

    async dismiss(user: AuthUser, noticeId: string): Promise<void> {
      if (!(await subscriptions.dismissNotice(deps.entitlements.db, agencyOf(user), noticeId)))
        throw new AppError(
          404,
          CommerceErrorCode.NOTICE_NOT_FOUND,
          CommerceMessages.NOTICE_NOT_FOUND,
        );
    },
  };
}
export type AgentEntitlements = ReturnType<typeof createAgentEntitlements>;
