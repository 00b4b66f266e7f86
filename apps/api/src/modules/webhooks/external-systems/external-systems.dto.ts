import { apiScopeSchema, type ExternalSystem } from '@afrinest/contract';
import { statusOf } from './api-keys';
import type { SystemRow } from './external-systems.repository';

/** A system as admins see it: never the key's hash, only its first characters. */
export const toSystemDto = (
  row: SystemRow,
  agencyNames: Map<string, string>,
  now: Date,
): ExternalSystem => ({
  id: row.id,
  name: row.name,
  ownerName: row.ownerName,
  ownerEmail: row.ownerEmail,
  ownerPhone: row.ownerPhone,
  scopes: row.scopes.flatMap((s) => {
    const parsed = apiScopeSchema.safeParse(s);
    return parsed.success ? [parsed.data] : [];
  }),
  agencyId: row.agencyId,
  agency:
    row.agencyId && agencyNames.has(row.agencyId)
      ? { id: row.agencyId, name: agencyNames.get(row.agencyId)! }
      : null,
  keyHint: row.keyHint,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  rateLimitPerMinute: row.rateLimitPerMinute,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  status: statusOf(row, now),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
