import { useId } from 'react';
import {
  WEBHOOK_ATTEMPT_OUTCOMES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from '@afrinest/contract';
import type { TableUrlUpdate } from '@/components/data-table';
import { FilterField } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import { useWebhooks } from '@/features/admin-webhooks/api/get-webhooks';
import type { WebhookLogsQuery } from '@/features/admin-webhooks/api/webhook-logs';
import { outcomeLabels } from '@/features/admin-webhooks/webhook-labels';

export interface WebhookLogsFiltersProps {
  filters: WebhookLogsQuery;
  onChange: TableUrlUpdate;
  /** The days the wrong way round: said under "To"; the list waits until it is fixed. */
  backwards: boolean;
}

const eventTypes = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT];
// Enough for the endpoint choice: an install has a handful of endpoints.
const endpointChoices = { page: 1, pageSize: 100 };

/** Endpoint, event type, outcome and days. */
export function WebhookLogsFilters({ filters, onChange, backwards }: WebhookLogsFiltersProps) {
  const id = useId();
  const endpoints = useWebhooks(endpointChoices);
  const known = endpoints.data?.data ?? [];
  const filtered = Boolean(
    filters.endpointId || filters.eventType || filters.outcome || filters.from || filters.to,
  );
  return (
    <form
      role="search"
      aria-label="Find delivery attempts"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-start"
      onSubmit={(e) => e.preventDefault()}
    >
      <FilterField id={`${id}-endpoint`} label="Endpoint">
        <select
          id={`${id}-endpoint`}
          value={filters.endpointId ?? ''}
          onChange={(e) => onChange({ endpointId: e.target.value || undefined })}
          className={inputClass}
        >
          <option value="">All</option>
          {/* An endpoint named by a link shows even before (or without) the list. */}
          {filters.endpointId && !known.some((e) => e.id === filters.endpointId) && (
            <option value={filters.endpointId}>This endpoint</option>
          )}
          {known.map((e) => (
            <option key={e.id} value={e.id}>
              {e.url}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id={`${id}-event`} label="Event">
        <select
          id={`${id}-event`}
          value={filters.eventType ?? ''}
          onChange={(e) => onChange({ eventType: e.target.value || undefined })}
          className={inputClass}
        >
          <option value="">All</option>
          {eventTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id={`${id}-outcome`} label="Outcome">
        <select
          id={`${id}-outcome`}
          value={filters.outcome ?? ''}
          onChange={(e) => onChange({ outcome: e.target.value || undefined })}
          className={inputClass}
        >
          <option value="">All</option>
          {WEBHOOK_ATTEMPT_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {outcomeLabels[o]}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id={`${id}-from`} label="From">
        <input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
          className={inputClass}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label="To">
        <input
          id={`${id}-to`}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          aria-invalid={backwards ? true : undefined}
          aria-describedby={backwards ? `${id}-to-error` : undefined}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
          className={inputClass}
        />
        {backwards && (
          <p id={`${id}-to-error`} className="text-sm text-red-700">
            The last day cannot be before the first.
          </p>
        )}
      </FilterField>
      <Button
        variant="ghost"
        className="lg:mt-6"
        disabled={!filtered}
        onClick={() =>
          onChange({
            endpointId: undefined,
            eventType: undefined,
            outcome: undefined,
            from: undefined,
            to: undefined,
          })
        }
      >
        Clear filters
      </Button>
    </form>
  );
}
