import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { users } from '../../users/users.schema';
import { listingConfirmTokens, listings } from '../listings.schema';

/** What the expiry needs of a listing: whom to mail and what to name. */
export interface ExpiringListing {
  id: string;
  title: string;
  agencyId: string;
  agentId: string | null;
  /** When it becomes INACTIVE unless confirmed (the notice's link expires then too). */
  endsAt: Date;
}

/**
 * The period starts at the last confirmation, else at publication (else creation). It ends
 * `days` after that, but never sooner than `noticeDays` after the notice went out, so an agent
 * always has the notice's full days to answer (listings older than the period when this shipped).
 */
const periodStart = sql`coalesce(${listings.confirmedAt}, ${listings.publishedAt}, ${listings.createdAt})`;
const live = and(eq(listings.status, 'ACTIVE'), isNull(listings.deletedAt));

export function createExpiryRepository(db: Db) {
  const ends = (days: number, noticeDays: number) =>
    sql<Date>`greatest(${periodStart} + make_interval(days => ${days}),
      coalesce(${listings.expiryNoticeAt}, ${periodStart}) + make_interval(days => ${noticeDays}))`;
  const select = (days: number, noticeDays: number) => ({
    id: listings.id,
    title: listings.title,
    agencyId: listings.agencyId,
    agentId: listings.agentId,
    endsAt: sql<string>`${ends(days, noticeDays)}`.mapWith((v: string | Date) => new Date(v)),
  });
  return {
    /** ACTIVE listings whose period ends within `noticeDays` and were not mailed this period. */
    dueNotice: (at: Date, days: number, noticeDays: number, limit: number) =>
      db
        .select(select(days, noticeDays))
        .from(listings)
        .where(
          and(
            live,
            isNull(listings.expiryNoticeAt),
            lte(periodStart, sql`${at}::timestamptz - make_interval(days => ${days - noticeDays})`),
          ),
        )
        .orderBy(periodStart, listings.id)
        .limit(limit) as Promise<ExpiringListing[]>,

    /**
     * Marks the notice sent and stores the link's hash, at once; false when another run marked
     * it first (then its link is the one mailed).
     */
    markNoticed: (id: string, at: Date, tokenHash: string, expiresAt: Date) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(listings)
          .set({ expiryNoticeAt: at })
          .where(and(eq(listings.id, id), live, isNull(listings.expiryNoticeAt)))
          .returning({ id: listings.id });
        if (!row) return false;
        await tx.insert(listingConfirmTokens).values({ tokenHash, listingId: id, expiresAt });
        return true;
      }),

    /** ACTIVE listings past their period whose notice went out. */
    dueExpiry: (at: Date, days: number, noticeDays: number, limit: number) =>
      db
        .select(select(days, noticeDays))
        .from(listings)
        .where(
          and(
            live,
            isNotNull(listings.expiryNoticeAt),
            lte(ends(days, noticeDays), sql`${at}::timestamptz`),
          ),
        )
        .orderBy(periodStart, listings.id)
        .limit(limit) as Promise<ExpiringListing[]>,

    /**
     * Uses a link: the token (unused, unexpired) and its ACTIVE listing, confirmed in one
     * transaction. Every other link of the listing is used up with it.
     */
    confirm: (tokenHash: string, at: Date) =>
      db.transaction(async (tx) => {
        const [token] = await tx
          .select()
          .from(listingConfirmTokens)
          .where(
            and(
              eq(listingConfirmTokens.tokenHash, tokenHash),
              isNull(listingConfirmTokens.usedAt),
              gt(listingConfirmTokens.expiresAt, at),
            ),
          )
          .for('update');
        if (!token) return { outcome: 'gone' as const };
        const [row] = await tx
          .update(listings)
          .set({ confirmedAt: at, expiryNoticeAt: null })
          .where(and(eq(listings.id, token.listingId), live))
          .returning({ id: listings.id, title: listings.title });
        if (!row) return { outcome: 'not-active' as const };
        await tx
          .update(listingConfirmTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(listingConfirmTokens.listingId, token.listingId),
              isNull(listingConfirmTokens.usedAt),
            ),
          );
        return { outcome: 'confirmed' as const, listing: row };
      }),

    /** The agent, when still an active member of the listing's agency; else its super agents. */
    async recipientsOf(l: { agencyId: string; agentId: string | null }) {
      const who = { email: users.email, name: users.name };
      if (l.agentId) {
        const agent = await db
          .select(who)
          .from(users)
          .where(
            and(
              eq(users.id, l.agentId),
              eq(users.agencyId, l.agencyId),
              eq(users.status, 'ACTIVE'),
            ),
          );
        if (agent.length) return agent;
      }
      return db
        .select(who)
        .from(users)
        .where(
          and(
            eq(users.agencyId, l.agencyId),
            eq(users.role, 'SUPER_AGENT'),
            eq(users.status, 'ACTIVE'),
          ),
        );
    },
  };
}
export type ExpiryRepository = ReturnType<typeof createExpiryRepository>;
