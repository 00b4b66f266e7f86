import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdSlot, AdStatus } from '@afrinest/contract';
import { rowsOf, type Db } from '../../../platform/db/client';
import { advertDaily, adverts, contentImages } from '../content.schema';

export type AdRow = typeof adverts.$inferSelect;
export type ImageRow = typeof contentImages.$inferSelect;
/** An ad with the image it shows. */
export interface AdWithImage {
  ad: AdRow;
  image: ImageRow;
}
export interface Figures {
  impressions: number;
  clicks: number;
}
/** What an admin's form sets; id, author and times the repository keeps. */
export type AdValues = Pick<
  typeof adverts.$inferInsert,
  | 'name'
  | 'advertiser'
  | 'imageId'
  | 'linkUrl'
  | 'altText'
  | 'slot'
  | 'pageKinds'
  | 'regionIds'
  | 'startsOn'
  | 'endsOn'
  | 'weight'
  | 'status'
>;

export interface AdSearch {
  q?: string;
  slot?: AdSlot;
  status?: AdStatus;
  page: number;
  pageSize: number;
  /** The figures' range, days in the marketplace's zone, both included. */
  from: string;
  to: string;
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** ACTIVE with `day` within its first and last days: what shows and what counts. */
export const liveOn = (day: string): SQL =>
  and(
    eq(adverts.status, 'ACTIVE'),
    lte(adverts.startsOn, day),
    or(isNull(adverts.endsOn), gte(adverts.endsOn, day)),
  )!;

/** Advertisements, their images and their per-day counters. */
export function createAdsRepository(db: Db) {
  const withImage = () =>
    db
      .select({ ad: adverts, image: contentImages })
      .from(adverts)
      .innerJoin(contentImages, eq(contentImages.id, adverts.imageId));

  return {
    /** A page of ads, newest first, each with its impressions and clicks over the range. */
    async search(s: AdSearch): Promise<{ rows: (AdWithImage & Figures)[]; total: number }> {
      const pattern = s.q ? containsPattern(s.q) : undefined;
      const where = and(
        pattern ? or(ilike(adverts.name, pattern), ilike(adverts.advertiser, pattern)) : undefined,
        s.slot ? eq(adverts.slot, s.slot) : undefined,
        s.status ? eq(adverts.status, s.status) : undefined,
      );
      const figures = db
        .select({
          advertId: advertDaily.advertId,
          impressions: sql<number>`sum(${advertDaily.impressions})::int`.as('impressions'),
          clicks: sql<number>`sum(${advertDaily.clicks})::int`.as('clicks'),
        })
        .from(advertDaily)
        .where(and(gte(advertDaily.day, s.from), lte(advertDaily.day, s.to)))
        .groupBy(advertDaily.advertId)
        .as('figures');
      const rows = await db
        .select({
          ad: adverts,
          image: contentImages,
          impressions: sql<number>`coalesce(${figures.impressions}, 0)`.mapWith(Number),
          clicks: sql<number>`coalesce(${figures.clicks}, 0)`.mapWith(Number),
        })
        .from(adverts)
        .innerJoin(contentImages, eq(contentImages.id, adverts.imageId))
        .leftJoin(figures, eq(figures.advertId, adverts.id))
        .where(where)
        .orderBy(desc(adverts.createdAt), asc(adverts.id))
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [n] = await db.select({ n: count() }).from(adverts).where(where);
      return { rows, total: n?.n ?? 0 };
    },

    async byId(id: string): Promise<AdWithImage | undefined> {
      const [row] = await withImage().where(eq(adverts.id, id));
      return row;
    },

    async imageExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: contentImages.id })
        .from(contentImages)
        .where(eq(contentImages.id, id));
      return !!row;
    },

    async insert(values: AdValues, createdBy: string): Promise<AdRow> {
      const [row] = await db
        .insert(adverts)
        .values({ ...values, createdBy })
        .returning();
      return row!;
    },

    async update(id: string, values: Partial<AdValues>): Promise<AdRow | undefined> {
      const [row] = await db
        .update(adverts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(adverts.id, id))
        .returning();
      return row;
    },

    /** The ads of a slot that show on `day`, whatever their targeting (filtered by the caller). */
    liveInSlot: (slot: AdSlot, day: string): Promise<AdWithImage[]> =>
      withImage()
        .where(and(eq(adverts.slot, slot), liveOn(day)))
        .orderBy(asc(adverts.id)),

    /** The address and whether the ad shows on `day`, for a click (undefined: no such ad). */
    async linkOf(id: string, day: string) {
      const [row] = await db
        .select({ linkUrl: adverts.linkUrl, live: sql<boolean>`${liveOn(day)}` })
        .from(adverts)
        .where(eq(adverts.id, id));
      return row;
    },

    /**
     * Adds to the ad's counters of `day` in one statement (an upsert: two requests at once both
     * count), and only while the ad is live that day; false when nothing was counted.
     */
    async count(id: string, day: string, add: Figures): Promise<boolean> {
      const rows = rowsOf<{ advert_id: string }>(
        await db.execute(sql`
          insert into advert_daily (advert_id, day, impressions, clicks)
          select ${adverts.id}, ${day}::date, ${add.impressions}::int, ${add.clicks}::int
          from ${adverts} where ${and(eq(adverts.id, id), liveOn(day))}
          on conflict (advert_id, day) do update set
            impressions = advert_daily.impressions + excluded.impressions,
            clicks = advert_daily.clicks + excluded.clicks
          returning advert_id`),
      );
      return rows.length > 0;
    },

    /** The ad's counted days from one day to another, both included (days without rows absent). */
    async daily(id: string, from: string, to: string) {
      return db
        .select({
          day: advertDaily.day,
          impressions: advertDaily.impressions,
          clicks: advertDaily.clicks,
        })
        .from(advertDaily)
        .where(
          and(eq(advertDaily.advertId, id), gte(advertDaily.day, from), lte(advertDaily.day, to)),
        )
        .orderBy(asc(advertDaily.day));
    },
  };
}
export type AdsRepository = ReturnType<typeof createAdsRepository>;
