import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const neverChanges = () => () => undefined;
const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * True once the element has come within `margin` of the viewport, and from then on. Heavy parts
 * further down a page (a map: Leaflet and its tiles) load when the visitor scrolls towards
 * them, not with the page. Without IntersectionObserver the answer is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  // False on the server and in the first render in the browser, which must match it.
  const [near, setNear] = useState(false);
  // The server's answer ("can observe") is also the one a hydrating render uses.
  const observable = useSyncExternalStore(neverChanges, canObserve, () => true);
  useEffect(() => {
    const element = ref.current;
    if (near || !observable || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, observable]);
  return near || !observable;
}
