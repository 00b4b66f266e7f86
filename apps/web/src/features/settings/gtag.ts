/** Google Analytics 4 (gtag.js), loaded by hand so it costs nothing until it is wanted. */

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    [disableFlag: `ga-disable-${string}`]: boolean | undefined;
  }
}

export const GTAG_SCRIPT_ID = 'ga4-gtag';
const GTAG_ORIGIN = 'https://www.googletagmanager.com';

export const gtagScriptUrl = (measurementId: string) =>
  `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;

/** True when gtag.js is on the page: the function and its script tag. */
export function isGtagPresent(): boolean {
  return typeof window.gtag === 'function' && document.getElementById(GTAG_SCRIPT_ID) !== null;
}

/** Adds gtag.js and configures the measurement id; does nothing when it is already there. */
export function injectGtag(measurementId: string): void {
  if (isGtagPresent()) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array: this is Google's snippet.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId);

  document.getElementById(GTAG_SCRIPT_ID)?.remove();
  const script = document.createElement('script');
  script.id = GTAG_SCRIPT_ID;
  script.async = true;
  script.src = gtagScriptUrl(measurementId);
  document.head.appendChild(script);
}

/**
 * Google's documented opt-out: with `window['ga-disable-<id>'] = true` gtag.js sends nothing.
 * Used when an admin signs in on a page that already loaded it (SPEC §6).
 */
export function setGtagDisabled(measurementId: string, disabled: boolean): void {
  window[`ga-disable-${measurementId}`] = disabled;
}
