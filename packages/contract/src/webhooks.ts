import { z } from 'zod';
import { pageOf, pageQuerySchema, textFilter } from './paging';
import { text } from './primitives';
import { WEBHOOK_EVENT_TYPES, webhookEventTypeSchema } from './webhook-events';

/**
 * Outgoing webhooks (issue 45, ADR 0045). Every event is written to an outbox in the transaction
 * of the change that caused it, then delivered at least once to each active endpoint that wants
 * it (and, for an endpoint scoped to an agency, only that agency's events), signed as the
 * Standard Webhooks specification says: headers `webhook-id`, `webhook-timestamp` and
 * `webhook-signature`, body `{ "type", "timestamp", "data" }`.
 */
/** Delivery (issue 45): retried with backoff for up to this long, then the endpoint is disabled. */
export const WEBHOOK_RETRY_WINDOW_HOURS = 72;
/** Waits between attempts of one delivery, in seconds; the last repeats until the window ends. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000] as const;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** An answer is read up to this many bytes; the log keeps the first WEBHOOK_LOG_BODY_BYTES. */
export const WEBHOOK_ANSWER_MAX_BYTES = 64 * 1024;
export const WEBHOOK_LOG_BODY_BYTES = 2048;
/** A rotated secret keeps signing (beside the new one) this long. */
export const WEBHOOK_OLD_SECRET_HOURS = 24;

export const WebhookErrorCode = {
  ENDPOINT_NOT_FOUND: 'WEBHOOK_ENDPOINT_NOT_FOUND',
  ATTEMPT_NOT_FOUND: 'WEBHOOK_ATTEMPT_NOT_FOUND',
  URL_NOT_ALLOWED: 'WEBHOOK_URL_NOT_ALLOWED',
  ENDPOINT_DISABLED: 'WEBHOOK_ENDPOINT_DISABLED',
} as const;
export const WebhookMessages = {
  ENDPOINT_NOT_FOUND: 'This webhook endpoint does not exist.',
  ATTEMPT_NOT_FOUND: 'This delivery attempt does not exist.',
  URL_INVALID: 'Enter the full address, starting with https://.',
  HTTPS_REQUIRED: 'Enter an https:// address.',
  URL_NOT_ALLOWED:
    'This address is on a private or local network: webhooks are sent to public addresses only.',
  EVENTS_REQUIRED: 'Choose at least one event.',
  ENDPOINT_DISABLED: 'This endpoint is disabled: enable it before sending it events.',
  TEST_SENT: 'A test event is on its way. Its attempt appears in the webhook logs.',
  REDELIVERY_QUEUED: 'The event will be sent again. The attempt appears in the webhook logs.',
  SECRET_ROTATED:
    'A new secret was made. The old one keeps signing beside it for 24 hours: update your receiver before then.',
} as const;

const webhookUrl = text()
  .trim()
  .max(2000, 'At most 2,000 characters.')
  .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/i, WebhookMessages.URL_INVALID);

/** POST /api/admin/webhooks and PUT /api/admin/webhooks/{id}. */
export const webhookEndpointInputSchema = z.object({
  url: webhookUrl,
  description: text().trim().max(200, 'At most 200 characters.'),
  events: z
    .array(webhookEventTypeSchema)
    .min(1, WebhookMessages.EVENTS_REQUIRED)
    .max(WEBHOOK_EVENT_TYPES.length),
  /** Only this agency's events; null: every event. */
  agencyId: z.uuid({ error: 'Choose an agency from the list.' }).nullable(),
  active: z.boolean(),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const WEBHOOK_DISABLED_REASONS = ['ADMIN', 'FAILING'] as const;
export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  agencyId: z.uuid().nullable(),
  agency: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  active: z.boolean(),
  /** Why it is off: an admin turned it off, or it failed for the whole retry window. */
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  disabledAt: z.iso.datetime().nullable(),
  /** Since when every attempt has failed; null while it answers. */
  failingSince: z.iso.datetime().nullable(),
  /** The secret's last characters, to tell secrets apart; the secret itself is shown once. */
  secretHint: z.string(),
  /** Until when the previous secret still signs beside the current one. */
  previousSecretUntil: z.iso.datetime().nullable(),
  /** Deliveries waiting or retrying. */
  pending: z.number().int(),
  lastAttempt: z
    .object({ at: z.iso.datetime(), outcome: z.enum(['SUCCEEDED', 'FAILED']) })
    .nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
/** The answer to creating an endpoint or rotating its secret: the only time the secret shows. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  /** `whsec_` + base64, as the Standard Webhooks libraries take it. */
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const listWebhookEndpointsQuerySchema = pageQuerySchema.extend({
  q: textFilter(200),
  active: z.enum(['true', 'false']).optional(),
  agencyId: z.uuid().optional(),
});
export const webhookEndpointListSchema = pageOf(webhookEndpointSchema);

/** POST /api/admin/webhooks/{id}/test: a `webhook.test` event to this endpoint only. */
export const webhookActionResultSchema = z.object({ ok: z.literal(true), message: z.string() });
export type WebhookActionResult = z.infer<typeof webhookActionResultSchema>;
/** The type of the test event: not a product event, so no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** One attempt to deliver one event to one endpoint (admin/webhook-logs). */
export const WEBHOOK_ATTEMPT_OUTCOMES = ['SUCCEEDED', 'FAILED'] as const;
export const webhookAttemptSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  endpointId: z.uuid(),
  endpointUrl: z.string(),
  /** 1 for the first attempt of a delivery. */
  attempt: z.number().int(),
  outcome: z.enum(WEBHOOK_ATTEMPT_OUTCOMES),
  /** The receiver's status; null when no answer came (timeout, refused, blocked address). */
  httpStatus: z.number().int().nullable(),
  /** Why it failed without an answer, in words. */
  error: z.string().nullable(),
  latencyMs: z.number().int(),
  /** The first 2 KB of the answer. */
  responseBody: z.string(),
  /** When the next attempt is due; null after success or the last attempt. */
  nextRetryAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;
/** GET /api/admin/webhook-logs/{id}: the attempt with the body that was sent. */
export const webhookAttemptDetailSchema = webhookAttemptSchema.extend({ requestBody: z.string() });
export type WebhookAttemptDetail = z.infer<typeof webhookAttemptDetailSchema>;
export const listWebhookAttemptsQuerySchema = pageQuerySchema.extend({
  endpointId: z.uuid().optional(),
  eventType: z.string().max(60).optional(),
  outcome: z.enum(WEBHOOK_ATTEMPT_OUTCOMES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const webhookAttemptListSchema = pageOf(webhookAttemptSchema);
