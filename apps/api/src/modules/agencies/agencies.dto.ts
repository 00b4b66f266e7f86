import {
  agencyOriginSchema,
  agencyStatusSchema,
  agentRoleSchema,
  selectionKeys,
  type Agency,
  type Agent,
  type LocationSelection,
  type Place,
} from '@afrinest/contract';
import type { UserRecord } from '../users/users-admin.service';
import type { AgencyRow } from './agencies.repository';
import type { AgentRow } from './agents.repository';

export const locationOf = (a: AgencyRow): LocationSelection => ({
  countryId: a.countryId,
  regionId: a.regionId,
  subRegionId: a.subRegionId,
  districtId: a.districtId,
  cityId: a.cityId,
  areaId: a.areaId,
});

/** The deepest place given: the one whose chain names the whole address. */
export const deepestPlaceId = (s: LocationSelection): string | null =>
  [...selectionKeys]
    .reverse()
    .map((k) => s[k])
    .find((v) => !!v) ?? null;

export function toAgencyDto(
  a: AgencyRow,
  extra: { place: Place | null; creator: UserRecord | undefined; agentCount: number },
): Agency {
  return {
    id: a.id,
    name: a.name,
    slug: a.slug,
    logoUrl: a.logoUrl,
    description: a.description,
    phone: a.phone,
    email: a.email,
    whatsappNumbers: a.whatsappNumbers,
    addressLine: a.addressLine,
    location: locationOf(a),
    place: extra.place,
    status: agencyStatusSchema.catch('PENDING').parse(a.status),
    statusReason: a.statusReason,
    verified: a.verified,
    origin: agencyOriginSchema.catch('ADMIN').parse(a.origin),
    createdBy: extra.creator
      ? { id: extra.creator.id, name: extra.creator.name, email: extra.creator.email }
      : null,
    agentCount: extra.agentCount,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function toAgentDto(r: AgentRow, places: Map<string, Place>): Agent {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: agentRoleSchema.catch('AGENT').parse(r.role),
    agencyId: r.agencyId,
    agencyName: r.agencyName,
    photoUrl: r.photoUrl,
    bio: r.bio ?? '',
    languages: r.languages ?? [],
    areasServed: (r.areasServed ?? []).flatMap((id) => places.get(id) ?? []),
    phone: r.phone,
    whatsapp: r.whatsapp,
    active: r.active ?? true,
  };
}

/** Lower-case words joined by dashes, accents dropped: "Kampala Homes Ltd." → "kampala-homes-ltd". */
export const slugify = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70) || 'agency';
