import { createSafeStore, type SafeStore } from '../storage';

/** The page that explains a suspension (the route table's /account-suspended). */
export const ACCOUNT_SUSPENDED_PATH = '/account-suspended';
const NOTICE_KEY = 'accountSuspendedNotice';

/**
 * The API's suspension message (with the admin's reason), kept for that page across the full
 * page load that takes the user there; per tab (sessionStorage), and nothing secret. Kept apart
 * from the client so the page can read it without loading the client.
 */
export function createSuspensionNotice(store: SafeStore) {
  return {
    read: () => store.get(NOTICE_KEY),
    save: (message: string) => store.set(NOTICE_KEY, message),
    clear: () => store.remove(NOTICE_KEY),
  };
}
export type SuspensionNotice = ReturnType<typeof createSuspensionNotice>;

export const suspensionNotice = createSuspensionNotice(
  createSafeStore(() => window.sessionStorage),
);
