/** Whether the API knows a public page's subject: yes, no (404: the page answers 404), no answer. */
export type ProfileLookup = 'found' | 'missing' | 'unavailable';

/** The public pages whose subject the API looks up, and the API path that does (routes.tsx). */
export const PROFILE_PAGES: Readonly<Record<string, (id: string) => string>> = {
  // The agency page's own GET (src/features/agencies/api/get-public-agency.ts).
  '/agencies/:id': (id) => `/api/broker/agencies/${encodeURIComponent(id)}`,
  // The agent page's (src/features/agencies/api/get-broker.ts).
  '/brokers/:id': (id) => `/api/brokers/${encodeURIComponent(id)}`,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProfileSourceOptions {
  apiUrl: string;
  /** The page must not wait long for it: past this it goes out as found (200), as before. */
  timeoutMs?: number;
}

/**
 * Asks the API, as a visitor, whether an agency or an agent page has anyone to show, so a page
 * that cannot exist answers 404 as a listing that is gone does (listing-source.ts). Only a 404
 * from the API makes a missing page: when it does not answer, the page goes out as it always did.
 */
export function createProfileSource(opts: ProfileSourceOptions) {
  return {
    async get(page: string, id: string): Promise<ProfileLookup> {
      const path = PROFILE_PAGES[page];
      if (!path) return 'found';
      // The API answers 400 for an id that is not a UUID; the page shows it as not found.
      if (!UUID.test(id)) return 'missing';
      try {
        const res = await fetch(`${opts.apiUrl}${path(id)}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(opts.timeoutMs ?? 1500),
        });
        // Not read: an unread body would keep the connection from going back to the pool.
        await res.body?.cancel();
        if (res.status === 404) return 'missing';
        return res.ok ? 'found' : 'unavailable';
      } catch {
        return 'unavailable';
      }
    },
  };
}
