import type { AuditEntry as AuditEntryDto, ListAuditLogQuery, Page } from '@afrinest/contract';
import type { UserRecord } from '../users/users-admin.service';
import type { AuditEntry, AuditRepository } from './audit.repository';

/** Names the actors of a page of entries (the users service, wired in app.ts). */
export type FindUsers = (ids: readonly string[]) => Promise<UserRecord[]>;

/** Every admin change lands here: who, what, before and after, when. */
export function createAuditService(repo: AuditRepository, deps: { findUsers?: FindUsers } = {}) {
  return {
    record: (entry: AuditEntry) => repo.insert(entry),
    latest: (limit = 50) => repo.latest(limit),

    /** A page of entries, newest first, each with its actor's name and email. */
    async list(q: ListAuditLogQuery): Promise<Page<AuditEntryDto>> {
      const { rows, total } = await repo.search(q);
      const actorIds = rows.flatMap((r) => (r.actorId ? [r.actorId] : []));
      const actors = new Map(
        (deps.findUsers ? await deps.findUsers(actorIds) : []).map((u) => [u.id, u]),
      );
      const data = rows.map((r): AuditEntryDto => {
        const actor = r.actorId ? actors.get(r.actorId) : undefined;
        return {
          id: r.id,
          actor: actor ? { id: actor.id, name: actor.name, email: actor.email } : null,
          actorId: r.actorId,
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          before: r.before ?? null,
          after: r.after ?? null,
          createdAt: r.createdAt.toISOString(),
        };
      });
      return { data, total, page: q.page, pageSize: q.pageSize };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
