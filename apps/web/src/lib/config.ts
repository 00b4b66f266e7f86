import { PRODUCT_NAME_DEFAULT } from '@afrinest/contract';

/**
 * What the web server injects into index.html as `window.__AFRINEST_CONFIG__`, so one build
 * serves any deployment: the API origin and product name are decided when the page is served,
 * not when the bundle is built.
 */
export interface RuntimeConfig {
  apiUrl?: string;
  productName?: string;
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
  return {
    // Callers append paths that start with '/', so a trailing slash would double up.
    apiUrl: apiUrl.replace(/\/+$/, ''),
    productName:
      setting(injected?.productName) ?? setting(env.VITE_PRODUCT_NAME) ?? PRODUCT_NAME_DEFAULT,
  };
}

export const config: AppConfig = Object.freeze(readConfig());
