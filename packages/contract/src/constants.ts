/** Business constants of SPEC §9 and the client timeouts of SPEC §7. */
export const PRODUCT_NAME_DEFAULT = 'AfriNest';
export const TOKEN_STORAGE_KEY = 'token';
export const POST_LOGIN_REDIRECT_KEY = 'postLoginRedirect';
export const MAP_ZOOM_STORAGE_KEY = 'mapZoom';

export const HTTP_TIMEOUT_MS = 10_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const ENTITLEMENTS_BREAKDOWN_TIMEOUT_MS = 30_000;

export const GET_CACHE_TTL_MS = 5_000;
/** GET answers whose URL contains one of these are never cached (SPEC §9). */
export const GET_CACHE_EXCLUDED = [
  'admin',
  'login-logs',
  'dashboard',
  'users',
  'properties',
  'logs',
];

export const WEBSITE_STATE_POLL_MS = 30_000;
export const TOAST_DURATION_MS = 3_000;

export const MAP_ZOOM_MIN = 1;
export const MAP_ZOOM_MAX = 20;
export const MAP_ZOOM_DEFAULT = 9;
export const MAP_ZOOM_SAVE_DELAY_MS = 300;

export const ANALYTICS_DETECTION_INTERVAL_MS = 5_000;
export const STATISTICS_DEFAULT_DAYS = 7;

export const DEFAULT_COUNTRY = 'Uganda';
export const COUNTRY_FETCH_LIMIT = 100;
export const COUNTRY_FETCH_LIMIT_MAX = 500;
export const GEO_LIST_LIMIT = 1000;

export const TOKEN_SYNC_MAX_AGE_MS = 5 * 60_000;
export const SIGN_IN_POPUP = { width: 500, height: 600 } as const;
