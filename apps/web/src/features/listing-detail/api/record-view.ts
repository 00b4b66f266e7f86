import { useEffect } from 'react';
import { safeLocalStorage, type SafeStore } from '@/lib/storage';

export const VISITOR_ID_KEY = 'visitorId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random UUID v4; crypto.randomUUID exists only on HTTPS and localhost, so build one there too. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * This browser's anonymous id, kept in localStorage, so the API counts a visitor's views once a
 * day (ADR 0013) without knowing who they are. Signed-in visitors are counted by account.
 */
export function visitorId(store: SafeStore = safeLocalStorage): string {
  const kept = store.get(VISITOR_ID_KEY);
  if (kept && UUID.test(kept)) return kept;
  const id = randomUuid();
  store.set(VISITOR_ID_KEY, id);
  return id;
}

/** POST /api/properties/{id}/view: counts this visit (the API dedupes per visitor per day). */
export async function recordView(id: string): Promise<void> {
  const { api } = await import('@/lib/api-client');
  await api.post(`/api/properties/${encodeURIComponent(id)}/view`, undefined, {
    headers: { 'x-visitor-id': visitorId() },
  });
}

/**
 * Counts one view per opening of the page, once the listing has loaded. A failed count is not
 * the visitor's problem: nothing is shown for it.
 */
export function useRecordView(id: string | undefined): void {
  useEffect(() => {
    if (!id) return;
    recordView(id).catch(() => undefined);
  }, [id]);
}
