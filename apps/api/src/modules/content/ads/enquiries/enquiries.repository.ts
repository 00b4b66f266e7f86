import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { ADMIN_ROLES, type AdEnquiryInput } from '@afrinest/contract';
import type { Db } from '../../../../platform/db/client';
import { users } from '../../../users/users.schema';
import { advertEnquiries } from '../../content.schema';

export type EnquiryRow = typeof advertEnquiries.$inferSelect;
export type EnquiryValues = Omit<Required<AdEnquiryInput>, 'website'>;
export type EnquiryStatus = 'NEW' | 'ANSWERED';

/** "Advertise with us" enquiries: the admins' inbox. */
export function createEnquiriesRepository(db: Db) {
  return {
    async insert(values: EnquiryValues): Promise<EnquiryRow> {
      const [row] = await db.insert(advertEnquiries).values(values).returning();
      return row!;
    },

    async search(s: { status?: EnquiryStatus; page: number; pageSize: number }) {
      const where = s.status ? eq(advertEnquiries.status, s.status) : undefined;
      const rows = await db
        .select()
        .from(advertEnquiries)
        .where(where)
        .orderBy(desc(advertEnquiries.createdAt), asc(advertEnquiries.id))
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [n] = await db.select({ n: count() }).from(advertEnquiries).where(where);
      return { rows, total: n?.n ?? 0 };
    },

    async byId(id: string): Promise<EnquiryRow | undefined> {
      const [row] = await db.select().from(advertEnquiries).where(eq(advertEnquiries.id, id));
      return row;
    },

    async setStatus(id: string, status: EnquiryStatus): Promise<EnquiryRow | undefined> {
      const [row] = await db
        .update(advertEnquiries)
        .set({ status })
        .where(eq(advertEnquiries.id, id))
        .returning();
      return row;
    },

    /** Who reads the inbox: every active admin. */
    async adminEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(and(inArray(users.role, [...ADMIN_ROLES]), eq(users.status, 'ACTIVE')))
        .orderBy(asc(users.email));
      return rows.map((r) => r.email);
    },
  };
}
export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
