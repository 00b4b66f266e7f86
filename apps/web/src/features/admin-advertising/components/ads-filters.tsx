import { useId } from 'react';
import { AD_SLOTS, AD_STATUSES } from '@afrinest/contract';
import type { TableUrlUpdate } from '@/components/data-table';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
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
  const id = useId();
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }));
  const filtered = Boolean(filters.q || filters.slot || filters.status);
  return (
    <form
      role="search"
      aria-label="Find advertisements"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-start"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text.trim() || undefined });
      }}
    >
      <FilterField id={`${id}-q`} label="Name or advertiser">
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          className={inputClass}
        />
      </FilterField>
      <FilterField id={`${id}-slot`} label="Slot">
        <select
          id={`${id}-slot`}
          value={filters.slot ?? ''}
          onChange={(e) => onChange({ slot: e.target.value || undefined })}
          className={inputClass}
        >
          <option value="">All</option>
          {AD_SLOTS.map((s) => (
            <option key={s} value={s}>
              {slotLabel(s)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id={`${id}-status`} label="Status">
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(e) => onChange({ status: e.target.value || undefined })}
          className={inputClass}
        >
          <option value="">All</option>
          {AD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id={`${id}-from`} label="Figures from">
        <input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          onChange={(e) => e.target.value && onChange({ from: e.target.value })}
          className={inputClass}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label="To">
        <input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? `${id}-range` : undefined}
          onChange={(e) => e.target.value && onChange({ to: e.target.value })}
          className={inputClass}
        />
        {rangeError && (
          <p id={`${id}-range`} className="text-sm text-red-700">
            {rangeError}
          </p>
        )}
      </FilterField>
      <Button
        variant="ghost"
        className="lg:mt-6"
        disabled={!filtered}
        onClick={() => {
          setText('');
          onChange({ q: undefined, slot: undefined, status: undefined });
        }}
      >
        Clear filters
      </Button>
    </form>
  );
}
