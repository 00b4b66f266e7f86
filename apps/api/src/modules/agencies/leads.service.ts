import {
  LEADS_SUMMARY_DAYS,
  leadChannelSchema,
  type Lead,
  type LeadsSummary,
  type Page,
} from '@afrinest/contract';
import { forbidden } from '../../platform/http/errors';
import type { AuthUser } from '../users/users.service';
import type { AgentsService } from './agents.service';
import type { LeadScope, LeadsRepository } from './leads.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The enquiries visitors sent (ADR 0009), read back for the agent's analytics (ADR 0016). An
 * AGENT reads their own leads; a SUPER_AGENT the whole agency's, or one agent's of it.
 */
export function createLeadsService(deps: {
  repo: LeadsRepository;
  agents: AgentsService;
  now?: () => Date;
}) {
  const { repo, agents } = deps;
  const now = deps.now ?? (() => new Date());

  async function scopeOf(user: AuthUser, agentId?: string): Promise<LeadScope> {
    const agencyId = agents.agencyOf(user);
    if (user.role !== 'SUPER_AGENT') {
      if (agentId && agentId !== user.id) throw forbidden();
      return { agencyId, agentId: user.id };
    }
    // Another agency's agent is a 403, a missing one a 404 (the team's own-agency rule).
    if (agentId) await agents.teamMember(user, agentId);
    return { agencyId, agentId };
  }

  return {
    async list(
      user: AuthUser,
      q: { agentId?: string; page: number; pageSize: number },
    ): Promise<Page<Lead>> {
      const { rows, total } = await repo.page(await scopeOf(user, q.agentId), q.page, q.pageSize);
      return {
        data: rows.map((r) => ({
          id: r.id,
          channel: leadChannelSchema.catch('WHATSAPP').parse(r.channel),
          createdAt: r.createdAt.toISOString(),
          agent: r.agentId && r.agentName ? { id: r.agentId, name: r.agentName } : null,
          listing:
            r.listingId && r.listingTitle !== null
              ? { id: r.listingId, title: r.listingTitle }
              : null,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** The last LEADS_SUMMARY_DAYS UTC days, today included, every day listed. */
    async summary(user: AuthUser, q: { agentId?: string }): Promise<LeadsSummary> {
      const today = new Date(now().toISOString().slice(0, 10));
      const since = new Date(today.getTime() - (LEADS_SUMMARY_DAYS - 1) * DAY_MS);
      const found = await repo.summary({ ...(await scopeOf(user, q.agentId)), since });
      const perDay = new Map(found.byDay.map((d) => [d.day, d.n]));
      const byDay = Array.from({ length: LEADS_SUMMARY_DAYS }, (_, i) => {
        const day = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
        return { day, count: perDay.get(day) ?? 0 };
      });
      const channel = (c: string) => found.byChannel.find((r) => r.channel === c)?.n ?? 0;
      return {
        from: since.toISOString(),
        total: byDay.reduce((sum, d) => sum + d.count, 0),
        byChannel: {
          WHATSAPP: channel('WHATSAPP'),
          PHONE: channel('PHONE'),
          ENQUIRY: channel('ENQUIRY'),
        },
        byListing: found.byListing.map((r) => ({ id: r.id, title: r.title, count: r.n })),
        byAgent: found.byAgent.map((r) => ({ id: r.id, name: r.name, count: r.n })),
        byDay,
      };
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
