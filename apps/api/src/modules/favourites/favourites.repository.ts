import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { favourites } from './favourites.schema';

/** Saved listings per user. */
export function createFavouritesRepository(db: Db) {
  const mine = (userId: string, listingId: string) =>
    and(eq(favourites.userId, userId), eq(favourites.listingId, listingId));
  return {
    /** Adds or removes the favourite; answers the new state. */
    async toggle(userId: string, listingId: string): Promise<boolean> {
      const removed = await db.delete(favourites).where(mine(userId, listingId)).returning();
      if (removed.length) return false;
      await db.insert(favourites).values({ userId, listingId }).onConflictDoNothing();
      return true;
    },
    async page(userId: string, q: { page: number; pageSize: number }) {
      const rows = await db
        .select()
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.listingId))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      const [total] = await db
        .select({ n: count() })
        .from(favourites)
        .where(eq(favourites.userId, userId));
      return { rows, total: total?.n ?? 0 };
    },
    async ids(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: favourites.listingId })
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt))
        .limit(1000);
      return rows.map((r) => r.id);
    },
  };
}
export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
