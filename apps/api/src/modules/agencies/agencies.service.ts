import {
  AgenciesErrorCode,
  AgenciesMessages,
  type Agency,
  type AgencyInput,
  type AgencyStatus,
  type LocationSelection,
  type Page,
  type Place,
} from '@afrinest/contract';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { EventOutbox } from '../../platform/events/outbox';
import {
  agencyCreated,
  agencyStatusChanged,
  leadCreated,
} from '../../platform/events/product-events';
import type { AuditService } from '../audit/audit.service';
import type { GeoService } from '../geo/geo.service';
import type { UsersService, AuthUser } from '../users/users.service';
import type {
  AgenciesRepository,
  AgencyRow,
  AgencySearch,
  AgencyValues,
} from './agencies.repository';
import { deepestPlaceId, locationOf, slugify, toAgencyDto } from './agencies.dto';
import type { AgencyEntitlements } from './agency-entitlements';
import type { Db } from '../../platform/db/client';

export interface AgenciesDeps {
  repo: AgenciesRepository;
  geo: GeoService;
  users: UsersService;
  audit: AuditService;
  /** After a change public listing reads show (status, name, slug): they start over (ADR 0021). */
  listingsChanged: () => Promise<void>;
  /** Every new agency holds the FREE package from the start (issue 41). */
  entitlements: Pick<AgencyEntitlements, 'grantFree' | 'grantWaitingPurchases'>;
  /** Product events (issue 45), written in the transaction of each change. */
  outbox: EventOutbox;
}

const AUDITED = [
  'name',
  'slug',
  'logoUrl',
  'description',
  'phone',
  'email',
  'whatsappNumbers',
  'addressLine',
  'verified',
  'status',
  'statusReason',
  'enquiryTemplate',
  'leadRouting',
] as const;

/** The audited fields that differ, before and after. */
export function diffOf(before: AgencyRow | null, after: AgencyRow) {
  const keys = AUDITED.filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after[k]));
  return {
    before: before ? Object.fromEntries(keys.map((k) => [k, before[k]])) : null,
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/**
 * Agencies as admins manage them (issue 5): create, edit, status with reason, verified flag,
 * and the join requests agencies send themselves. Every change is audited.
 */
export function createAgenciesService(deps: AgenciesDeps) {
  const { repo, geo, users, audit, outbox } = deps;
  const created = (tx: Db, row: AgencyRow) => outbox.emit(tx, agencyCreated(row));

  async function placesOf(rows: AgencyRow[]): Promise<Map<string, Place>> {
    const ids = rows.flatMap((r) => deepestPlaceId(locationOf(r)) ?? []);
    return ids.length ? geo.places([...new Set(ids)]) : new Map();
  }

  async function toDtos(rows: AgencyRow[]): Promise<Agency[]> {
    const [places, counts, creators] = await Promise.all([
      placesOf(rows),
      repo.agentCounts(rows.map((r) => r.id)),
      users.findRecords(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : []))),
    ]);
    const byId = new Map(creators.map((u) => [u.id, u]));
    return rows.map((r) => {
      const placeId = deepestPlaceId(locationOf(r));
      return toAgencyDto(r, {
        place: placeId ? (places.get(placeId) ?? null) : null,
        creator: r.createdBy ? byId.get(r.createdBy) : undefined,
        agentCount: counts.get(r.id) ?? 0,
      });
    });
  }

  async function findOr404(id: string): Promise<AgencyRow> {
    const row = await repo.findById(id);
    if (!row) throw notFound(AgenciesMessages.AGENCY_NOT_FOUND);
    return row;
  }

  /** The address chain must be one chain of enabled places (as the location picker offers). */
  async function checkLocation(location: LocationSelection): Promise<void> {
    if (!deepestPlaceId(location)) return;
    const result = await geo.validate(location);
    if (!result.valid)
      throw badRequest(AgenciesMessages.LOCATION_INVALID, {
        fields: { location: [result.message ?? AgenciesMessages.LOCATION_INVALID] },
      });
  }

  /** The slug given, or one made from the name with -2, -3… until it is free. */
  async function slugFor(input: { name: string; slug?: string }, exceptId?: string) {
    if (input.slug) {
      if (await repo.slugTaken(input.slug, exceptId))
        throw conflict(AgenciesMessages.SLUG_TAKEN, AgenciesErrorCode.SLUG_TAKEN);
      return input.slug;
    }
    const base = slugify(input.name);
    for (let i = 1; ; i++) {
      const candidate = i === 1 ? base : `${base}-${i}`;
      if (!(await repo.slugTaken(candidate, exceptId))) return candidate;
    }
  }

  const valuesOf = (input: Omit<AgencyInput, 'slug' | 'verified'>) => ({
    name: input.name,
    logoUrl: input.logoUrl,
    description: input.description,
    phone: input.phone,
    email: input.email,
    whatsappNumbers: input.whatsappNumbers,
    addressLine: input.addressLine,
    countryId: input.location.countryId ?? null,
    regionId: input.location.regionId ?? null,
    subRegionId: input.location.subRegionId ?? null,
    districtId: input.location.districtId ?? null,
    cityId: input.location.cityId ?? null,
    areaId: input.location.areaId ?? null,
  });

  async function record(
    actor: AuthUser,
    action: string,
    before: AgencyRow | null,
    after: AgencyRow,
  ) {
    const diff = diffOf(before, after);
    await audit.record({
      actorId: actor.id,
      action,
      entity: 'agency',
      entityId: after.id,
      before: diff.before,
      after: diff.after,
    });
  }

  return {
    toDtos,
    findOr404,
    findById: (id: string) => repo.findById(id),
    /** The agency a user asked to open (the latest request), whatever its status. */
    requestedBy: (userId: string) => repo.latestRequestBy(userId),
    async exists(id: string): Promise<boolean> {
      return !!(await repo.findById(id));
    },
    async names(ids: readonly string[]): Promise<Map<string, string>> {
      return new Map((await repo.findByIds(ids)).map((a) => [a.id, a.name]));
    },
    /** Whether the agency's listings and agents are in public view (listings use this, issue 6). */
    async isPublic(id: string): Promise<boolean> {
      return (await repo.findById(id))?.status === 'ACTIVE';
    },

    /** Agencies whose listings are out of public view (listings ask on every public search). */
    nonPublicIds: () => repo.nonPublicIds(),

    async list(q: AgencySearch & { status?: AgencyStatus }): Promise<Page<Agency>> {
      const { rows, total } = await repo.search(q);
      return { data: await toDtos(rows), total, page: q.page, pageSize: q.pageSize };
    },

    async get(id: string): Promise<Agency> {
      return (await toDtos([await findOr404(id)]))[0]!;
    },

    /** An admin's new agency is ACTIVE at once: the admin has checked it. */
    async create(actor: AuthUser, input: AgencyInput): Promise<Agency> {
      await checkLocation(input.location);
      const values: AgencyValues = {
        ...valuesOf(input),
        slug: await slugFor(input),
        verified: input.verified,
        status: 'ACTIVE',
        origin: 'ADMIN',
        createdBy: actor.id,
      };
      const row = await repo.insert(values, created);
      await deps.entitlements.grantFree(row.id);
      await record(actor, 'agency.create', null, row);
      return (await toDtos([row]))[0]!;
    },

    /** An agency asks to join: PENDING until an admin activates it; its requester then runs it. */
    async request(actor: AuthUser, input: Omit<AgencyInput, 'slug' | 'verified'>): Promise<Agency> {
      if (actor.agencyId)
        throw conflict(AgenciesMessages.ALREADY_IN_AGENCY, AgenciesErrorCode.ALREADY_IN_AGENCY);
      await checkLocation(input.location);
      const row = await repo.insert(
        {
          ...valuesOf(input),
          slug: await slugFor({ name: input.name }),
          status: 'PENDING',
          origin: 'REQUEST',
          createdBy: actor.id,
        },
        created,
      );
      await deps.entitlements.grantFree(row.id);
      await record(actor, 'agency.request', null, row);
      return (await toDtos([row]))[0]!;
    },

    /** The requester follows their request: PENDING, ACTIVE (approved) or SUSPENDED (refused). */
    async myRequest(actor: AuthUser): Promise<Agency> {
      const row = await repo.latestRequestBy(actor.id);
      if (!row) throw notFound(AgenciesMessages.REQUEST_NOT_FOUND);
      return (await toDtos([row]))[0]!;
    },

    async update(actor: AuthUser, id: string, input: AgencyInput): Promise<Agency> {
      const before = await findOr404(id);
      await checkLocation(input.location);
      const after = await repo.update(id, {
        ...valuesOf(input),
        slug: await slugFor(input, id),
        verified: input.verified,
      });
      await deps.listingsChanged();
      await record(actor, 'agency.update', before, after!);
      return (await toDtos([after!]))[0]!;
    },

    /**
     * PENDING → ACTIVE → SUSPENDED (with the reason the agency sees) → ACTIVE. Activating an
     * agency that asked to join makes its requester its SUPER_AGENT (when still free to join).
     */
    async setStatus(
      actor: AuthUser,
      id: string,
      input: { status: AgencyStatus; reason: string },
    ): Promise<Agency> {
      const before = await findOr404(id);
      const after = await repo.update(
        id,
        {
          status: input.status,
          statusReason: input.status === 'ACTIVE' ? null : input.reason || null,
        },
        // A status set again (ACTIVE → ACTIVE) is no change: no event.
        async (tx, row) => {
          if (row.status !== before.status)
            await outbox.emit(tx, agencyStatusChanged(row, before.status));
        },
      );
      // A suspended agency's listings leave the public search at once, not after the TTL.
      await deps.listingsChanged();
      const action = {
        ACTIVE: 'agency.activate',
        SUSPENDED: 'agency.suspend',
        PENDING: 'agency.pending',
      };
      await record(actor, action[input.status], before, after!);
      if (input.status === 'ACTIVE' && before.origin === 'REQUEST' && before.createdBy) {
        const requester = await users.findRecord(before.createdBy);
        if (requester && requester.role === 'USER' && !requester.agencyId)
          await users.update(requester.id, { role: 'SUPER_AGENT', agencyId: id });
      }
      if (input.status === 'ACTIVE') await deps.entitlements.grantWaitingPurchases(id);
      return (await toDtos([after!]))[0]!;
    },

    /** The SUPER_AGENT's WhatsApp settings (agent/whatsapp). */
    async updateWhatsapp(
      actor: AuthUser,
      id: string,
      patch: Pick<AgencyValues, 'whatsappNumbers' | 'enquiryTemplate' | 'leadRouting'>,
    ): Promise<AgencyRow> {
      const before = await findOr404(id);
      const after = await repo.update(id, patch);
      await record(actor, 'agency.whatsapp.update', before, after!);
      return after!;
    },
    /** Demo seed: an ACTIVE agency by its slug, created once and then left as admins keep it. */
    async ensureSeeded(input: AgencyInput & { slug: string }): Promise<string> {
      const found = await repo.search({ q: input.slug, page: 1, pageSize: 5 });
      const existing = found.rows.find((r) => r.slug === input.slug);
      if (existing) return existing.id;
      await checkLocation(input.location);
      const row = await repo.insert(
        {
          ...valuesOf(input),
          slug: input.slug,
          verified: input.verified,
          status: 'ACTIVE',
          origin: 'ADMIN',
        },
        created,
      );
      await deps.entitlements.grantFree(row.id);
      return row.id;
    },
    nextRoundRobin: (id: string) => repo.nextRoundRobin(id),
    /** A visitor's enquiry and its lead.created event, together. */
    insertLead: (
      values: Parameters<AgenciesRepository['insertLead']>[0],
      enquiry?: Parameters<AgenciesRepository['insertLead']>[2],
    ) => repo.insertLead(values, (tx, lead) => outbox.emit(tx, leadCreated(lead)), enquiry),
    leadsOf: repo.leadsOf,
  };
}
export type AgenciesService = ReturnType<typeof createAgenciesService>;
