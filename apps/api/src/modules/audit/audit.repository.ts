import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { auditLog } from './audit.schema';

export type AuditEntry = typeof auditLog.$inferInsert;

export function createAuditRepository(db: Db) {
  return {
    async insert(entry: AuditEntry) {
      await db.insert(auditLog).values(entry);
    },
    async latest(limit: number) {
      return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
