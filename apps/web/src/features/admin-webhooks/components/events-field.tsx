import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES } from '@afrinest/contract';
import { CheckboxListField } from '@/components/form';
import type { WebhookFormValues } from '@/features/admin-webhooks/webhook-form-values';

const OPTIONS = WEBHOOK_EVENT_TYPES.map((type) => ({
  value: type,
  label: type,
  description: WEBHOOK_EVENT_DESCRIPTIONS[type],
}));

/** The events the endpoint wants, each with what it means. */
export function EventsField() {
  return <CheckboxListField<WebhookFormValues> name="events" legend="Events" options={OPTIONS} />;
}
