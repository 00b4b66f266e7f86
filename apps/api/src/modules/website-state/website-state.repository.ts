import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { websiteState } from './website-state.schema';

export type WebsiteStateRow = typeof websiteState.$inferSelect;

export function createWebsiteStateRepository(db: Db) {
  return {
    async get(): Promise<WebsiteStateRow | undefined> {
      const [row] = await db.select().from(websiteState).where(eq(websiteState.id, 1)).limit(1);
      return row;
    },
    async save(values: {
      state: string;
      description: string;
      updatedBy: string | null;
    }): Promise<WebsiteStateRow> {
      const row = { id: 1, ...values, updatedAt: new Date() };
      const [saved] = await db
        .insert(websiteState)
        .values(row)
        .onConflictDoUpdate({ target: websiteState.id, set: row })
        .returning();
      return saved!;
    },
  };
}
export type WebsiteStateRepository = ReturnType<typeof createWebsiteStateRepository>;
