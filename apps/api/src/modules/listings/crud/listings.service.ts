import {
  AgenciesMessages,
  CommerceErrorCode,
  CommerceMessages,
  ItemCode,
  type BumpListingInput,
  type FeatureListingInput,
  type PromotionResult,
  AGENT_ROLES,
  canTransition,
  isAdminRole,
  ListingsErrorCode,
  ListingsMessages,
  toListingSummary,
  type Listing,
  type ListingSummary,
  type ListingDetail,
  type ListingInput,
  type ListingPhoto,
  type ListingStatus,
  type Page,
  type Place,
  type StatusChange,
} from '@afrinest/contract';
import { assertOwnAgency } from '../../../platform/auth/access';
import { AppError, badRequest, notFound } from '../../../platform/http/errors';
import type { AuditService } from '../../audit/audit.service';
import type { GeoService } from '../../geo/geo.service';
import type { AuthUser, UsersService } from '../../users/users.service';
import type { FeaturesRepository } from '../features/features.repository';
import type { ListingsSearch, SearchRow } from '../search/search.repository';
import type { ListingFilters, ListingScope } from '../search/search-where';
import type { Db } from '../../../platform/db/client';
import type { ListingEvents } from '../../../platform/events/listing-events';
import type { ListingDtoRow, ListingRow, ListingsRepository } from './listings.repository';
import { deepestPlaceId, locationOf, toListingDto, valuesOf } from './listings.dto';
import type { CoverPhoto } from '../listings.schema';
import type { Visitor } from './visitor';
import { toListingPhoto } from '../../media/media.dto';

/** What listings ask of the entitlements (issue 41); `exec` is the transaction holding the lock. */
export interface ListingEntitlements {
  /** Runs `write` under the agency's entitlement lock, told whether the agent has a free slot. */
  withSlot<T>(
    agencyId: string,
    agentId: string | null,
    write: (exec: Db, free: boolean) => Promise<T>,
  ): Promise<T>;
  /** Uses credits (402 with `message` when short) and runs `then` in the same transaction. */
  spend<T>(
    c: {
      agencyId: string;
      agentId: string | null;
      code: string;
      quantity: number;
      listingId: string;
    },
    intent: { actorId: string; reason: string; idempotencyKey: string; request: unknown },
    message: string,
    then: (exec: Db, replayed: boolean) => Promise<T>,
  ): Promise<{ result: T; left: number }>;
}
const needsSlot = () =>
  new AppError(402, CommerceErrorCode.ENTITLEMENT_EXHAUSTED, CommerceMessages.PUBLISH_NEEDS_SLOT);

/** Like the agent area (agencies): an agent without an agency has nothing here yet (404). */
const noAgency = () => new AppError(404, 'NO_AGENCY', ListingsMessages.NO_AGENCY);

export interface ListingsDeps {
  repo: ListingsRepository;
  search: ListingsSearch;
  features: FeaturesRepository;
  geo: GeoService;
  users: UsersService;
  audit: AuditService;
  /** From the agencies service: agencies whose listings are out of public view (suspended…). */
  hiddenAgencies: () => Promise<string[]>;
  agencyRefs: (ids: string[]) => Promise<Map<string, { id: string; name: string; slug: string }>>;
  /**
   * From the agents service: may this user write listings and photos at all (an active agent of
   * an ACTIVE agency; admins always)? 403 otherwise (issue 39).
   */
  assertCanWrite: (user: AuthUser) => Promise<void>;
  /** After every write the public reads show: the public read cache starts over (ADR 0021). */
  changed: () => Promise<void>;
  /** The commerce area's entitlements (issue 41): listing slots, featured days, bumps. */
  entitlements: ListingEntitlements;
  /** Product events (issue 45): written in the transaction of each change. */
  events: ListingEvents;
  /** The media area (issue 7): photo URLs from storage keys, and a listing's gallery. */
  media: {
    url: (key: string) => string;
    photosOf: (listingId: string) => Promise<ListingPhoto[]>;
    /** A deleted listing's photos stop counting against the agency's storage. */
    removeAllOf: (listingId: string) => Promise<void>;
  };
  now?: () => Date;
}

/**
 * Listings (issue 6): the rules. Agents change their own agency's listings, admins all
 * (assertOwnAgency); the public sees ACTIVE listings of agencies in public view.
 */
export function createListingsService(deps: ListingsDeps) {
  const { repo, geo, users, events } = deps;
  const now = deps.now ?? (() => new Date());

  type Refs = Pick<SearchRow, 'agency' | 'agent' | 'features'>;
  /** Agency, agent and features of rows read on their own (the search joins them in SQL). */
  async function withRefs(rows: ListingRow[]): Promise<(ListingRow & Refs)[]> {
    const agentIds = [...new Set(rows.flatMap((r) => (r.agentId ? [r.agentId] : [])))];
    const [features, agents, agencies] = await Promise.all([
      repo.featuresOf(rows.map((r) => r.id)),
      users.findRecords(agentIds),
      deps.agencyRefs([...new Set(rows.map((r) => r.agencyId))]),
    ]);
    const agentById = new Map(agents.map((a) => [a.id, { id: a.id, name: a.name }]));
    return rows.map((r) => ({
      ...r,
      features: features.get(r.id) ?? [],
      agent: r.agentId ? (agentById.get(r.agentId) ?? null) : null,
      agency: agencies.get(r.agencyId) ?? null,
    }));
  }
  /** DTOs of rows with their refs: one look-up of the places' chains. */
  async function dtosOf(
    rows: (ListingDtoRow & Refs & { distanceKm?: number | null })[],
  ): Promise<Listing[]> {
    const placeIds = [...new Set(rows.flatMap((r) => deepestPlaceId(locationOf(r)) ?? []))];
    const places = placeIds.length ? await geo.places(placeIds) : new Map<string, Place>();
    const at = now();
    return rows.map((r) => {
      const placeId = deepestPlaceId(locationOf(r));
      return toListingDto(r, {
        features: r.features,
        place: placeId ? (places.get(placeId) ?? null) : null,
        agent: r.agent,
        agency: r.agency,
        now: at,
        cover: r.coverPhoto ? toListingPhoto(r.coverPhoto, deps.media.url) : null,
      });
    });
  }
  const toDtos = async (rows: ListingRow[]) => dtosOf(await withRefs(rows));
  const one = async (row: ListingRow) => (await toDtos([row]))[0]!;

  async function findOr404(id: string): Promise<ListingRow> {
    const row = await repo.findById(id);
    if (!row) throw notFound(ListingsMessages.NOT_FOUND);
    return row;
  }
  /** The listing, if this user may change it; another agency's listing is a 403. */
  async function manageable(user: AuthUser, id: string): Promise<ListingRow> {
    const row = await findOr404(id);
    assertOwnAgency(user, row.agencyId);
    return row;
  }
  /** The listing, if this user may change it now: its agency's and active (assertCanWrite). */
  async function writable(user: AuthUser, id: string): Promise<ListingRow> {
    const row = await manageable(user, id);
    await deps.assertCanWrite(user);
    return row;
  }
  const canManage = (user: AuthUser | null, row: ListingRow) =>
    !!user && (isAdminRole(user.role) || (!!user.agencyId && user.agencyId === row.agencyId));

  async function placeOf(input: ListingInput): Promise<Place> {
    const result = await geo.validate(input.location);
    if (!result.valid || !result.place)
      throw badRequest(ListingsMessages.LOCATION_INVALID, {
        fields: { location: [result.message ?? ListingsMessages.LOCATION_INVALID] },
      });
    return result.place;
  }
  async function checkFeatures(ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const known = await deps.features.activeIds(unique);
    if (known.size !== unique.length)
      throw badRequest(ListingsMessages.UNKNOWN_FEATURES, {
        fields: { features: [ListingsMessages.UNKNOWN_FEATURES] },
      });
    return unique;
  }
  /** Who the listing belongs to: the agent named (admins, or within the agency), else the caller. */
  async function ownerOf(user: AuthUser, agentId: string | null | undefined) {
    const admin = isAdminRole(user.role);
    if (!admin && !user.agencyId) throw noAgency();
    if (!agentId || agentId === user.id) {
      if (admin)
        throw badRequest(ListingsMessages.AGENT_INVALID, {
          fields: { agentId: [ListingsMessages.AGENT_INVALID] },
        });
      return { agentId: user.id, agencyId: user.agencyId! };
    }
    const agent = await users.findRecord(agentId);
    const fits =
      agent &&
      AGENT_ROLES.includes(agent.role) &&
      agent.agencyId &&
      (admin || agent.agencyId === user.agencyId);
    if (!fits)
      throw badRequest(ListingsMessages.AGENT_INVALID, {
        fields: { agentId: [ListingsMessages.AGENT_INVALID] },
      });
    return { agentId: agent.id, agencyId: agent.agencyId! };
  }

  /** A paid change of an ACTIVE listing: the credits and the change in one transaction. */
  async function promote(
    user: AuthUser,
    id: string,
    p: {
      code: string;
      quantity: number;
      key: string;
      message: string;
      patch: { featureDays?: number; bumpAt?: Date };
    },
  ): Promise<PromotionResult> {
    const row = await writable(user, id);
    if (row.status !== 'ACTIVE')
      throw new AppError(409, 'LISTING_NOT_ACTIVE', CommerceMessages.LISTING_NOT_ACTIVE);
    const { result, left } = await deps.entitlements.spend(
      {
        agencyId: row.agencyId,
        agentId: user.agencyId === row.agencyId ? user.id : null,
        code: p.code,
        quantity: p.quantity,
        listingId: id,
      },
      { actorId: user.id, reason: p.code, idempotencyKey: p.key, request: { id, ...p.patch } },
      p.message,
      async (exec, replayed) => (replayed ? row : (await repo.promote(exec, id, p.patch))!),
    );
    await deps.changed();
    return {
      listingId: id,
      featuredUntil: result.featuredUntil?.toISOString() ?? null,
      publishedAt: result.publishedAt?.toISOString() ?? null,
      left,
    };
  }

  async function page(f: ListingFilters, scope: ListingScope): Promise<Page<Listing>> {
    const { rows, total } = await deps.search.rows(f, scope);
    return { data: await dtosOf(rows), total, page: f.page, pageSize: f.pageSize };
  }
  /** Agencies out of public view are left out in SQL, not by a list of their ids. */
  const publicScope: ListingScope = { statuses: ['ACTIVE'], publicAgenciesOnly: true };

  return {
    toDtos,
    /** Public search: ACTIVE listings of agencies in public view, as result cards. */
    async search(f: ListingFilters): Promise<Page<ListingSummary>> {
      const found = await page(f, publicScope);
      return { ...found, data: found.data.map(toListingSummary) };
    },
    /** The agent area: every status of the caller's agency. */
    async agencyListings(user: AuthUser, f: ListingFilters & { status: ListingStatus[] }) {
      if (!user.agencyId) throw noAgency();
      return page(f, { statuses: f.status, agencyId: user.agencyId });
    },
    /** The admin list: everything not deleted. */
    adminListings: (f: ListingFilters & { status: ListingStatus[] }) =>
      page(f, { statuses: f.status }),
    /** One agency's listings for the admin (SPEC §7 …/agencies/{id}/properties): 404 if unknown. */
    async adminAgencyListings(agencyId: string, f: ListingFilters & { status: ListingStatus[] }) {
      if (!(await deps.agencyRefs([agencyId])).has(agencyId))
        throw notFound(AgenciesMessages.AGENCY_NOT_FOUND);
      return page(f, { statuses: f.status, agencyId });
    },

    async featured(q: { limit: number; kind?: string }): Promise<{ data: ListingSummary[] }> {
      const rows = await repo.latestFeatured(q);
      return { data: (await toDtos(rows)).map(toListingSummary) };
    },

    /** Public for ACTIVE listings in view; the owning agency and admins see every status. */
    async get(user: AuthUser | null, id: string): Promise<ListingDetail> {
      const row = await findOr404(id);
      if (!canManage(user, row)) {
        const visible =
          row.status === 'ACTIVE' && !(await deps.hiddenAgencies()).includes(row.agencyId);
        if (!visible) throw notFound(ListingsMessages.NOT_FOUND);
      }
      const [listing, photos] = await Promise.all([one(row), deps.media.photosOf(row.id)]);
      return { ...listing, photos };
    },
    /**
     * The listing whose photos this user may see in the manager (its agency's agents, admins), or
     * change ('write': an active agent of an active agency too): 404/403.
     */
    async forMedia(
      user: AuthUser,
      id: string,
      intent: 'read' | 'write' = 'read',
    ): Promise<{ id: string; agencyId: string }> {
      const row = intent === 'write' ? await writable(user, id) : await manageable(user, id);
      return { id: row.id, agencyId: row.agencyId };
    },
    /** The media area keeps the cover (first processed photo) on the row for cards. */
    async setCover(id: string, cover: CoverPhoto | null): Promise<void> {
      await repo.setCover(id, cover);
    },
    /**
     * Listings among ids, in the order given (favourites). Missing or deleted ones drop; one that
     * was sold or withdrawn since stays, with its status, so the person sees what became of it.
     */
    async visibleByIds(ids: string[]) {
      const rows = await repo.findByIds(ids);
      const byId = new Map((await toDtos(rows)).map((l) => [l.id, l]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    exists: async (id: string) => !!(await repo.findById(id)),
    assertCanWrite: deps.assertCanWrite,

    /**
     * `within` runs in the listing's own transaction, after the insert (the partner upsert maps
     * its external id there, issue 45): if it throws, no listing, slot or event remains.
     */
    async create(
      user: AuthUser,
      input: ListingInput,
      opts: { within?: (exec: Db, row: ListingRow) => Promise<void> } = {},
    ): Promise<Listing> {
      await deps.assertCanWrite(user);
      const [place, featureIds, owner] = await Promise.all([
        placeOf(input),
        checkFeatures(input.features),
        ownerOf(user, input.agentId),
      ]);
      // Past the agency's listing slots it is kept, INACTIVE: the agent is told why (issue 41).
      const row = await deps.entitlements.withSlot(
        owner.agencyId,
        owner.agentId,
        async (exec, free) => {
          const created = await repo.insert(
            {
              ...valuesOf(input, place, owner),
              status: free ? 'ACTIVE' : 'INACTIVE',
              publishedAt: free ? now() : null,
              createdBy: user.id,
            },
            featureIds,
            user.id,
            exec,
          );
          await events.created(exec, created);
          await opts.within?.(exec, created);
          return created;
        },
      );
      await deps.changed();
      return one(row);
    },

    /** The whole form again; status, counts and featuring are kept. */
    async update(user: AuthUser, id: string, input: ListingInput): Promise<Listing> {
      const before = await writable(user, id);
      const [place, featureIds] = await Promise.all([
        placeOf(input),
        checkFeatures(input.features),
      ]);
      const owner =
        input.agentId && input.agentId !== before.agentId
          ? await ownerOf(user, input.agentId)
          : { agentId: before.agentId ?? user.id, agencyId: before.agencyId };
      const row = await repo.update(id, valuesOf(input, place, owner), featureIds, events.updated);
      if (!row) throw notFound(ListingsMessages.NOT_FOUND);
      await deps.changed();
      return one(row);
    },

    async setFeatures(user: AuthUser, id: string, ids: string[]): Promise<Listing> {
      await writable(user, id);
      const row = await repo.update(id, {}, await checkFeatures(ids), events.updated);
      await deps.changed();
      return one(row!);
    },

    async remove(user: AuthUser, id: string): Promise<void> {
      const row = await writable(user, id);
      await repo.softDelete(row.id, events.deleted);
      await deps.changed();
      await deps.media.removeAllOf(row.id);
      await deps.audit.record({
        actorId: user.id,
        action: 'listing.delete',
        entity: 'listing',
        entityId: id,
        before: { title: row.title, status: row.status },
        after: null,
      });
    },

    /** A change allowed by LISTING_TRANSITIONS, recorded with who, when, from and to. */
    async setStatus(user: AuthUser, id: string, to: ListingStatus, note: string) {
      const row = await writable(user, id);
      const from = row.status as ListingStatus;
      if (!canTransition(from, to))
        throw new AppError(409, ListingsErrorCode.INVALID_TRANSITION, ListingsMessages.TRANSITION, {
          from,
          to,
        });
      const change = {
        from,
        to,
        note,
        by: user.id,
        publishedAt: to === 'ACTIVE' && !row.publishedAt ? now() : undefined,
      };
      const emit = (tx: Db, r: ListingRow) => events.statusChanged(tx, r, from, to);
      // Publishing takes a listing slot, checked and taken under the agency's lock (issue 41).
      const after =
        to === 'ACTIVE'
          ? await deps.entitlements.withSlot(row.agencyId, row.agentId, async (exec, free) => {
              if (!free) throw needsSlot();
              return repo.changeStatus(id, change, exec, emit);
            })
          : await repo.changeStatus(id, change, undefined, emit);
      if (!after)
        throw new AppError(409, ListingsErrorCode.INVALID_TRANSITION, ListingsMessages.TRANSITION);
      await deps.changed();
      return one(after);
    },

    /** Featured for more days, paid with featured days (the agent's allocation first). */
    async feature(
      user: AuthUser,
      id: string,
      input: FeatureListingInput,
    ): Promise<PromotionResult> {
      return promote(user, id, {
        code: ItemCode.FEATURED_DAYS,
        quantity: input.days,
        key: `feature:${input.idempotencyKey}`,
        message: CommerceMessages.NOT_ENOUGH_FEATURED_DAYS,
        patch: { featureDays: input.days },
      });
    },
    /** Back to the top of "newest", paid with one bump. */
    async bump(user: AuthUser, id: string, input: BumpListingInput): Promise<PromotionResult> {
      return promote(user, id, {
        code: ItemCode.BUMPS,
        quantity: 1,
        key: `bump:${input.idempotencyKey}`,
        message: CommerceMessages.NOT_ENOUGH_BUMPS,
        patch: { bumpAt: now() },
      });
    },

    async history(user: AuthUser, id: string): Promise<{ data: StatusChange[] }> {
      await manageable(user, id);
      const rows = await repo.history(id);
      const people = await users.findRecords(
        rows.flatMap((r) => (r.changedBy ? [r.changedBy] : [])),
      );
      const byId = new Map(people.map((p) => [p.id, { id: p.id, name: p.name }]));
      return {
        data: rows.map((r) => ({
          id: r.id,
          from: r.fromStatus as ListingStatus | null,
          to: r.toStatus as ListingStatus,
          note: r.note,
          by: r.changedBy ? (byId.get(r.changedBy) ?? null) : null,
          at: r.changedAt.toISOString(),
        })),
      };
    },

    /** Admins feature a listing until a time (packages will sell this later). Audited. */
    async setFeatured(user: AuthUser, id: string, until: Date | null): Promise<Listing> {
      const before = await findOr404(id);
      const row = await repo.update(id, { featuredUntil: until });
      await deps.changed();
      await deps.audit.record({
        actorId: user.id,
        action: 'listing.featured',
        entity: 'listing',
        entityId: id,
        before: { featuredUntil: before.featuredUntil?.toISOString() ?? null },
        after: { featuredUntil: until?.toISOString() ?? null },
      });
      return one(row!);
    },

    /**
     * At most once per visitor per day (UTC); only listings in public view count. Counters do not
     * start the public reads over: they may be up to the cache's TTL behind (ADR 0021).
     */
    async view(user: AuthUser | null, id: string, visitor: Visitor) {
      const listing = await this.get(user, id);
      return repo.recordView(listing.id, visitor, now().toISOString().slice(0, 10));
    },
    /** For the entitlements (issue 41): use of listing slots, and the expiry's trim and republish. */
    activeUse: repo.activeUse,
    activeNewestFirst: repo.activeNewestFirst,
    inactiveAmong: repo.inactiveAmong,
    async activateIn(exec: Db, id: string, by: string): Promise<boolean> {
      const change = { from: 'INACTIVE', to: 'ACTIVE', note: 'Published again', by };
      const emit = (tx: Db, r: ListingRow) => events.statusChanged(tx, r, change.from, change.to);
      return !!(await repo.changeStatus(id, change, exec, emit));
    },
    async deactivateIn(exec: Db, id: string, note: string): Promise<boolean> {
      const emit = (tx: Db, r: ListingRow) => events.statusChanged(tx, r, 'ACTIVE', 'INACTIVE');
      return !!(await repo.changeStatus(
        id,
        { from: 'ACTIVE', to: 'INACTIVE', note, by: null },
        exec,
        emit,
      ));
    },
    countEnquiry: (id: string) => repo.countEnquiry(id),
    /** The agencies area moves a leaving agent's listings to a colleague (it checks both agents). */
    async reassignAgent(fromAgentId: string, toAgentId: string, agencyId: string) {
      const moved = await repo.reassignAgent(fromAgentId, toAgentId, agencyId, events.updated);
      await deps.changed();
      return moved;
    },
    /** Demo seed: the listing by its agency and title, created once and then left alone. */
    async ensureSeeded(owner: AuthUser, input: ListingInput): Promise<string> {
      const found = owner.agencyId
        ? await repo.findByTitle(owner.agencyId, input.title)
        : undefined;
      return found ? found.id : (await this.create(owner, input)).id;
    },
  };
}
export type ListingsService = ReturnType<typeof createListingsService>;
