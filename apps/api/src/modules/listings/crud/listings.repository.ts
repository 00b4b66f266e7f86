import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { inPublicAgency } from '../search/search-where';
import { ANONYMOUS_VIEWS_PER_CLIENT, type Visitor } from './visitor';
import {
  features,
  listingFeatures,
  listingLiveCounts,
  listings,
  listingStatusChanges,
  listingViews,
  type CoverPhoto,
} from '../listings.schema';

export type ListingRow = typeof listings.$inferSelect;

/**
 * The columns a listing's DTO is made from: not the search columns (two tsvectors, the place
 * chain's ids and names), which only the database reads. Lists select these alone.
 */
export type ListingDtoRow = Omit<
  ListingRow,
  'searchVector' | 'searchStems' | 'placeIds' | 'placeNames'
>;
export type ListingValues = Omit<
  typeof listings.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'viewCount' | 'enquiryCount' | 'searchVector' | 'deletedAt'
>;
export type FeatureRow = typeof features.$inferSelect;
export type StatusChangeRow = typeof listingStatusChanges.$inferSelect;
/** Runs in the write's transaction with the row written: the write's event goes there (ADR 0045). */
export type AfterWrite = (tx: Db, row: ListingRow) => Promise<void>;

/** Listing rows, their features, status history and view counts. Search: search/. */
export function createListingsRepository(db: Db) {
  return {
    /** The listing, its features and its first status change, all or nothing. */
    async insert(values: ListingValues, featureIds: string[], by: string | null, exec: Db = db) {
      return exec.transaction(async (tx) => {
        const [row] = await tx.insert(listings).values(values).returning();
        if (featureIds.length)
          await tx
            .insert(listingFeatures)
            .values(featureIds.map((featureId) => ({ listingId: row!.id, featureId })));
        await tx
          .insert(listingStatusChanges)
          .values({ listingId: row!.id, fromStatus: null, toStatus: row!.status, changedBy: by });
        return row!;
      });
    },
    /** Fields and (when given) features in one transaction: a failed edit changes nothing. */
    async update(
      id: string,
      patch: Partial<ListingValues>,
      featureIds?: string[],
      after?: AfterWrite,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(listings)
          .set({ ...patch, updatedAt: new Date() })
          .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
          .returning();
        if (row && featureIds) {
          await tx.delete(listingFeatures).where(eq(listingFeatures.listingId, id));
          if (featureIds.length)
            await tx
              .insert(listingFeatures)
              .values(featureIds.map((featureId) => ({ listingId: id, featureId })));
        }
        if (row && after) await after(tx, row);
        return row;
      });
    },
    async findById(id: string): Promise<ListingRow | undefined> {
      const [row] = await db
        .select()
        .from(listings)
        .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
        .limit(1);
      return row;
    },
    async findByIds(ids: readonly string[]): Promise<ListingRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(listings)
        .where(and(inArray(listings.id, [...ids]), isNull(listings.deletedAt)));
    },
    /** The demo seed finds its listings again by agency and title. */
    async findByTitle(agencyId: string, title: string): Promise<ListingRow | undefined> {
      const [row] = await db
        .select()
        .from(listings)
        .where(and(eq(listings.agencyId, agencyId), eq(listings.title, title)))
        .limit(1);
      return row;
    },
    /** Not an edit: updated_at stays (a new photo is not a changed listing). */
    async setCover(id: string, cover: CoverPhoto | null): Promise<void> {
      await db.update(listings).set({ coverPhoto: cover }).where(eq(listings.id, id));
    },
    /** Once: a listing already deleted is left alone (and `after` not run). */
    async softDelete(id: string, after?: AfterWrite): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(listings)
          .set({ deletedAt: new Date() })
          .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
          .returning();
        if (row && after) await after(tx, row);
      });
    },

    /** The status and its history row together. */
    async changeStatus(
      id: string,
      change: { from: string; to: string; note: string; by: string | null; publishedAt?: Date },
      exec: Db = db,
      after?: AfterWrite,
    ) {
      return exec.transaction(async (tx) => {
        const [row] = await tx
          .update(listings)
          .set({
            status: change.to,
            updatedAt: new Date(),
            ...(change.publishedAt ? { publishedAt: change.publishedAt } : {}),
          })
          .where(and(eq(listings.id, id), eq(listings.status, change.from)))
          .returning();
        if (!row) return undefined; // someone changed it first
        await tx.insert(listingStatusChanges).values({
          listingId: id,
          fromStatus: change.from,
          toStatus: change.to,
          note: change.note,
          changedBy: change.by,
        });
        if (after) await after(tx, row);
        return row;
      });
    },
    /**
     * Live listings per agent of an agency (the listing-slot entitlement's use, issue 41), as the
     * trigger keeps them in listing_live_count: a few rows, however large the agency.
     */
    async activeUse(exec: Db, agencyId: string): Promise<Map<string | null, number>> {
      const rows = await exec
        .select({ agentId: listingLiveCounts.agentId, n: listingLiveCounts.n })
        .from(listingLiveCounts)
        .where(and(eq(listingLiveCounts.agencyId, agencyId), sql`${listingLiveCounts.n} <> 0`));
      return new Map(rows.map((r) => [r.agentId, r.n]));
    },
    /** An agency's active listings, the most recently published first (expiry trims these). */
    async activeNewestFirst(exec: Db, agencyId: string) {
      return exec
        .select({ id: listings.id, agentId: listings.agentId })
        .from(listings)
        .where(
          and(
            eq(listings.agencyId, agencyId),
            eq(listings.status, 'ACTIVE'),
            isNull(listings.deletedAt),
          ),
        )
        .orderBy(desc(listings.publishedAt), desc(listings.createdAt), desc(listings.id));
    },
    /** Listings among ids that are still INACTIVE, oldest publication first (republish). */
    async inactiveAmong(exec: Db, agencyId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return exec
        .select({ id: listings.id, agentId: listings.agentId })
        .from(listings)
        .where(
          and(
            inArray(listings.id, ids),
            eq(listings.agencyId, agencyId),
            eq(listings.status, 'INACTIVE'),
            isNull(listings.deletedAt),
          ),
        )
        .orderBy(asc(listings.publishedAt), asc(listings.id));
    },
    /**
     * Featured for `featureDays` more (from now, or from the current end if later), or back to
     * the top of "newest" (a bump), in the caller's transaction.
     */
    async promote(exec: Db, id: string, p: { featureDays?: number; bumpAt?: Date }) {
      const [row] = await exec
        .update(listings)
        .set({
          ...(p.featureDays
            ? {
                featuredUntil: sql`greatest(coalesce(${listings.featuredUntil}, now()), now()) + make_interval(days => ${p.featureDays})`,
              }
            : {}),
          ...(p.bumpAt ? { publishedAt: p.bumpAt } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
        .returning();
      return row;
    },
    history: (id: string) =>
      db
        .select()
        .from(listingStatusChanges)
        .where(eq(listingStatusChanges.listingId, id))
        .orderBy(asc(listingStatusChanges.changedAt), asc(listingStatusChanges.id)),

    /**
     * Counts the view unless this visitor was counted today; answers whether it counted. Past
     * `cap` anonymous visitors of one client network today, that network shares one more slot.
     */
    async recordView(id: string, visitor: Visitor, day: string, cap = ANONYMOUS_VIEWS_PER_CLIENT) {
      let key = visitor.id;
      if (visitor.client) {
        const seen = db
          .select({ one: sql`1` })
          .from(listingViews)
          .where(
            and(
              eq(listingViews.listingId, id),
              eq(listingViews.day, day),
              sql`starts_with(${listingViews.visitor}, ${visitor.client})`,
            ),
          )
          .limit(cap)
          .as('seen');
        const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(seen);
        if ((row?.n ?? 0) >= cap) key = `${visitor.client}*`;
      }
      const inserted = await db
        .insert(listingViews)
        .values({ listingId: id, visitor: key, day })
        .onConflictDoNothing()
        .returning({ day: listingViews.day });
      const counted = inserted.length > 0;
      const [row] = counted
        ? await db
            .update(listings)
            .set({ viewCount: sql`${listings.viewCount} + 1` })
            .where(eq(listings.id, id))
            .returning({ viewCount: listings.viewCount })
        : await db
            .select({ viewCount: listings.viewCount })
            .from(listings)
            .where(eq(listings.id, id));
      return { counted, viewCount: row?.viewCount ?? 0 };
    },
    /** Every non-deleted listing of one agent of the agency goes to another; answers how many. */
    async reassignAgent(
      fromAgentId: string,
      toAgentId: string,
      agencyId: string,
      after?: (tx: Db, rows: ListingRow[]) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(listings)
          .set({ agentId: toAgentId, updatedAt: new Date() })
          .where(
            and(
              eq(listings.agentId, fromAgentId),
              eq(listings.agencyId, agencyId),
              isNull(listings.deletedAt),
            ),
          )
          .returning();
        if (moved.length && after) await after(tx, moved);
        return moved.length;
      });
    },
    async countEnquiry(id: string): Promise<void> {
      await db
        .update(listings)
        .set({ enquiryCount: sql`${listings.enquiryCount} + 1` })
        .where(eq(listings.id, id));
    },

    /** Feature rows per listing, by name. */
    async featuresOf(ids: readonly string[]): Promise<Map<string, FeatureRow[]>> {
      const map = new Map<string, FeatureRow[]>();
      if (ids.length === 0) return map;
      const rows = await db
        .select({ listingId: listingFeatures.listingId, feature: features })
        .from(listingFeatures)
        .innerJoin(features, eq(features.id, listingFeatures.featureId))
        .where(inArray(listingFeatures.listingId, [...ids]))
        .orderBy(asc(features.name));
      for (const r of rows) map.set(r.listingId, [...(map.get(r.listingId) ?? []), r.feature]);
      return map;
    },
    /** Newest first, for the featured strip: featured now, public, then by expiry. */
    async latestFeatured(ids: { kind?: string; limit: number }) {
      return db
        .select()
        .from(listings)
        .where(
          sql`${listings.featuredUntil} > now() and ${listings.status} = 'ACTIVE'
              and ${listings.deletedAt} is null
              ${ids.kind ? sql`and ${listings.kind} = ${ids.kind}` : sql``}
              and ${inPublicAgency()}`,
        )
        .orderBy(desc(listings.publishedAt), desc(listings.id))
        .limit(ids.limit);
    },
  };
}
export type ListingsRepository = ReturnType<typeof createListingsRepository>;
