import { useId } from 'react';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@afrinest/contract';
import type { TableUrlUpdate } from '@/components/data-table';
import { FilterField } from '@/components/form';
import { FieldErrorText, inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import { AgencyPicker } from '@/features/admin-payments/components/agency-picker';
import { paymentStatusLabels, providerLabels } from '@/features/admin-payments/payment-labels';
import type { PurchaseFilters } from '@/features/admin-payments/use-purchases-params';

export interface PurchasesFiltersProps {
  filters: PurchaseFilters;
  datesProblem: string | undefined;
  onChange: TableUrlUpdate;
}

/** Status, provider, agency, held only and a window of days, each applied on the server. */
export function PurchasesFilters({ filters, datesProblem, onChange }: PurchasesFiltersProps) {
  const id = useId();
  const filtered = Object.values(filters).some(Boolean);
  const dateProps = {
    'aria-invalid': datesProblem ? true : undefined,
    'aria-describedby': datesProblem ? `${id}-dates` : undefined,
    className: inputClass,
  };
  return (
    <form
      role="search"
      aria-label="Find payments"
      className="flex flex-col gap-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <FilterField id={`${id}-status`} label="Status">
          <select
            id={`${id}-status`}
            value={filters.status ?? ''}
            onChange={(e) => onChange({ status: e.target.value || undefined })}
            className={inputClass}
          >
            <option value="">All</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {paymentStatusLabels[s]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id={`${id}-provider`} label="Provider">
          <select
            id={`${id}-provider`}
            value={filters.provider ?? ''}
            onChange={(e) => onChange({ provider: e.target.value || undefined })}
            className={inputClass}
          >
            <option value="">All</option>
            {PAYMENT_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {providerLabels[p]}
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
            {...dateProps}
          />
        </FilterField>
        <FilterField id={`${id}-to`} label="To">
          <input
            id={`${id}-to`}
            type="date"
            value={filters.to ?? ''}
            onChange={(e) => onChange({ to: e.target.value || undefined })}
            {...dateProps}
          />
        </FilterField>
      </div>
      <FieldErrorText id={`${id}-dates`} message={datesProblem} />
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
        <AgencyPicker
          label="Only this agency"
          clearable
          value={filters.agencyId}
          onChange={(agencyId) => onChange({ agencyId })}
        />
        <label className="flex items-center gap-2 text-sm text-gray-900 sm:pt-7">
          <input
            type="checkbox"
            checked={filters.held}
            onChange={(e) => onChange({ held: e.target.checked ? 'true' : undefined })}
            className="h-5 w-5 accent-emerald-700"
          />
          Held for an admin only
        </label>
        <div className="sm:pt-6">
          <Button
            variant="ghost"
            disabled={!filtered}
            onClick={() =>
              onChange({
                status: undefined,
                provider: undefined,
                agencyId: undefined,
                held: undefined,
                from: undefined,
                to: undefined,
              })
            }
          >
            Clear filters
          </Button>
        </div>
      </div>
    </form>
  );
}
