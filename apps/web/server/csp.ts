import { randomBytes } from 'node:crypto';

/**
 * Stands for the response's nonce in the index template (the page as the build wrote it, with its
 * inlined stylesheet and runtime config). It is replaced before anything an API answered goes
 * into the page, so no listing text can ever come out carrying the nonce.
 */
export const NONCE_PLACEHOLDER = '__AFRINEST_CSP_NONCE__';

/** A fresh nonce for one response: 128 random bits, as the CSP spec asks. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** Read by Vite's preload helper, which gives the scripts it adds the page's nonce. */
export const nonceMetaTag = `<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}">`;

/** The map's tiles (src/components/map/map-view.tsx, OSM_TILE_URL). */
export const MAP_TILE_ORIGINS = ['https://tile.openstreetmap.org'];

// Google Analytics 4, loaded by src/features/settings/gtag.ts when an admin turns it on: the
// origins Google's CSP guide lists for it. Part of the policy always, as the setting can change
// while a page is open and the web server does not ask the API for it on every page.
const ANALYTICS_SCRIPTS = ['https://*.googletagmanager.com'];
const ANALYTICS_IMAGES = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

export interface SecurityHeaderOptions {
  /** The API as the browser reaches it (runtime config apiUrl). */
  apiUrl: string;
  /** Where photos are loaded from (local storage: API_URL/media; S3: S3_PUBLIC_URL). */
  mediaUrl?: string;
  /** The web app's public URL: HSTS only when it is https. */
  webUrl: string;
}

/** An absolute URL's origin; a relative one (same origin as the page) or garbage: none. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The security headers of every answer of the web server, given that answer's nonce. The bearer
 * token sits in localStorage, so the policy is strict where script could run: scripts only from
 * this origin or with the nonce (no 'unsafe-inline', no eval), and the page may not be framed.
 * Styles may be inline: sonner writes its own <style> with no way to give it a nonce, React and
 * Leaflet write style="", and a style can neither run script nor load from an origin img-src
 * does not allow.
 */
export function createSecurityHeaders(
  opts: SecurityHeaderOptions,
): (nonce: string) => Record<string, string> {
  const own = (urls: (string | undefined)[]) => [
    ...new Set(urls.map(originOf).filter((o): o is string => o !== null)),
  ];
  const api = own([opts.apiUrl]);
  const images = own([opts.apiUrl, opts.mediaUrl]);
  const directives = (nonce: string): [string, string[]][] => [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`, ...ANALYTICS_SCRIPTS]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // https: besides the known origins: an agency's logo and an agent's photo are web addresses
    // the agency enters (contract optionalUrl), on any host.
    [
      'img-src',
      ["'self'", 'data:', 'blob:', ...images, ...MAP_TILE_ORIGINS, ...ANALYTICS_IMAGES, 'https:'],
    ],
    ['connect-src', ["'self'", ...api, ...ANALYTICS_CONNECT]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const hsts = originOf(opts.webUrl)?.startsWith('https:') ?? false;
  return (nonce) => ({
    'content-security-policy': directives(nonce)
      .map(([name, sources]) => `${name} ${sources.join(' ')}`)
      .join('; '),
    // For browsers older than frame-ancestors.
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Only over https: sent over plain http it would be ignored, and a local http setup must
    // not be told to insist on https. No includeSubDomains: this origin speaks for itself only.
    ...(hsts ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  });
}
