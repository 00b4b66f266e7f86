import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

// Without a boundary (a page React draws in the browser from the start, a component test) there
// is nothing to take over: hydrated.
const HydratedContext = createContext(true);

/**
 * Around the app: whether the page is still the server's HTML being taken over (ADR 0026).
 * `hydrating` on the server and in the browser's first render of a drawn page; once that is on
 * screen, the rest of the page follows in a transition (in slices, not one long task on a phone).
 */
export function HydrationBoundary({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while the page is drawn on the server and while the browser takes that HTML over, true
 * from the render after. What only this browser knows (its stored token, preferences,
 * favourites) must wait for it: the first render in the browser has to draw exactly what the
 * server drew, or React throws the server's HTML away and draws the page again.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}
