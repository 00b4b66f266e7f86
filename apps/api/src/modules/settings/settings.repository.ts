import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { settings } from './settings.schema';

export function createSettingsRepository(db: Db) {
  return {
    async get(key: string): Promise<unknown> {
      const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
      return row?.value;
    },
    async set(key: string, value: unknown): Promise<void> {
      const row = { key, value, updatedAt: new Date() };
      await db.insert(settings).values(row).onConflictDoUpdate({ target: settings.key, set: row });
    },
    /** Stores `value` only when `key` holds nothing yet, in one statement; tells whether it did. */
    async setIfAbsent(key: string, value: unknown): Promise<boolean> {
      const inserted = await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoNothing({ target: settings.key })
        .returning({ key: settings.key });
      return inserted.length > 0;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
