import {
  AGENT_ROLES,
  ListingsMessages,
  type ExternalListingResult,
  type ListingInput,
  type Role,
} from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { AppError, forbidden } from '../../../platform/http/errors';
import type { AuditService } from '../../audit/audit.service';
import type { ListingsService } from '../../listings/crud/listings.service';
import type { ExternalSystemsRepository } from './external-systems.repository';
import { externalListingNotFound, fieldRefused } from './external-systems-errors';

/** An agent as this area needs one: whose, which role, still active. */
export interface AgentRef {
  id: string;
  role: string;
  agencyId: string;
  active: boolean | null;
}

export interface PartnerListingsDeps {
  repo: ExternalSystemsRepository;
  listings: Pick<ListingsService, 'create' | 'update' | 'remove' | 'get'>;
  agents: {
    find: (id: string) => Promise<AgentRef | undefined>;
    /** Active agents of the agency, oldest account first. */
    activeOf: (agencyId: string) => Promise<AgentRef[]>;
  };
  findAuthUser: (id: string) => Promise<AuthUser | null>;
  audit: AuditService;
}

/** Thrown inside the listing's transaction when another PUT mapped the id first: rolls it back. */
class AlreadyMapped extends Error {}

const agentInvalid = () => fieldRefused('agentId', ListingsMessages.AGENT_INVALID);
const noActingAgent = () =>
  new AppError(409, 'NO_ACTING_AGENT', 'The agency has no active super agent to act for it.');

/**
 * Listings a partner pushes by its own id (issue 45, scope listings:write). The key never writes
 * by itself: an agent of its agency does, through the listings service, so every listing rule
 * and entitlement applies as for a person; the key stays the audited actor.
 */
export function createPartnerListingsService(deps: PartnerListingsDeps) {
  const { repo, listings } = deps;

  function keyOf(key: AuthUser) {
    if (!key.apiKey || !key.agencyId) throw forbidden();
    return { systemId: key.apiKey.systemId, agencyId: key.agencyId };
  }

  /** The agent named, if of the key's agency; else the agency's first active super agent. */
  async function actingAgent(agencyId: string, agentId?: string | null): Promise<AuthUser> {
    let id: string;
    if (agentId) {
      const agent = await deps.agents.find(agentId);
      const fits =
        agent &&
        agent.agencyId === agencyId &&
        agent.active !== false &&
        AGENT_ROLES.includes(agent.role as Role);
      if (!fits) throw agentInvalid();
      id = agent.id;
    } else {
      const first = (await deps.agents.activeOf(agencyId)).find((a) => a.role === 'SUPER_AGENT');
      if (!first) throw noActingAgent();
      id = first.id;
    }
    const person = await deps.findAuthUser(id);
    if (!person) throw agentInvalid();
    return person;
  }

  /** The mapped listing of this system, if it is still of the key's agency; else 404. */
  async function mapped(systemId: string, agencyId: string, externalId: string, as: AuthUser) {
    const listingId = await repo.listingOf(systemId, externalId);
    if (!listingId) throw externalListingNotFound();
    const listing = await listings.get(as, listingId).catch(() => null);
    if (!listing || listing.agency?.id !== agencyId) throw externalListingNotFound();
    return listing;
  }

  async function record(key: AuthUser, action: string, listingId: string, after: object | null) {
    await deps.audit.record({
      actorId: key.id,
      action,
      entity: 'listing',
      entityId: listingId,
      before: null,
      after,
    });
  }

  return {
    /**
     * Creates the listing the first time the id is seen, updates it after. Two PUTs of a new id
     * at once: each creates its listing in a transaction that also inserts the mapping; the
     * (system, external id) primary key lets one through, the other rolls its listing, slot and
     * event back and updates instead. Chosen over an advisory lock held around the call because
     * the listing's transaction is the listings service's own: no second connection is held.
     */
    async upsert(
      key: AuthUser,
      externalId: string,
      input: ListingInput,
    ): Promise<ExternalListingResult> {
      const { systemId, agencyId } = keyOf(key);
      const person = await actingAgent(agencyId, input.agentId);
      const form = { ...input, agentId: person.id };
      for (let attempt = 0; ; attempt++) {
        const listingId = await repo.listingOf(systemId, externalId);
        if (listingId) {
          const before = await mapped(systemId, agencyId, externalId, key);
          const listing = await listings.update(person, before.id, form);
          await repo.touchMapping(systemId, externalId);
          await record(key, 'external_listing.update', listing.id, {
            externalId,
            title: listing.title,
          });
          return { created: false, externalId, listing };
        }
        try {
          const listing = await listings.create(person, form, {
            within: async (exec, row) => {
              if (!(await repo.claim(exec, systemId, externalId, row.id)))
                throw new AlreadyMapped();
            },
          });
          await record(key, 'external_listing.create', listing.id, {
            externalId,
            title: listing.title,
          });
          return { created: true, externalId, listing };
        } catch (e) {
          if (!(e instanceof AlreadyMapped) || attempt > 0) throw e;
        }
      }
    },

    async get(key: AuthUser, externalId: string): Promise<ExternalListingResult> {
      const { systemId, agencyId } = keyOf(key);
      return {
        created: false,
        externalId,
        listing: await mapped(systemId, agencyId, externalId, key),
      };
    },

    /** Withdraws the listing and forgets the id: a later PUT of it creates a new listing. */
    async remove(key: AuthUser, externalId: string): Promise<void> {
      const { systemId, agencyId } = keyOf(key);
      const listing = await mapped(systemId, agencyId, externalId, key);
      await listings.remove(await actingAgent(agencyId), listing.id);
      await repo.unmap(systemId, externalId);
      await record(key, 'external_listing.delete', listing.id, { externalId, deleted: true });
    },
  };
}
export type PartnerListingsService = ReturnType<typeof createPartnerListingsService>;
