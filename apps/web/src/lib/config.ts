import { PRODUCT_NAME_DEFAULT } from '@afrinest/contract';

/**
 * What the web server injects into index.html as `window.__AFRINEST_CONFIG__`, so one build
 * serves any deployment: the API origin and product name are decided when the page is served,
 * not when the bundle is built.
 */
export interface RuntimeConfig {
  apiUrl?: string;
  productName?: string;
  /** The web app's own origin, for absolute links drawn on the server (the browser knows its own). */
  webUrl?: string;
}

declare global {
  interface Window {
    __AFRINEST_CONFIG__?: RuntimeConfig;
  }
}

export interface AppConfig {
  /** API origin without a trailing slash, e.g. `http://localhost:3000`. */
  readonly apiUrl: string;
  readonly productName: string;
  /** This page's origin (`https://afrinest.example`), for absolute links: share, schema.org. */
  readonly webOrigin: string;
}

/** Where the API listens in development (DESIGN.md §1). */
export const API_URL_DEFAULT = 'http://localhost:3000';

/** A blank value means "not set", so an empty injected field falls through to the next source. */
const setting = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const injectedConfig = (): RuntimeConfig | null =>
  typeof window === 'undefined' ? null : (window.__AFRINEST_CONFIG__ ?? null);

/**
 * Reads the config: injected runtime config first, then the build-time Vite variables, then
 * the defaults. Parameters exist so tests can pass their own sources (null: nothing injected).
 */
export function readConfig(
  injected: RuntimeConfig | null = injectedConfig(),
  env: Record<string, unknown> = import.meta.env,
): AppConfig {
  const apiUrl = setting(injected?.apiUrl) ?? setting(env.VITE_API_URL) ?? API_URL_DEFAULT;
  const webUrl = setting(injected?.webUrl);
  return {
    // Callers append paths that start with '/', so a trailing slash would double up.
    apiUrl: apiUrl.replace(/\/+$/, ''),
    productName:
      setting(injected?.productName) ?? setting(env.VITE_PRODUCT_NAME) ?? PRODUCT_NAME_DEFAULT,
    webOrigin:
      typeof window !== 'undefined' ? window.location.origin : (webUrl?.replace(/\/+$/, '') ?? ''),
  };
}

let current = readConfig();

/**
 * The app's config. In the browser it is read once; the web server's renderer sets the config of
 * the deployment it renders for (`useServerConfig`) before each render (ADR 0026).
 */
export const config: AppConfig = Object.freeze({
  get apiUrl() {
    return current.apiUrl;
  },
  get productName() {
    return current.productName;
  },
  get webOrigin() {
    return current.webOrigin;
  },
});

/** For the web server's renderer only: the deployment's config, as injected into its pages. */
export function setServerConfig(runtime: RuntimeConfig): void {
  current = readConfig(runtime, {});
}
