import type { AxiosError, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';

/**
 * Per-request flags of this client, typed on axios's config. They live on the config itself
 * because a retry re-enters axios with the failed request's config, and axios copies unknown
 * config keys through (mergeConfig), so the flags survive into the retry.
 */
declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not refresh and retry on a 401: for calls where 401 means "wrong credentials". */
    skipAuthRefresh?: boolean;
    /** Set on the single retry that follows a token refresh; a 401 on it is the "second 401". */
    authRetried?: boolean;
    /** How many times this request was retried after a 429. */
    rateLimitRetries?: number;
  }
}

/** A request that got an answer it did not want, with the config to send it again. */
export type FailedRequest = AxiosError & { config: InternalAxiosRequestConfig };

/** Which transport(s) axios uses: a name ('xhr', 'http', 'fetch'), an adapter, or a list. */
export type AdapterOption = AxiosRequestConfig['adapter'];
