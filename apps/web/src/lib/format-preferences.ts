import { useSyncExternalStore } from 'react';
import { DEFAULT_PREFERENCES, preferencesSchema, type Preferences } from '@afrinest/contract';
import { safeLocalStorage, type SafeStore } from './storage';
import { formatArea, formatDate, formatMoney, type FormatOptions, type Money } from './format';

export const PREFERENCES_STORAGE_KEY = 'preferences';

/**
 * The preferences every screen formats with. The preferences feature writes them here when they
 * load or are saved; a copy in localStorage keeps them across reloads and for signed-out visits.
 */
export function createPreferencesStore(store: SafeStore = safeLocalStorage) {
  const read = (): Preferences => {
    const raw = store.get(PREFERENCES_STORAGE_KEY);
    if (!raw) return DEFAULT_PREFERENCES;
    try {
      const parsed = preferencesSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
    } catch {
      return DEFAULT_PREFERENCES;
    }
  };
  let current = read();
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: Preferences) {
      current = next;
      store.set(PREFERENCES_STORAGE_KEY, JSON.stringify(next));
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const preferencesStore = createPreferencesStore();

export function usePreferences(): Preferences {
  return useSyncExternalStore(
    preferencesStore.subscribe,
    preferencesStore.get,
    preferencesStore.get,
  );
}

/** Formatters bound to the person's preferences: money, areas, dates. */
export function useFormat() {
  const prefs = usePreferences();
  const options: FormatOptions = { language: prefs.language, areaUnit: prefs.areaUnit };
  return {
    preferences: prefs,
    money: (money: Money) => formatMoney(money, options),
    area: (area: Parameters<typeof formatArea>[0]) => formatArea(area, options),
    date: (iso: string) => formatDate(iso, options),
  };
}
