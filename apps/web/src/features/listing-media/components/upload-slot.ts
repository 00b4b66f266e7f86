import { useSyncExternalStore } from 'react';

/**
 * SPEC §4: "Media upload allows only one popup at a time". One slot for the whole page: an
 * opener claims it before showing its popup and gives it back on close; while it is held,
 * every other claim is refused (and the openers show as unavailable).
 */
export function createUploadSlot() {
  let holder: string | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    /** True when `owner` now holds the slot (or already did); false when another holds it. */
    claim(owner: string): boolean {
      if (holder !== null && holder !== owner) return false;
      holder = owner;
      emit();
      return true;
    },
    release(owner: string): void {
      if (holder !== owner) return;
      holder = null;
      emit();
    },
    holder: () => holder,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const uploadSlot = createUploadSlot();

/** Who holds the slot now (null: nobody), re-rendering when that changes. */
export const useUploadSlotHolder = (): string | null =>
  useSyncExternalStore(uploadSlot.subscribe, uploadSlot.holder, uploadSlot.holder);
