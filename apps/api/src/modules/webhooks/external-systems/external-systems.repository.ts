import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { externalListings, externalSystems } from '../webhooks.schema';

export type SystemRow = typeof externalSystems.$inferSelect;
/** What an admin's form sets; the key, author and times the service and repository keep. */
export type SystemValues = Pick<
  typeof externalSystems.$inferInsert,
  | 'name'
  | 'ownerName'
  | 'ownerEmail'
  | 'ownerPhone'
  | 'scopes'
  | 'agencyId'
  | 'expiresAt'
  | 'rateLimitPerMinute'
>;

export interface SystemSearch {
  q?: string;
  status?: 'ACTIVE' | 'EXPIRED' | 'REVOKED';
  page: number;
  pageSize: number;
  now: Date;
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const t = externalSystems;
/** The derived status in SQL, matching statusOf in api-keys.ts. */
const statusWhere = (status: NonNullable<SystemSearch['status']>, now: Date) =>
  status === 'REVOKED'
    ? isNotNull(t.revokedAt)
    : status === 'EXPIRED'
      ? and(isNull(t.revokedAt), lte(t.expiresAt, now))
      : and(isNull(t.revokedAt), or(isNull(t.expiresAt), gt(t.expiresAt, now)));

/** External systems with their hashed keys, and the listings partners pushed by their own ids. */
export function createExternalSystemsRepository(db: Db) {
  return {
    async search(s: SystemSearch): Promise<{ rows: SystemRow[]; total: number }> {
      const pattern = s.q ? containsPattern(s.q) : undefined;
      const where = and(
        pattern
          ? or(ilike(t.name, pattern), ilike(t.ownerName, pattern), ilike(t.ownerEmail, pattern))
          : undefined,
        s.status ? statusWhere(s.status, s.now) : undefined,
      );
      const rows = await db
        .select()
        .from(t)
        .where(where)
        .orderBy(desc(t.createdAt), asc(t.id))
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [n] = await db.select({ n: count() }).from(t).where(where);
      return { rows, total: n?.n ?? 0 };
    },

    async byId(id: string): Promise<SystemRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row;
    },

    /** The system a key belongs to, by the key's hash (unique index). */
    async byKeyHash(hash: string): Promise<SystemRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.keyHash, hash));
      return row;
    },

    async names(ids: readonly string[]): Promise<Map<string, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: t.id, name: t.name })
        .from(t)
        .where(inArray(t.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async insert(
      values: SystemValues & { keyHash: string; keyHint: string },
      createdBy: string,
    ): Promise<SystemRow> {
      const [row] = await db
        .insert(t)
        .values({ ...values, createdBy })
        .returning();
      return row!;
    },

    async update(
      id: string,
      values: Partial<SystemValues & { keyHash: string; keyHint: string; revokedAt: Date }>,
    ): Promise<SystemRow | undefined> {
      const [row] = await db
        .update(t)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(t.id, id))
        .returning();
      return row;
    },

    async touchLastUsed(id: string, at: Date): Promise<void> {
      await db.update(t).set({ lastUsedAt: at }).where(eq(t.id, id));
    },

    /** The listing a system pushed under its own id, if any. */
    async listingOf(systemId: string, externalId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ listingId: externalListings.listingId })
        .from(externalListings)
        .where(
          and(eq(externalListings.systemId, systemId), eq(externalListings.externalId, externalId)),
        );
      return row?.listingId;
    },

    /**
     * Maps the external id to the listing, in the transaction that made the listing; false when
     * the id is mapped already (another PUT got there first: the caller rolls back).
     */
    async claim(exec: Db, systemId: string, externalId: string, listingId: string) {
      const rows = await exec
        .insert(externalListings)
        .values({ systemId, externalId, listingId })
        .onConflictDoNothing()
        .returning({ listingId: externalListings.listingId });
      return rows.length > 0;
    },

    async touchMapping(systemId: string, externalId: string): Promise<void> {
      await db
        .update(externalListings)
        .set({ updatedAt: sql`now()` })
        .where(
          and(eq(externalListings.systemId, systemId), eq(externalListings.externalId, externalId)),
        );
    },

    async unmap(systemId: string, externalId: string): Promise<void> {
      await db
        .delete(externalListings)
        .where(
          and(eq(externalListings.systemId, systemId), eq(externalListings.externalId, externalId)),
        );
    },
  };
}
export type ExternalSystemsRepository = ReturnType<typeof createExternalSystemsRepository>;
