import { useId } from 'react';
import { unifiedQuerySchema, type Item } from '@afrinest/contract';
import { FilterField, useTypedFilter } from '@/components/form';
import { FieldErrorText, inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import type { TableUrlUpdate } from '@/components/data-table';
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
    <form
      role="search"
      aria-label="Find entitlements"
      className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-start"
      onSubmit={(e) => e.preventDefault()}
    >
      <FilterField id={`${id}-q`} label="Agency name">
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. Kampala Homes"
          maxLength={100}
          className={inputClass}
        />
      </FilterField>
      <FilterField id={`${id}-item`} label="Item">
        <select
          id={`${id}-item`}
          value={filters.itemId ?? ''}
          onChange={(e) => onChange({ itemId: e.target.value || undefined })}
          className={inputClass}
        >
          <option value="">All items</option>
          {items?.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
              {i.status === 'ARCHIVED' ? ' (archived)' : ''}
            </option>
          ))}
        </select>
      </FilterField>
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
      <div className="sm:pt-6">
        <Button
          variant="ghost"
          disabled={!filters.q && !filters.itemId && !filters.expiring}
          onClick={() => {
            setText('');
            setDays('');
            onChange({ q: undefined, itemId: undefined, expiring: undefined });
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
