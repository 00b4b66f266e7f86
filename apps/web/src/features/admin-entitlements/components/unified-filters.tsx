import { useId } from 'react';
import { unifiedQuerySchema, type Item } from '@afrinest/contract';
import type { TableUrlUpdate } from '@/components/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '@/components/filter-bar';
import { FilterField, useTypedFilter } from '@/components/form';
import { FieldErrorText, inputClass } from '@/components/form/field-shell';
import type { UnifiedFilters as Filters } from '@/features/admin-entitlements/use-unified-params';

export interface UnifiedFiltersProps {
  filters: Filters;
  items: readonly Item[] | undefined;
  onChange: TableUrlUpdate;
}

const expiringSchema = unifiedQuerySchema.shape.expiringWithinDays;

/** Agency name, item and "expiring within N days", each applied on the server. */
export function UnifiedFilters({ filters, items, onChange }: UnifiedFiltersProps) {
  const id = useId();
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }));
  const [days, setDays] = useTypedFilter(filters.expiring, (expiring) => onChange({ expiring }));
  const daysError = days.trim()
    ? expiringSchema.safeParse(days.trim()).error?.issues[0]?.message
    : undefined;
  return (
    <FilterBar
      label="Find entitlements"
      className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-start"
      clear={{
        filtered: Boolean(filters.q || filters.itemId || filters.expiring),
        wrapClassName: 'sm:pt-6',
        onClear: () => {
          setText('');
          setDays('');
          onChange({ q: undefined, itemId: undefined, expiring: undefined });
        },
      }}
    >
      <SearchFilter
        label="Agency name"
        value={text}
        onChange={setText}
        placeholder="e.g. Kampala Homes"
        maxLength={100}
      />
      <SelectFilter
        label="Item"
        value={filters.itemId}
        onChange={(itemId) => onChange({ itemId })}
        options={(items ?? []).map((i) => [
          i.id,
          i.status === 'ARCHIVED' ? `${i.name} (archived)` : i.name,
        ])}
        allLabel="All items"
      />
      <FilterField id={`${id}-days`} label="Expiring within (days)">
        <input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={1}
          max={366}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          placeholder="Any time"
          aria-invalid={daysError ? true : undefined}
          aria-describedby={daysError ? `${id}-days-error` : undefined}
          className={inputClass}
        />
        <FieldErrorText id={`${id}-days-error`} message={daysError} />
      </FilterField>
    </FilterBar>
  );
}
