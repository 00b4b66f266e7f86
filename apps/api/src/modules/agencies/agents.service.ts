import {
  AgenciesErrorCode,
  AgenciesMessages,
  isAdminRole,
  type Agent,
  type AgentProfileInput,
  type Page,
  type Place,
} from '@afrinest/contract';
import { assertOwnAgency } from '../../platform/auth/access';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { AuditService } from '../audit/audit.service';
import type { GeoService } from '../geo/geo.service';
import type { ListingsService } from '../listings/crud/listings.service';
import type { AuthUser } from '../users/users.service';
import type { AgenciesService } from './agencies.service';
import type { AgentRow, AgentSearch, AgentsRepository } from './agents.repository';
import { toAgentDto } from './agencies.dto';

/**
 * Agents: the admin list, the public directory, each agent's own profile and the SUPER_AGENT's
 * team. The own-agency rule lives here: an agent reaches only their own agency's agents.
 */
export function createAgentsService(deps: {
  repo: AgentsRepository;
  agencies: AgenciesService;
  geo: GeoService;
  audit: AuditService;
  listings: Pick<ListingsService, 'reassignAgent'>;
}) {
  const { repo, agencies, geo, audit } = deps;

  async function toDtos(rows: AgentRow[]): Promise<Agent[]> {
    const ids = [...new Set(rows.flatMap((r) => r.areasServed ?? []))];
    const places: Map<string, Place> = ids.length ? await geo.places(ids) : new Map();
    return rows.map((r) => toAgentDto(r, places));
  }

  async function search(s: AgentSearch): Promise<Page<Agent>> {
    const { rows, total } = await repo.search(s);
    return { data: await toDtos(rows), total, page: s.page, pageSize: s.pageSize };
  }

  /** The caller's agency id; an agent account not yet linked to one has nothing to manage. */
  function agencyOf(user: AuthUser): string {
    if (!user.agencyId)
      throw new AppError(404, AgenciesErrorCode.NO_AGENCY, AgenciesMessages.NO_AGENCY);
    return user.agencyId;
  }

  /** An agent of the caller's own agency (admins reach every agency), else 403 / 404. */
  async function teamMember(user: AuthUser, agentId: string): Promise<AgentRow> {
    const row = await repo.findById(agentId);
    if (!row) throw notFound(AgenciesMessages.AGENT_NOT_FOUND);
    assertOwnAgency(user, row.agencyId);
    return row;
  }

  async function assertActive(user: AuthUser): Promise<AgentRow> {
    agencyOf(user);
    const me = await repo.findById(user.id);
    if (!me) throw new AppError(404, AgenciesErrorCode.NO_AGENCY, AgenciesMessages.NO_AGENCY);
    if (me.active === false)
      throw forbidden(AgenciesMessages.AGENT_DEACTIVATED, AgenciesErrorCode.AGENT_DEACTIVATED);
    return me;
  }

  /**
   * Listing and photo writes (issue 39): an active agent of an ACTIVE agency, so a deactivated
   * agent cannot keep editing, and a suspended agency's listings cannot change while it is out of
   * view and go live on reactivation. Admins write anywhere.
   */
  async function assertCanWrite(user: AuthUser): Promise<void> {
    if (isAdminRole(user.role)) return;
    agencyOf(user);
    const standing = await repo.standing(user.id);
    if (!standing) throw new AppError(404, AgenciesErrorCode.NO_AGENCY, AgenciesMessages.NO_AGENCY);
    if (!standing.active)
      throw forbidden(AgenciesMessages.AGENT_DEACTIVATED, AgenciesErrorCode.AGENT_DEACTIVATED);
    if (standing.agencyStatus !== 'ACTIVE')
      throw forbidden(AgenciesMessages.AGENCY_NOT_ACTIVE, AgenciesErrorCode.AGENCY_NOT_ACTIVE);
  }

  async function setActive(actor: AuthUser, agentId: string, active: boolean): Promise<Agent> {
    const row = await teamMember(actor, agentId);
    if (!active && row.id === actor.id)
      throw conflict(
        AgenciesMessages.CANNOT_DEACTIVATE_SELF,
        AgenciesErrorCode.CANNOT_DEACTIVATE_SELF,
      );
    if ((row.active ?? true) !== active) {
      await repo.upsertProfile(row.id, { active, deactivatedAt: active ? null : new Date() });
      await audit.record({
        actorId: actor.id,
        action: active ? 'agent.reactivate' : 'agent.deactivate',
        entity: 'agent',
        entityId: row.id,
        before: { active: row.active ?? true, agencyId: row.agencyId },
        after: { active, agencyId: row.agencyId },
      });
    }
    return (await toDtos([(await repo.findById(row.id))!]))[0]!;
  }

  return {
    toDtos,
    findRow: (id: string) => repo.findById(id),
    activeOfAgency: (agencyId: string) => repo.activeOfAgency(agencyId),
    ensureProfile: (userId: string) =>
      repo.upsertProfile(userId, { active: true, deactivatedAt: null }),

    /** Admin: every agent, optionally of one agency. */
    adminList: (q: Omit<AgentSearch, 'publicOnly' | 'placeIds'>) => search(q),

    /** Public directory: active agents of ACTIVE agencies, by name and by area (any level). */
    async directory(q: {
      q?: string;
      areaId?: string;
      agencyId?: string;
      page: number;
      pageSize: number;
    }) {
      let placeIds: string[] | undefined;
      if (q.areaId) {
        const place = (await geo.places([q.areaId])).get(q.areaId);
        if (!place)
          throw badRequest('Choose the area from the list of places.', {
            fields: { areaId: ['Unknown place.'] },
          });
        placeIds = place.chain.map((l) => l.id);
      }
      return search({ ...q, placeIds, publicOnly: true });
    },

    /** One agent for the public page: only while active in an ACTIVE agency. */
    async publicAgent(id: string): Promise<Agent> {
      const row = await repo.findById(id);
      if (!row || row.active === false || !(await agencies.isPublic(row.agencyId)))
        throw notFound(AgenciesMessages.AGENT_NOT_FOUND);
      return (await toDtos([row]))[0]!;
    },

    async myProfile(user: AuthUser): Promise<Agent> {
      agencyOf(user);
      const row = await repo.findById(user.id);
      if (!row) throw new AppError(404, AgenciesErrorCode.NO_AGENCY, AgenciesMessages.NO_AGENCY);
      return (await toDtos([row]))[0]!;
    },

    async updateMyProfile(user: AuthUser, input: AgentProfileInput): Promise<Agent> {
      const me = await assertActive(user);
      const areas = [...new Set(input.areasServed)];
      const found = areas.length ? await geo.places(areas) : new Map();
      const unknown = areas.filter((id) => !found.has(id));
      if (unknown.length)
        throw badRequest('Choose the areas from the list of places.', {
          fields: { areasServed: ['Unknown place.'] },
        });
      await repo.upsertProfile(user.id, {
        photoUrl: input.photoUrl,
        bio: input.bio,
        languages: [...new Set(input.languages)],
        areasServed: areas,
        phone: input.phone,
        whatsapp: input.whatsapp,
      });
      const after = (await repo.findById(user.id))!;
      await audit.record({
        actorId: user.id,
        action: 'agent.profile.update',
        entity: 'agent',
        entityId: user.id,
        before: {
          bio: me.bio,
          phone: me.phone,
          whatsapp: me.whatsapp,
          areasServed: me.areasServed,
        },
        after: {
          bio: after.bio,
          phone: after.phone,
          whatsapp: after.whatsapp,
          areasServed: after.areasServed,
        },
      });
      return (await toDtos([after]))[0]!;
    },

    /** SUPER_AGENT: the own agency's agents, deactivated ones included. */
    async team(user: AuthUser, q: Omit<AgentSearch, 'publicOnly' | 'placeIds' | 'agencyId'>) {
      await assertActive(user);
      return search({ ...q, agencyId: agencyOf(user) });
    },

    /** Admin or SUPER_AGENT (own agency only). */
    deactivate: (actor: AuthUser, agentId: string) => setActive(actor, agentId, false),
    reactivate: (actor: AuthUser, agentId: string) => setActive(actor, agentId, true),

    /**
     * Admin or SUPER_AGENT (own agency only): every listing of an agent, whatever its status,
     * goes to another active agent of the same agency — what a leaving agent's work needs.
     */
    async moveListings(
      actor: AuthUser,
      fromAgentId: string,
      toAgentId: string,
    ): Promise<{ moved: number }> {
      const from = await teamMember(actor, fromAgentId);
      const to = await repo.findById(toAgentId);
      if (!to || to.id === from.id || to.agencyId !== from.agencyId || to.active === false) {
        const message = AgenciesMessages.MOVE_TARGET_INVALID;
        throw new AppError(400, AgenciesErrorCode.MOVE_TARGET_INVALID, message, {
          fields: { toAgentId: [message] },
        });
      }
      const moved = await deps.listings.reassignAgent(from.id, to.id, from.agencyId);
      await audit.record({
        actorId: actor.id,
        action: 'agent.listings.move',
        entity: 'agent',
        entityId: from.id,
        before: { agentId: from.id, agencyId: from.agencyId },
        after: { agentId: to.id, agencyId: from.agencyId, moved },
      });
      return { moved };
    },
    teamMember,
    assertActive,
    assertCanWrite,
    agencyOf,
    /** For the entitlements (issue 41): seats in use, and who is told about products. */
    seatUse: repo.seatUse,
    superAgentsOf: repo.superAgentsOf,
    isAdmin: (u: AuthUser) => isAdminRole(u.role),
  };
}
export type AgentsService = ReturnType<typeof createAgentsService>;
