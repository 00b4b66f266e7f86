import { eq } from 'drizzle-orm';
import type { Preferences } from '@afrinest/contract';
import type { Db } from '../../platform/db/client';
import { userPreferences } from './preferences.schema';

export type PreferencesRow = typeof userPreferences.$inferSelect;

export function createPreferencesRepository(db: Db) {
  return {
    async find(userId: string): Promise<PreferencesRow | undefined> {
      const [row] = await db
        .select()
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId))
        .limit(1);
      return row;
    },
    /** One statement, so two tabs saving at once cannot both insert. */
    async upsert(userId: string, prefs: Preferences): Promise<PreferencesRow> {
      const values = { ...prefs, updatedAt: new Date() };
      const [row] = await db
        .insert(userPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userPreferences.userId, set: values })
        .returning();
      return row!;
    },
  };
}
export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
