/**
 * Where media bytes live: local disk by default, an S3-compatible bucket in production
 * (DESIGN.md §1). The code above this interface is the same for both (ADR 0022).
 */
export interface PutOptions {
  /** The MIME type the bytes are served with; S3 keeps it, local disk derives it from the key. */
  contentType: string;
  /** The Cache-Control header the bytes are served with (S3 keeps it; the local route sets it). */
  cacheControl: string;
}

export interface StoredEntry {
  key: string;
  size: number;
  /** When the object was last written: the sweeper leaves young objects alone. */
  lastModified: Date;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes the whole object at once: a reader sees the old bytes or the new, never a part. */
  put(key: string, bytes: Uint8Array, options: PutOptions): Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the object; removing a missing one is not an error (deletes are retried). */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with prefix ('' for all), in key order. */
  list(prefix: string): Promise<StoredEntry[]>;
  /** The address a browser loads the object from. */
  publicUrl(key: string): string;
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

// Segments start with a letter or digit, so '.', '..' and hidden names cannot be formed; no
// leading slash, backslash or empty segment, so a key can never leave the storage root.
const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]*';
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
const MAX_KEY_LENGTH = 512;

/** Throws InvalidStorageKeyError unless key is a relative path of safe segments. */
export function assertStorageKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY.test(key)) throw new InvalidStorageKeyError(key);
}

/** A list prefix is '' or a key, optionally ending with '/'. */
export function assertStoragePrefix(prefix: string): void {
  if (prefix === '') return;
  assertStorageKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

/** The key as a URL path: each segment percent-encoded, the slashes kept. */
export function encodeKeyForUrl(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export function joinUrl(base: string, key: string): string {
  return `${base.replace(/\/+$/, '')}/${encodeKeyForUrl(key)}`;
}
