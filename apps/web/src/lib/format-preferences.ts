import { useSyncExternalStore } from 'react';
import {
  AREA_UNITS,
  CURRENCIES,
  DEFAULT_PREFERENCES,
  LANGUAGES,
  type Preferences,
} from '@afrinest/contract';
import { safeLocalStorage, type SafeStore } from './storage';
import { useHydrated } from './use-hydrated';
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
      return storedPreferences(JSON.parse(raw));
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

/**
 * The stored copy, checked by hand rather than with `preferencesSchema`: this module is in every
 * page's first load, and parsing here would put zod (25 KB gzip) there too. Anything unexpected
 * falls back to the defaults; the server's copy replaces it once the preferences load.
 */
function storedPreferences(value: unknown): Preferences {
  if (typeof value !== 'object' || value === null) return DEFAULT_PREFERENCES;
  const v = value as Record<string, unknown>;
  const oneOf = <T extends string>(list: readonly T[], x: unknown): x is T =>
    typeof x === 'string' && (list as readonly string[]).includes(x);
  const notifications = (v.notifications ?? {}) as Record<string, unknown>;
  const flags = Object.keys(
    DEFAULT_PREFERENCES.notifications,
  ) as (keyof Preferences['notifications'])[];
  if (
    !oneOf(CURRENCIES, v.currency) ||
    !oneOf(LANGUAGES, v.language) ||
    !oneOf(AREA_UNITS, v.areaUnit) ||
    !flags.every((flag) => typeof notifications[flag] === 'boolean')
  )
    return DEFAULT_PREFERENCES;
  return {
    currency: v.currency,
    language: v.language,
    areaUnit: v.areaUnit,
    notifications: Object.fromEntries(
      flags.map((flag) => [flag, notifications[flag]]),
    ) as Preferences['notifications'],
  };
}

export const preferencesStore = createPreferencesStore();

export function usePreferences(): Preferences {
  // On the server the store holds the defaults (no localStorage).
  const stored = useSyncExternalStore(
    preferencesStore.subscribe,
    preferencesStore.get,
    preferencesStore.get,
  );
  // A drawn page is taken over with the defaults it was drawn with; this browser's own choice
  // follows once it is (useHydrated).
  return useHydrated() ? stored : DEFAULT_PREFERENCES;
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
