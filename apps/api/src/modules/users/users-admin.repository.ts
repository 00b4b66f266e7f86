import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sessions, users } from './users.schema';

type Row = typeof users.$inferSelect;

/** The filters, order and page of the admin users table (validated by the contract). */
export interface UserSearch {
  q?: string;
  role?: string;
  status?: string;
  country?: string;
  sort: 'name' | 'email' | 'role' | 'status' | 'country' | 'createdAt';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** What an admin may change on an account. */
export type AdminUserPatch = Partial<
  Pick<Row, 'name' | 'role' | 'agencyId' | 'status' | 'suspendedReason' | 'suspendedAt'>
>;

/** Decides, inside the transaction, whether a change may go ahead; throws to cancel it. */
export type ChangeCheck = (before: Row[], activeAfriAdminsAfter: number) => void;

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const sortColumns = {
  name: sql`lower(${users.name})`,
  email: sql`${users.email}`,
  role: sql`${users.role}`,
  status: sql`${users.status}`,
  country: sql`lower(${users.country})`,
  createdAt: sql`${users.createdAt}`,
} satisfies Record<UserSearch['sort'], SQL>;

/**
 * The users table as the admin screens read and change it. Kept apart from users.repository.ts
 * (which spreads it in) so the account screens and the admin screens each keep a small file.
 */
export function createUsersAdminQueries(db: Db) {
  return {
    async search(s: UserSearch): Promise<{ rows: Row[]; total: number }> {
      const pattern = s.q ? containsPattern(s.q) : undefined;
      const where = and(
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
        s.role ? eq(users.role, s.role) : undefined,
        s.status ? eq(users.status, s.status) : undefined,
        s.country ? sql`lower(${users.country}) = lower(${s.country})` : undefined,
      );
      const direction = s.order === 'asc' ? sql`asc` : sql`desc`;
      const rows = await db
        .select()
        .from(users)
        .where(where)
        // Empty countries last either way; the id keeps pages stable when values tie.
        .orderBy(sql`${sortColumns[s.sort]} ${direction} nulls last`, asc(users.id))
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async findManyByIds(ids: readonly string[]): Promise<Row[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /** Ids of accounts whose name or email contains `text` (for filters on other tables). */
    async idsMatching(text: string, limit: number): Promise<string[]> {
      const pattern = containsPattern(text);
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Ends every session of an account; its JWTs stop with them (token-revocations.ts). */
    async revokeSessions(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async countries(): Promise<string[]> {
      // One entry per country whatever its case, since the filter ignores case.
      const rows = await db
        .selectDistinctOn([sql`lower(${users.country})`], { country: users.country })
        .from(users)
        .where(sql`${users.country} is not null and ${users.country} <> ''`)
        .orderBy(sql`lower(${users.country})`, users.country);
      return rows.map((r) => r.country!);
    },

    /**
     * Applies one patch to the given accounts in a single transaction. Every active AFRI_ADMIN
     * row is locked first, so two admins demoting each other at the same moment are serialised
     * and the second sees the first's change; `check` gets the accounts as they were and the
     * number of active AFRI_ADMINs the change would leave, and may throw to cancel it all.
     * A suspension also ends the accounts' sessions, so no refresh can renew their tokens.
     */
    async updateManyGuarded(
      ids: readonly string[],
      patch: AdminUserPatch,
      check: ChangeCheck,
    ): Promise<{ before: Row[]; after: Row[] }> {
      return db.transaction(async (tx) => {
        const activeAfriAdmins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'AFRI_ADMIN'), eq(users.status, 'ACTIVE')))
          .for('update');
        const before = await tx
          .select()
          .from(users)
          .where(inArray(users.id, [...ids]))
          .for('update');
        const keepsAfriAdmin =
          (patch.role ?? 'AFRI_ADMIN') === 'AFRI_ADMIN' && (patch.status ?? 'ACTIVE') === 'ACTIVE';
        const left = activeAfriAdmins.filter((a) => !ids.includes(a.id) || keepsAfriAdmin);
        check(before, left.length);
        const after = await tx
          .update(users)
          .set({ ...patch, updatedAt: new Date() })
          .where(inArray(users.id, [...ids]))
          .returning();
        if (patch.status === 'SUSPENDED')
          await tx.delete(sessions).where(inArray(sessions.userId, [...ids]));
        return { before, after };
      });
    },
  };
}
