import { z } from 'zod';
import { webhookEndpointInputSchema, type WebhookEndpoint } from '@afrinest/contract';

/**
 * The endpoint form as typed, turned into the contract's webhookEndpointInputSchema and checked
 * by it (the API's rules and messages on the same field names): no agency chosen is null.
 */
export const webhookFormSchema = z
  .object({
    url: z.string(),
    description: z.string(),
    events: z.array(z.string()),
    agencyId: z.string(),
    active: z.boolean(),
  })
  .transform((v) => ({ ...v, agencyId: v.agencyId === '' ? null : v.agencyId }))
  .pipe(webhookEndpointInputSchema);
export type WebhookFormValues = z.input<typeof webhookFormSchema>;

/** A new endpoint: https:// to start from, every agency, on. */
export const blankWebhook = (): WebhookFormValues => ({
  url: 'https://',
  description: '',
  events: [],
  agencyId: '',
  active: true,
});

export const webhookToForm = (e: WebhookEndpoint): WebhookFormValues => ({
  url: e.url,
  description: e.description,
  events: e.events,
  agencyId: e.agencyId ?? '',
  active: e.active,
});
