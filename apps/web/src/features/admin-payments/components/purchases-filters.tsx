import { useId } from 'react';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@afrinest/contract';
import type { TableUrlUpdate } from '@/components/data-table';
import {
  ClearFilters,
  DateRangeFilter,
  FilterBar,
  labelledOptions,
  SelectFilter,
} from '@/components/filter-bar';
import { FieldErrorText } from '@/components/form/field-shell';
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
  return (
    <FilterBar label="Find payments" className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <SelectFilter
          label="Status"
          value={filters.status}
          onChange={(status) => onChange({ status })}
          options={labelledOptions(PAYMENT_STATUSES, paymentStatusLabels)}
        />
        <SelectFilter
          label="Provider"
          value={filters.provider}
          onChange={(provider) => onChange({ provider })}
          options={labelledOptions(PAYMENT_PROVIDERS, providerLabels)}
        />
        <DateRangeFilter
          from={filters.from}
          to={filters.to}
          onChange={onChange}
          errorId={datesProblem ? `${id}-dates` : undefined}
        />
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
        <ClearFilters
          filtered={Object.values(filters).some(Boolean)}
          wrapClassName="sm:pt-6"
          onClear={() =>
            onChange({
              status: undefined,
              provider: undefined,
              agencyId: undefined,
              held: undefined,
              from: undefined,
              to: undefined,
            })
          }
        />
      </div>
    </FilterBar>
  );
}
