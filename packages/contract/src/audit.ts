import { z } from 'zod';
import { pageOf, pageQuerySchema, textFilter } from './paging';

/** One admin action: who, what, on which record, the record before and after, when. */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null for changes made by the system itself (seeds). */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  actorId: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const uuidFilter = (what: string) => z.uuid(`The ${what} is a UUID.`).optional();

/** GET /api/admin/audit-log, newest first. */
export const listAuditLogQuerySchema = pageQuerySchema.extend({
  actorId: uuidFilter('actor id'),
  entity: textFilter(60),
  entityId: textFilter(200),
  /** Actions by this user or on this user's account. */
  userId: uuidFilter('user id'),
});
export type ListAuditLogQuery = z.infer<typeof listAuditLogQuerySchema>;
export type ListAuditLogQueryInput = z.input<typeof listAuditLogQuerySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
