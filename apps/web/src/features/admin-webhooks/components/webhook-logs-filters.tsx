import {
  WEBHOOK_ATTEMPT_OUTCOMES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from '@afrinest/contract';
import type { TableUrlUpdate } from '@/components/data-table';
import {
  DateRangeFilter,
  FilterBar,
  labelledOptions,
  SelectFilter,
  type FilterOption,
} from '@/components/filter-bar';
import { useWebhooks } from '@/features/admin-webhooks/api/get-webhooks';
import type { WebhookLogsQuery } from '@/features/admin-webhooks/api/webhook-logs';
import { outcomeLabels } from '@/features/admin-webhooks/webhook-labels';

export interface WebhookLogsFiltersProps {
  filters: WebhookLogsQuery;
  onChange: TableUrlUpdate;
  /** The days the wrong way round: said under "To"; the list waits until it is fixed. */
  backwards: boolean;
}

const eventOptions = labelledOptions([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT], (t) => t);
// Enough for the endpoint choice: an install has a handful of endpoints.
const endpointChoices = { page: 1, pageSize: 100 };

/** Endpoint, event type, outcome and days. */
export function WebhookLogsFilters({ filters, onChange, backwards }: WebhookLogsFiltersProps) {
  const endpoints = useWebhooks(endpointChoices);
  const known = endpoints.data?.data ?? [];
  const endpointOptions: FilterOption[] = known.map((e) => [e.id, e.url]);
  // An endpoint named by a link shows even before (or without) the list.
  if (filters.endpointId && !known.some((e) => e.id === filters.endpointId)) {
    endpointOptions.unshift([filters.endpointId, 'This endpoint']);
  }
  const filtered = Boolean(
    filters.endpointId || filters.eventType || filters.outcome || filters.from || filters.to,
  );
  return (
    <FilterBar
      label="Find delivery attempts"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-start"
      clear={{
        filtered,
        className: 'lg:mt-6',
        onClear: () =>
          onChange({
            endpointId: undefined,
            eventType: undefined,
            outcome: undefined,
            from: undefined,
            to: undefined,
          }),
      }}
    >
      <SelectFilter
        label="Endpoint"
        value={filters.endpointId}
        onChange={(endpointId) => onChange({ endpointId })}
        options={endpointOptions}
      />
      <SelectFilter
        label="Event"
        value={filters.eventType}
        onChange={(eventType) => onChange({ eventType })}
        options={eventOptions}
      />
      <SelectFilter
        label="Outcome"
        value={filters.outcome}
        onChange={(outcome) => onChange({ outcome })}
        options={labelledOptions(WEBHOOK_ATTEMPT_OUTCOMES, outcomeLabels)}
      />
      <DateRangeFilter
        from={filters.from}
        to={filters.to}
        onChange={onChange}
        ordered
        error={backwards ? 'The last day cannot be before the first.' : undefined}
      />
    </FilterBar>
  );
}
