import { safeLocalStorage, type SafeStore } from './storage';

const KEY = 'pendingFavourite';
/** Kept for a day: long enough to register and verify the address before signing in. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * The listing a signed-out visitor tapped the heart of: kept across the sign-in (and a
 * registration), then saved once they are signed in. Per browser, like the post-login page.
 */
export function createPendingFavourite(store: SafeStore, now: () => number = Date.now) {
  const read = (): string | null => {
    const raw = store.get(KEY);
    if (!raw) return null;
    try {
      const { id, at } = JSON.parse(raw) as { id?: unknown; at?: unknown };
      if (typeof id === 'string' && typeof at === 'number' && now() - at < KEEP_MS) return id;
    } catch {
      // Not ours: dropped below.
    }
    store.remove(KEY);
    return null;
  };
  return {
    set: (listingId: string) => store.set(KEY, JSON.stringify({ id: listingId, at: now() })),
    /** The listing waiting to be saved, if any (left in place). */
    peek: read,
    /** The listing waiting to be saved, forgotten as it is handed over. */
    take(): string | null {
      const id = read();
      store.remove(KEY);
      return id;
    },
  };
}

export const pendingFavourite = createPendingFavourite(safeLocalStorage);
