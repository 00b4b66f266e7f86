import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { agencyMediaLimits, listingMedia, type StoredVariant } from './media.schema';

export type MediaRow = typeof listingMedia.$inferSelect;
export type NewMedia = Omit<
  typeof listingMedia.$inferInsert,
  'position' | 'status' | 'createdAt' | 'updatedAt' | 'attempts' | 'variants'
> & { id: string };
export type AgencyLimitsRow = typeof agencyMediaLimits.$inferSelect;

export interface Usage {
  /** Photos of the agency (every status): what the image quota counts. */
  images: number;
  /** Bytes of the agency's originals and variants: what the storage quota counts. */
  storageBytes: number;
  filesOnListing: number;
}

/** Thrown inside the upload's transaction when the quotas, read under the lock, say no. */
export type QuotaCheck = (usage: Usage) => void;

/** Listing photos (issue 7): rows, order, usage; the storage objects are the service's. */
export function createMediaRepository(db: Db) {
  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

  async function usageIn(tx: Db | Tx, agencyId: string, listingId: string): Promise<Usage> {
    const [row] = await tx
      .select({
        images: sql<number>`count(*)::int`,
        storageBytes: sql<number>`coalesce(sum(${listingMedia.storedBytes}), 0)::bigint`,
        filesOnListing: sql<number>`(count(*) filter (where ${listingMedia.listingId} = ${listingId}))::int`,
      })
      .from(listingMedia)
      .where(eq(listingMedia.agencyId, agencyId));
    return {
      images: Number(row?.images ?? 0),
      storageBytes: Number(row?.storageBytes ?? 0),
      filesOnListing: Number(row?.filesOnListing ?? 0),
    };
  }

  /** Positions 0…n-1 again after a photo left or moved: order by position, then age. */
  async function renumber(tx: Db | Tx, listingId: string) {
    await tx.execute(sql`
      update ${listingMedia} m set position = o.rn - 1
      from (
        select id, row_number() over (order by position, created_at, id) as rn
        from ${listingMedia} where listing_id = ${listingId}
      ) o
      where m.id = o.id and m.position <> o.rn - 1`);
  }

  return {
    /** The agency's photos and bytes, in the caller's transaction (the entitlements' use). */
    async agencyUse(exec: Db, agencyId: string) {
      const usage = await usageIn(exec, agencyId, '00000000-0000-0000-0000-000000000000');
      return { images: usage.images, storageBytes: usage.storageBytes };
    },
    usage: (agencyId: string, listingId: string) => usageIn(db, agencyId, listingId),

    async limitsOf(agencyId: string): Promise<AgencyLimitsRow | undefined> {
      const [row] = await db
        .select()
        .from(agencyMediaLimits)
        .where(eq(agencyMediaLimits.agencyId, agencyId));
      return row;
    },

    /**
     * The upload's rows, after the listing's last photo, all or none. The agency's usage is read
     * again under a per-agency lock, so two uploads at once cannot both pass a quota that only
     * one of them fits.
     */
    async insertUpload(
      agencyId: string,
      listingId: string,
      rows: NewMedia[],
      check: QuotaCheck,
    ): Promise<MediaRow[]> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`media:${agencyId}`}))`);
        check(await usageIn(tx, agencyId, listingId));
        const [last] = await tx
          .select({ max: sql<number | null>`max(${listingMedia.position})` })
          .from(listingMedia)
          .where(eq(listingMedia.listingId, listingId));
        const first = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
        return tx
          .insert(listingMedia)
          .values(rows.map((r, i) => ({ ...r, position: first + i })))
          .returning();
      });
    },

    listOf: (listingId: string) =>
      db
        .select()
        .from(listingMedia)
        .where(eq(listingMedia.listingId, listingId))
        .orderBy(asc(listingMedia.position)),

    readyOf: (listingId: string) =>
      db
        .select()
        .from(listingMedia)
        .where(and(eq(listingMedia.listingId, listingId), eq(listingMedia.status, 'READY')))
        .orderBy(asc(listingMedia.position)),

    ofUpload: (listingId: string, uploadId: string) =>
      db
        .select()
        .from(listingMedia)
        .where(and(eq(listingMedia.listingId, listingId), eq(listingMedia.uploadId, uploadId)))
        .orderBy(asc(listingMedia.position)),

    async findById(id: string): Promise<MediaRow | undefined> {
      const [row] = await db.select().from(listingMedia).where(eq(listingMedia.id, id));
      return row;
    },

    /** The variants are in storage: READY, unless the photo was deleted meanwhile (undefined). */
    async markReady(
      id: string,
      done: {
        variants: StoredVariant[];
        width: number;
        height: number;
        placeholder: string;
        storedBytes: number;
      },
    ): Promise<MediaRow | undefined> {
      const [row] = await db
        .update(listingMedia)
        .set({
          ...done,
          status: 'READY',
          error: null,
          processedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(listingMedia.id, id))
        .returning();
      return row;
    },

    /** One failed try; FAILED (with the reason shown to the agent) once no retry is left. */
    async recordFailure(id: string, error: string, final: boolean) {
      await db
        .update(listingMedia)
        .set({
          attempts: sql`${listingMedia.attempts} + 1`,
          error,
          updatedAt: new Date(),
          ...(final ? { status: 'FAILED' } : {}),
        })
        .where(eq(listingMedia.id, id));
    },

    /** Back to processing (the sweeper found variants missing, or a job was lost). */
    async requeue(ids: string[]) {
      if (!ids.length) return;
      await db
        .update(listingMedia)
        .set({ status: 'PROCESSING', attempts: 0, error: null, updatedAt: new Date() })
        .where(inArray(listingMedia.id, ids));
    },

    async update(
      id: string,
      patch: Partial<Pick<MediaRow, 'caption' | 'latitude' | 'longitude'>>,
    ): Promise<MediaRow | undefined> {
      const [row] = await db
        .update(listingMedia)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(listingMedia.id, id))
        .returning();
      return row;
    },

    /** Moves one photo to a position; the ones in between shift by one. */
    async move(listingId: string, id: string, to: number): Promise<void> {
      await db.transaction(async (tx) => {
        await renumber(tx, listingId);
        const [row] = await tx
          .select({ position: listingMedia.position })
          .from(listingMedia)
          .where(eq(listingMedia.id, id));
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(listingMedia)
          .where(eq(listingMedia.listingId, listingId));
        if (!row) return;
        const from = row.position;
        const target = Math.min(to, Number(count?.n ?? 1) - 1);
        if (target === from) return;
        // Moving earlier pushes the ones in between later, and the other way round.
        const shift = target < from ? 1 : -1;
        const [low, high] = [Math.min(from, target), Math.max(from, target)];
        await tx.execute(sql`
          update ${listingMedia} set
            position = case when id = ${id} then ${target}::int else position + ${shift}::int end,
            updated_at = now()
          where listing_id = ${listingId}
            and (id = ${id} or position between ${low}::int and ${high}::int)`);
      });
    },

    /** Removes the rows and closes the gaps; answers the rows removed (their keys go next). */
    async remove(ids: string[]): Promise<MediaRow[]> {
      if (!ids.length) return [];
      return db.transaction(async (tx) => {
        const rows = await tx.delete(listingMedia).where(inArray(listingMedia.id, ids)).returning();
        for (const listingId of new Set(rows.map((r) => r.listingId)))
          await renumber(tx, listingId);
        return rows;
      });
    },

    /** Every row, for the sweeper: what storage should hold. */
    all: () => db.select().from(listingMedia),

    /** Rows left PROCESSING since before `before`: their job was lost (a crash, a restart). */
    stuck: (before: Date) =>
      db
        .select()
        .from(listingMedia)
        .where(
          and(
            eq(listingMedia.status, 'PROCESSING'),
            sql`${listingMedia.updatedAt} < ${before.toISOString()}::timestamptz`,
          ),
        ),
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
