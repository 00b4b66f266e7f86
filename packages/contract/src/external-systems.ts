import { z } from 'zod';
import { emailSchema } from './auth';
import { listingInputSchema, listingSchema } from './listings';
import { pageOf, pageQuerySchema, textFilter } from './paging';
import { text } from './primitives';

/**
 * External systems (issue 45, ADR 0045): partners' CRMs and websites calling the API with a key
 * an admin issued. A call carries `Authorization: Bearer <key>` or `X-API-Key: <key>`; the key
 * acts within its scopes and, for the agency scopes, within its one agency, through the same
 * access checks as a person's session.
 */
export const API_SCOPES = [
  'listings:read',
  'listings:write',
  'leads:read',
  'statistics:read',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];
export const apiScopeSchema = z.enum(API_SCOPES, { error: 'Choose scopes from the list.' });
/** Scopes that act for one agency: a key with any of them names its agency. */
export const AGENCY_SCOPES: readonly ApiScope[] = ['listings:write', 'leads:read'];
export const API_SCOPE_DESCRIPTIONS: Record<ApiScope, string> = {
  'listings:read': 'Read public listings (search, plots, one listing).',
  'listings:write': 'Create, update and withdraw the agency’s listings by the partner’s own ids.',
  'leads:read': 'Read the agency’s leads.',
  'statistics:read': 'Read the marketplace statistics.',
};

/** Keys look like `afk_` + 40 random base62 characters; the first 12 characters are shown. */
export const API_KEY_PREFIX = 'afk_';
export const API_KEY_HINT_LENGTH = 12;
export const API_KEY_HEADER = 'x-api-key';
export const API_RATE_LIMIT_DEFAULT = 120;
export const API_RATE_LIMIT_MAX = 6000;

export const ExternalSystemErrorCode = {
  SYSTEM_NOT_FOUND: 'EXTERNAL_SYSTEM_NOT_FOUND',
  API_KEY_INVALID: 'API_KEY_INVALID',
  API_KEY_EXPIRED: 'API_KEY_EXPIRED',
  API_KEY_REVOKED: 'API_KEY_REVOKED',
  API_KEY_SCOPE: 'API_KEY_SCOPE',
  API_KEY_RATE_LIMITED: 'API_KEY_RATE_LIMITED',
  EXTERNAL_LISTING_NOT_FOUND: 'EXTERNAL_LISTING_NOT_FOUND',
} as const;
export const ExternalSystemMessages = {
  SYSTEM_NOT_FOUND: 'This external system does not exist.',
  API_KEY_INVALID: 'This API key is not valid.',
  API_KEY_EXPIRED: 'This API key has expired. Ask us for a new one.',
  API_KEY_REVOKED: 'This API key has been revoked.',
  API_KEY_SCOPE: 'This API key may not call this operation.',
  API_KEY_RATE_LIMITED: 'Too many requests with this API key. Try again in a minute.',
  AGENCY_REQUIRED: 'Choose the agency this key acts for.',
  EXPIRY_PAST: 'Choose an expiry date in the future.',
  EXTERNAL_LISTING_NOT_FOUND: 'No listing has this external id.',
  REVOKED: 'The key was revoked: calls with it are refused from now on.',
  KEY_ROTATED: 'A new key was made and the old one stopped working. Copy the new key now.',
} as const;

/** POST /api/admin/external-systems and PUT /api/admin/external-systems/{id}. */
export const externalSystemInputSchema = z
  .object({
    name: text().trim().min(2, 'Enter a name.').max(120, 'At most 120 characters.'),
    ownerName: text().trim().min(2, 'Enter the owner’s name.').max(120, 'At most 120 characters.'),
    ownerEmail: emailSchema,
    ownerPhone: text().trim().max(30, 'At most 30 characters.'),
    scopes: z.array(apiScopeSchema).min(1, 'Choose at least one scope.').max(API_SCOPES.length),
    agencyId: z.uuid({ error: 'Choose an agency from the list.' }).nullable(),
    /** The key stops working after this moment; null: never. */
    expiresAt: z.iso.datetime({ error: 'Enter a date.' }).nullable(),
    rateLimitPerMinute: z
      .number({ error: 'Enter a number.' })
      .int('Enter a whole number.')
      .min(1, 'At least 1.')
      .max(API_RATE_LIMIT_MAX, `At most ${API_RATE_LIMIT_MAX.toLocaleString('en')}.`),
  })
  .refine((s) => s.agencyId !== null || !s.scopes.some((scope) => AGENCY_SCOPES.includes(scope)), {
    path: ['agencyId'],
    message: ExternalSystemMessages.AGENCY_REQUIRED,
  });
export type ExternalSystemInput = z.input<typeof externalSystemInputSchema>;

export const EXTERNAL_SYSTEM_STATUSES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export const externalSystemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  ownerPhone: z.string(),
  scopes: z.array(apiScopeSchema),
  agencyId: z.uuid().nullable(),
  agency: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The key's first characters, to tell keys apart; the key itself is shown once. */
  keyHint: z.string(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  rateLimitPerMinute: z.number().int(),
  revokedAt: z.iso.datetime().nullable(),
  status: z.enum(EXTERNAL_SYSTEM_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ExternalSystem = z.infer<typeof externalSystemSchema>;
/** The answer to creating a system or rotating its key: the only time the key shows. */
export const externalSystemWithKeySchema = z.object({
  system: externalSystemSchema,
  apiKey: z.string(),
});
export type ExternalSystemWithKey = z.infer<typeof externalSystemWithKeySchema>;
export const listExternalSystemsQuerySchema = pageQuerySchema.extend({
  q: textFilter(200),
  status: z.enum(EXTERNAL_SYSTEM_STATUSES).optional(),
});
export const externalSystemListSchema = pageOf(externalSystemSchema);

/**
 * PUT /api/external/properties/{externalId} (scope listings:write): creates the listing the
 * first time, updates it after; the same body twice changes nothing more. `agentId` names the
 * agency's agent it belongs to; without it, the agency's first super agent.
 */
export const externalIdSchema = text()
  .trim()
  .min(1, 'Give your own id for the listing.')
  .max(120, 'At most 120 characters.')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Use letters, digits, dots, dashes, colons and underscores.');
export const externalListingParamsSchema = z.object({ externalId: externalIdSchema });
export const externalListingInputSchema = listingInputSchema;
export const externalListingResultSchema = z.object({
  /** true the first time the id was seen. */
  created: z.boolean(),
  externalId: z.string(),
  listing: listingSchema,
});
export type ExternalListingResult = z.infer<typeof externalListingResultSchema>;
