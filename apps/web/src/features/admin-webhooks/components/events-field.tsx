import { useId } from 'react';
import { useController } from 'react-hook-form';
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES } from '@afrinest/contract';
import type { WebhookFormValues } from '@/features/admin-webhooks/webhook-form-values';

/** The events the endpoint wants, each with what it means. */
export function EventsField() {
  const { field, fieldState } = useController<WebhookFormValues, 'events'>({ name: 'events' });
  const chosen = field.value;
  const id = useId();
  const errorId = `${id}-error`;
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <legend className="text-sm font-medium text-gray-900">Events</legend>
      <div className="grid gap-2 md:grid-cols-2">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <div key={type} className="flex items-start gap-2 text-sm">
            <input
              id={`${id}-${type}`}
              type="checkbox"
              checked={chosen.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
              onBlur={field.onBlur}
              aria-describedby={`${id}-${type}-about`}
              className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-emerald-700"
            />
            <div className="flex flex-col">
              <label htmlFor={`${id}-${type}`} className="cursor-pointer font-mono text-gray-900">
                {type}
              </label>
              <span id={`${id}-${type}-about`} className="text-xs text-gray-600">
                {WEBHOOK_EVENT_DESCRIPTIONS[type]}
              </span>
            </div>
          </div>
        ))}
      </div>
      {fieldState.error?.message && (
        <p id={errorId} className="text-sm text-red-700">
          {fieldState.error.message}
        </p>
      )}
    </fieldset>
  );
}
