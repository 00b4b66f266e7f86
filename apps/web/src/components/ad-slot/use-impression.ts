import { useEffect, useRef, type RefObject } from 'react';
import { sendImpression } from './fetch-served-ad';

/** The share of the ad that must be in view for it to count as seen (issue 44). */
export const IMPRESSION_THRESHOLD = 0.5;

/**
 * Posts the impression beacon once, when at least half of the element has been in view. Without
 * IntersectionObserver nothing is counted: an ad nobody can be shown to have seen is not seen.
 */
export function useImpression(ref: RefObject<Element | null>, impressionUrl: string | undefined) {
  // Per URL: a re-run of the effect (a new render, React's dev double run) never counts twice.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!impressionUrl || counted.current === impressionUrl || !element) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_THRESHOLD,
        );
        if (!seen || counted.current === impressionUrl) return;
        counted.current = impressionUrl;
        observer.disconnect();
        sendImpression(impressionUrl);
      },
      { threshold: IMPRESSION_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, impressionUrl]);
}
