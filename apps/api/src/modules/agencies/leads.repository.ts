import { and, asc, count, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { listings } from '../listings/listings.schema';
import { users } from '../users/users.schema';
import { leads } from './agencies.schema';

/** Whose leads: an agency's, one agent's of it, from a time on. */
export interface LeadScope {
  agencyId: string;
  agentId?: string;
  since?: Date;
}

const whereOf = (s: LeadScope): SQL | undefined =>
  and(
    eq(leads.agencyId, s.agencyId),
    s.agentId ? eq(leads.agentId, s.agentId) : undefined,
    s.since ? gte(leads.createdAt, s.since) : undefined,
  );

/** The UTC day of a lead, as the summary's days are named. */
const dayOf = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const BY_LISTING_MAX = 10;
const BY_AGENT_MAX = 100;

/**
 * Leads as the agent area reads them (ADR 0016). The agent's name and the listing's title are
 * read beside each lead, as agents.repository reads accounts: one query per page, and a deleted
 * listing keeps its title in the agent's history.
 */
export function createLeadsRepository(db: Db) {
  return {
    async page(s: LeadScope, page: number, pageSize: number) {
      const where = whereOf(s);
      const rows = await db
        .select({
          id: leads.id,
          channel: leads.channel,
          createdAt: leads.createdAt,
          agentId: leads.agentId,
          agentName: users.name,
          listingId: leads.listingId,
          listingTitle: listings.title,
        })
        .from(leads)
        .leftJoin(users, eq(users.id, leads.agentId))
        .leftJoin(listings, eq(listings.id, leads.listingId))
        .where(where)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ n: count() }).from(leads).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async summary(s: LeadScope) {
      const where = whereOf(s);
      const n = count();
      const [byChannel, byListing, byAgent, byDay] = await Promise.all([
        db.select({ channel: leads.channel, n }).from(leads).where(where).groupBy(leads.channel),
        db
          .select({ id: listings.id, title: listings.title, n })
          .from(leads)
          .innerJoin(listings, eq(listings.id, leads.listingId))
          .where(and(where, isNotNull(leads.listingId)))
          .groupBy(listings.id, listings.title)
          .orderBy(desc(n), asc(listings.title), asc(listings.id))
          .limit(BY_LISTING_MAX),
        db
          .select({ id: users.id, name: users.name, n })
          .from(leads)
          .innerJoin(users, eq(users.id, leads.agentId))
          .where(where)
          .groupBy(users.id, users.name)
          .orderBy(desc(n), asc(users.name), asc(users.id))
          .limit(BY_AGENT_MAX),
        db.select({ day: dayOf, n }).from(leads).where(where).groupBy(dayOf),
      ]);
      return { byChannel, byListing, byAgent, byDay };
    },
  };
}
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
