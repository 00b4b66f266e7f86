import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type NotificationPreferences,
  type Preferences,
} from '@afrinest/contract';
import type { PreferencesRepository, PreferencesRow } from './preferences.repository';

/**
 * A stored row read through the contract schema: a value that is no longer allowed (a currency
 * dropped from the list) falls back to its default instead of breaking the page.
 */
const toPreferences = (row: PreferencesRow | undefined): Preferences => {
  if (!row) return DEFAULT_PREFERENCES;
  const parsed = preferencesSchema.safeParse({
    currency: row.currency,
    language: row.language,
    areaUnit: row.areaUnit,
    notifications: { ...DEFAULT_PREFERENCES.notifications, ...row.notifications },
  });
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
};

export function createPreferencesService(repo: PreferencesRepository) {
  const get = async (userId: string): Promise<Preferences> =>
    toPreferences(await repo.find(userId));
  return {
    get,
    async update(userId: string, prefs: Preferences): Promise<Preferences> {
      return toPreferences(await repo.upsert(userId, prefs));
    },
    /** For the modules that send optional mail (alerts, newsletter): did the person agree? */
    async wantsMail(userId: string, kind: keyof NotificationPreferences): Promise<boolean> {
      return (await get(userId)).notifications[kind];
    },
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
