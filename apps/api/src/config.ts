import { isIP } from 'node:net';
import { z } from 'zod';
import { MEDIA_LIMIT_DEFAULTS } from '@afrinest/contract';
import { readOrCreateSecret } from './generated-secret';

/**
 * Every environment variable the API reads, with its default. A bad value stops the process
 * with a message naming the variable (see loadConfig), never a half-configured server.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PRODUCT_NAME: z.string().min(1).default('AfriNest'),
  /** Loopback by default: the embedded defaults (dev mailbox, demo accounts) stay on this machine. */
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  WEB_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  API_URL: z.url().default('http://localhost:3000'),
  WEB_URL: z.url().default('http://localhost:8080'),
  /** How long the web server waits for the API answers it embeds in a public page (ADR 0024). */
  WEB_INITIAL_DATA_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /** Extra origins allowed by CORS and by the identity provider, comma separated. */
  TRUSTED_ORIGINS: z.string().default('http://localhost:5173,http://127.0.0.1:8080'),
  DATABASE_URL: z.string().optional(),
  /** A read replica for public reads (search, map, public pages); with DATABASE_URL only. */
  READ_DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('AfriNest <no-reply@afrinest.local>'),
  /** Unset: a random secret kept in DATA_DIR (AUTH_SECRET_FILE); required in production. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Lifetime of the bearer JWT the SPA keeps; sessions (cookie) live longer and renew it. */
  JWT_TTL: z.string().default('15m'),
  /**
   * Proxies whose X-Forwarded-For is believed (addresses or CIDRs); none by default, or any
   * client could choose its IP and escape the per-IP limits.
   */
  TRUSTED_PROXIES: z.string().default(''),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** Whose bearer tokens the API accepts besides its own (ADR 0005). */
  IDENTITY_PROVIDER: z.enum(['embedded', 'oidc', 'firebase']).default('embedded'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  FIREBASE_PROJECT_ID: z.string().optional(),
  /** Social sign-in: each provider is offered only when its client id and secret are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  OAUTH_OIDC_DISCOVERY_URL: z.url().optional(),
  OAUTH_OIDC_CLIENT_ID: z.string().optional(),
  OAUTH_OIDC_CLIENT_SECRET: z.string().optional(),
  OAUTH_OIDC_NAME: z.string().default('Single sign-on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEV_MAILBOX: bool.optional(),
  /** Demo accounts with a published password: never by default in production. */
  SEED_DEMO: bool.optional(),
  /** Drawn photos per demo listing, processed in the background after start-up (0: none). */
  DEMO_PHOTOS: z.coerce.number().int().min(0).max(5).default(3),
  API_CALL_FLUSH_MS: z.coerce.number().int().positive().default(5000),
  /** How long public listing searches, maps and places are answered from memory; 0 is off. */
  LISTINGS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /** Public listing answers kept in each API process's memory at most (least used go first). */
  LISTINGS_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(2_000),
  /** Media go to this S3-compatible bucket when set; otherwise to DATA_DIR/media (ADR 0022). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Only for S3-compatible services (MinIO, R2, …); AWS itself needs none. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Where browsers load media from (the bucket's public address or a CDN in front of it). */
  S3_PUBLIC_URL: z.url().optional(),
  /** Per-file and per-listing photo limits (issue 7); storage and photo count are entitlements. */
  MEDIA_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(MEDIA_LIMIT_DEFAULTS.maxFileBytes),
  MEDIA_MAX_FILES_PER_LISTING: z.coerce
    .number()
    .int()
    .positive()
    .default(MEDIA_LIMIT_DEFAULTS.maxFilesPerListing),
  /** Stored objects and photo rows younger than this are left alone by the sweeper. */
  MEDIA_SWEEP_GRACE_MINUTES: z.coerce.number().positive().default(60),
  /** How often an idle job worker asks for work (pg-boss; at least 0.5 s). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** Cron schedules (the media sweeper) run where this is on. */
  JOBS_SCHEDULE: bool.default(true),
  /** Dates, days and invoice years are counted in the marketplace's time zone. */
  MARKETPLACE_TIME_ZONE: z.string().default('Africa/Kampala'),
  /**
   * Payment providers offered at checkout, comma-separated: sandbox, flutterwave, pesapal
   * (bank transfer is offered when the billing settings hold bank details). Unset: sandbox,
   * except in production, where nothing is sold until one is chosen.
   */
  PAYMENT_PROVIDERS: z.string().optional(),
  /** The sandbox's "approve on your phone": the approval arrives after this many seconds. */
  SANDBOX_APPROVE_SECONDS: z.coerce.number().int().min(1).max(600).default(8),
  FLUTTERWAVE_SECRET_KEY: z.string().min(1).optional(),
  /** The "secret hash" set in Flutterwave's dashboard: it arrives as the verif-hash header. */
  FLUTTERWAVE_SECRET_HASH: z.string().min(1).optional(),
  FLUTTERWAVE_BASE_URL: z.url().default('https://api.flutterwave.com'),
  PESAPAL_CONSUMER_KEY: z.string().min(1).optional(),
  PESAPAL_CONSUMER_SECRET: z.string().min(1).optional(),
  /** Registered once when unset (the IPN URL is API_URL/api/payments/webhooks/pesapal). */
  PESAPAL_IPN_ID: z.string().min(1).optional(),
  PESAPAL_BASE_URL: z.url().default('https://pay.pesapal.com/v3'),
  /**
   * Webhook receivers allowed on private, loopback or link-local addresses, comma separated
   * (host names or addresses, e.g. 127.0.0.1): the SSRF guard refuses those addresses otherwise
   * (issue 45). Empty by default; tests and a local receiver set it.
   */
  WEBHOOK_ALLOWED_HOSTS: z.string().default(''),
  /** Webhook endpoints must be https:// (default: in production). */
  WEBHOOK_REQUIRE_HTTPS: bool.optional(),
  /** An ACTIVE listing not confirmed for this many days becomes INACTIVE (issue 46). */
  LISTING_CONFIRM_DAYS: z.coerce.number().int().min(1).max(3650).default(60),
  /** The agent is mailed a one-click "still available" link this many days before. */
  LISTING_CONFIRM_NOTICE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
});

const PROVIDERS = ['sandbox', 'flutterwave', 'pesapal'] as const;
export type ConfiguredProvider = (typeof PROVIDERS)[number];

export type Config = Omit<
  z.infer<typeof configSchema>,
  | 'AUTH_SECRET'
  | 'SEED_DEMO'
  | 'PAYMENT_PROVIDERS'
  | 'WEBHOOK_ALLOWED_HOSTS'
  | 'WEBHOOK_REQUIRE_HTTPS'
> & {
  /** WEBHOOK_ALLOWED_HOSTS as a list, lower case. */
  webhookAllowedHosts: string[];
  webhookRequireHttps: boolean;
  paymentProviders: ConfiguredProvider[];
  AUTH_SECRET: string;
  SEED_DEMO: boolean;
  trustedOrigins: string[];
  devMailbox: boolean;
  /** Fastify's trustProxy: false, or the proxies' addresses and CIDRs. */
  trustProxy: false | string[];
};

export class ConfigError extends Error {}

/** Where a process started without AUTH_SECRET keeps the secret it generated, in DATA_DIR. */
export const AUTH_SECRET_FILE = 'auth-secret';

const invalid = (variable: string, message: string) =>
  new ConfigError(`Invalid configuration:\n  ${variable}: ${message}`);

// The names proxy-addr (Fastify's trustProxy) knows besides addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry) || isIP(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0 || !/^\d{1,3}$/.test(bits ?? '')) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
};

function parseTrustedProxies(value: string): Config['trustProxy'] {
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return false;
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0)
    throw invalid(
      'TRUSTED_PROXIES',
      // A hop count cannot tell a proxy from a client that sends enough hops itself.
      `not an address or CIDR: ${bad.join(', ')} (e.g. 127.0.0.1,10.0.0.0/8)`,
    );
  return entries;
}

function authSecret(c: z.infer<typeof configSchema>): string {
  if (c.AUTH_SECRET) return c.AUTH_SECRET;
  if (c.NODE_ENV === 'production')
    throw invalid('AUTH_SECRET', 'set a secret of 32+ characters in production');
  let secret: string;
  try {
    secret = readOrCreateSecret(c.DATA_DIR, AUTH_SECRET_FILE);
  } catch (e) {
    throw invalid(
      'AUTH_SECRET',
      `unset, and no secret could be kept in DATA_DIR (${(e as Error).message})`,
    );
  }
  if (secret.length < 32)
    throw invalid('AUTH_SECRET', `${c.DATA_DIR}/${AUTH_SECRET_FILE} holds under 32 characters`);
  return secret;
}

function parsePaymentProviders(c: z.infer<typeof configSchema>): ConfiguredProvider[] {
  const listed = (c.PAYMENT_PROVIDERS ?? (c.NODE_ENV === 'production' ? '' : 'sandbox'))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = listed.filter((p) => !(PROVIDERS as readonly string[]).includes(p));
  if (unknown.length)
    throw invalid('PAYMENT_PROVIDERS', `unknown: ${unknown.join(', ')} (${PROVIDERS.join(', ')})`);
  const chosen = [...new Set(listed)] as ConfiguredProvider[];
  if (chosen.includes('flutterwave') && (!c.FLUTTERWAVE_SECRET_KEY || !c.FLUTTERWAVE_SECRET_HASH))
    throw invalid(
      'FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_SECRET_HASH',
      'both are needed when PAYMENT_PROVIDERS has flutterwave',
    );
  if (chosen.includes('pesapal') && (!c.PESAPAL_CONSUMER_KEY || !c.PESAPAL_CONSUMER_SECRET))
    throw invalid(
      'PESAPAL_CONSUMER_KEY, PESAPAL_CONSUMER_SECRET',
      'both are needed when PAYMENT_PROVIDERS has pesapal',
    );
  return chosen;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.IDENTITY_PROVIDER === 'oidc' && (!c.OIDC_ISSUER || !c.OIDC_AUDIENCE)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_AUDIENCE: both are needed when IDENTITY_PROVIDER=oidc',
    );
  }
  if (c.IDENTITY_PROVIDER === 'firebase' && !c.FIREBASE_PROJECT_ID) {
    throw new ConfigError(
      'Invalid configuration:\n  FIREBASE_PROJECT_ID: needed when IDENTITY_PROVIDER=firebase',
    );
  }
  if (c.S3_BUCKET && (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: both are needed when S3_BUCKET is set',
    );
  }
  const trustProxy = parseTrustedProxies(c.TRUSTED_PROXIES);
  const paymentProviders = parsePaymentProviders(c);
  const trustedOrigins = [c.WEB_URL, ...c.TRUSTED_ORIGINS.split(',')]
    .map((s) => s.trim())
    .filter(Boolean);
  const {
    PAYMENT_PROVIDERS: _providers,
    WEBHOOK_ALLOWED_HOSTS: allowedHosts,
    WEBHOOK_REQUIRE_HTTPS: requireHttps,
    ...rest
  } = c;
  return {
    ...rest,
    paymentProviders,
    // Last: a configuration that fails a check above leaves no secret file behind.
    AUTH_SECRET: authSecret(c),
    trustProxy,
    trustedOrigins: [...new Set(trustedOrigins)],
    // The development mailbox shows every mail: never on by default in production.
    devMailbox: c.DEV_MAILBOX ?? (c.NODE_ENV !== 'production' && !c.SMTP_URL),
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    webhookAllowedHosts: allowedHosts
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    webhookRequireHttps: requireHttps ?? c.NODE_ENV === 'production',
  };
}
