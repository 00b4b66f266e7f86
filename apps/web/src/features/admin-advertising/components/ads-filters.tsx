import { AD_SLOTS, AD_STATUSES } from '@afrinest/contract';
import type { TableUrlUpdate } from '@/components/data-table';
import {
  DateRangeFilter,
  FilterBar,
  labelledOptions,
  SearchFilter,
  SelectFilter,
} from '@/components/filter-bar';
import { useTypedFilter } from '@/components/form';
import type { AdsQuery } from '@/features/admin-advertising/api/get-ads';
import { slotLabel, statusLabels } from '@/features/admin-advertising/ad-labels';

export interface AdsFiltersProps {
  filters: AdsQuery;
  onChange: TableUrlUpdate;
  /** What is wrong with the range (shown under "To"); the list waits until it is fixed. */
  rangeError?: string;
}

/** Search by name or advertiser, slot, status, and the days the figures are counted over. */
export function AdsFilters({ filters, onChange, rangeError }: AdsFiltersProps) {
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }));
  return (
    <FilterBar
      label="Find advertisements"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-start"
      onSubmit={() => onChange({ q: text.trim() || undefined })}
      clear={{
        // The days always have a value, so they are not a filter to clear.
        filtered: Boolean(filters.q || filters.slot || filters.status),
        className: 'lg:mt-6',
        onClear: () => {
          setText('');
          onChange({ q: undefined, slot: undefined, status: undefined });
        },
      }}
    >
      <SearchFilter label="Name or advertiser" value={text} onChange={setText} maxLength={100} />
      <SelectFilter
        label="Slot"
        value={filters.slot}
        onChange={(slot) => onChange({ slot })}
        options={labelledOptions(AD_SLOTS, slotLabel)}
      />
      <SelectFilter
        label="Status"
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={labelledOptions(AD_STATUSES, statusLabels)}
      />
      <DateRangeFilter
        fromLabel="Figures from"
        from={filters.from}
        to={filters.to}
        onChange={onChange}
        clearable={false}
        error={rangeError}
      />
    </FilterBar>
  );
}
