import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { auditLog } from './audit.schema';

export type AuditEntry = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditSearch {
  actorId?: string;
  entity?: string;
  entityId?: string;
  /** Entries by this user or on this user's account. */
  userId?: string;
  page: number;
  pageSize: number;
}

function whereOf(s: AuditSearch): SQL | undefined {
  return and(
    s.actorId ? eq(auditLog.actorId, s.actorId) : undefined,
    s.entity ? eq(auditLog.entity, s.entity) : undefined,
    s.entityId ? eq(auditLog.entityId, s.entityId) : undefined,
    s.userId
      ? or(
          eq(auditLog.actorId, s.userId),
          and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, s.userId)),
        )
      : undefined,
  );
}

export function createAuditRepository(db: Db) {
  return {
    async insert(entry: AuditEntry) {
      await db.insert(auditLog).values(entry);
    },
    async latest(limit: number) {
      return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
    },
    async search(s: AuditSearch): Promise<{ rows: AuditRow[]; total: number }> {
      const where = whereOf(s);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
