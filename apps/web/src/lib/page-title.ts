import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page's own title (a listing's or an agency's name) in place of its route's generic one.
 * The route gate owns document.title; a page only says what it knows once its data loads, and
 * the override ends when the page unmounts.
 */
let current: string | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    current = title;
    emit();
    return () => {
      if (current === title) {
        current = undefined;
        emit();
      }
    };
  }, [title]);
}

/** The override the route gate applies, if any. */
export function usePageTitleOverride(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // Set by effects, which the server does not run.
    () => undefined,
  );
}
