import type { AuditEntry, AuditRepository } from './audit.repository';

/** Every admin change lands here: who, what, before and after, when. */
export function createAuditService(repo: AuditRepository) {
  return {
    record: (entry: AuditEntry) => repo.insert(entry),
    latest: (limit = 50) => repo.latest(limit),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
