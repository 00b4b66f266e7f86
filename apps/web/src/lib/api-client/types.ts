/** The methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How much of a request body has gone up; `total` and `progress` (0..1) when the size is known. */
export interface UploadProgress {
  loaded: number;
  total: number | undefined;
  progress: number | undefined;
}

/** What a caller may pass with a request. */
export interface RequestOptions {
  /**
   * The query, appended to the URL. `undefined` and `null` are left out; an array repeats its
   * key (`kind=A&kind=B`), which the API reads as a list; a Date is sent as ISO 8601.
   */
  params?: object;
  headers?: Record<string, string>;
  /** Aborting it fails the request with code CANCELED. */
  signal?: AbortSignal;
  /** Milliseconds, instead of the client's own; 0 waits for ever. */
  timeout?: number;
  /** Do not refresh and retry on a 401: for calls where 401 means "wrong credentials". */
  skipAuthRefresh?: boolean;
  /** How many times this request was retried after a 429 (set by the client). */
  rateLimitRetries?: number;
  /**
   * The caller shows a 429 itself (a countdown, a message by the button): it is passed on at
   * once, never waited out, and no toast is raised.
   */
  rateLimitHandled?: boolean;
  /** Sends the request through XMLHttpRequest, the one transport that reports upload progress. */
  onUploadProgress?: (progress: UploadProgress) => void;
  /**
   * A GET that always reaches the server, past the 5 s cache (SPEC §9): for polling a state
   * that changes by itself (a photo being processed), which the cache would answer unchanged.
   */
  fresh?: boolean;
}

/** A request as the client sends it, and sends again on a retry. */
export interface RequestConfig extends RequestOptions {
  method: HttpMethod;
  /** Relative to the client's base URL (or absolute). */
  url: string;
  /** A plain object or array is sent as JSON; FormData, Blob, URLSearchParams and strings as is. */
  data?: unknown;
  /** Set on the single retry that follows a token refresh; a 401 on it is the "second 401". */
  authRetried?: boolean;
}

export interface ApiResponse<T = unknown> {
  /** The body: parsed when it is JSON, else the text as sent ('' when empty). */
  data: T;
  status: number;
  statusText: string;
  /** Response headers by lower-case name. */
  headers: Record<string, string>;
  /** The request this answers, with the headers it was sent with. */
  config: RequestConfig;
}

/** The `fetch` to send requests with; the page's own, looked up at call time, by default. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;
