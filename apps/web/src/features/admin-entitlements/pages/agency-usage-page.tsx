import { useId } from 'react';
import { FilterField } from '@/components/form';
import { FieldErrorText, inputClass } from '@/components/form/field-shell';
import { Card, Spinner } from '@/components/ui';
import { useAgency } from '@/features/admin-entitlements/api/get-agency';
import { useItems } from '@/features/admin-entitlements/api/get-items';
import { useUsage } from '@/features/admin-entitlements/api/get-usage';
import { AgencyPicker } from '@/features/admin-entitlements/components/agency-picker';
import { LoadError } from '@/features/admin-entitlements/components/load-error';
import { PageHeader } from '@/features/admin-entitlements/components/page-header';
import { UsageView } from '@/features/admin-entitlements/components/usage-view';
import { useUsageParams } from '@/features/admin-entitlements/use-usage-params';

/** /admin/agency-usage: how one agency used one item, day by day, over a window. */
export function AgencyUsagePage() {
  const id = useId();
  const { choice, query, datesProblem, update } = useUsageParams();
  const items = useItems(undefined);
  const agency = useAgency(choice.agencyId);
  const usage = useUsage(query);
  const item = items.data?.data.find((i) => i.id === choice.itemId);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Agency usage">
        Choose an agency, an item and the days to see what was used each day and what was left at
        the end of it.
      </PageHeader>
      <Card>
        <div className="flex flex-col gap-4">
          <AgencyPicker value={choice.agencyId} onChange={(agencyId) => update({ agencyId })} />
          <div className="grid gap-3 sm:grid-cols-3">
            <FilterField id={`${id}-item`} label="Item">
              <select
                id={`${id}-item`}
                value={choice.itemId ?? ''}
                onChange={(e) => update({ itemId: e.target.value || undefined })}
                className={inputClass}
              >
                <option value="">Choose an item</option>
                {items.data?.data.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.name}
                  </option>
                ))}
              </select>
            </FilterField>
            <FilterField id={`${id}-from`} label="From">
              <input
                id={`${id}-from`}
                type="date"
                value={choice.startDate}
                onChange={(e) => update({ from: e.target.value })}
                aria-invalid={datesProblem ? true : undefined}
                aria-describedby={datesProblem ? `${id}-dates` : undefined}
                className={inputClass}
              />
            </FilterField>
            <FilterField id={`${id}-to`} label="To">
              <input
                id={`${id}-to`}
                type="date"
                value={choice.endDate}
                onChange={(e) => update({ to: e.target.value })}
                aria-invalid={datesProblem ? true : undefined}
                aria-describedby={datesProblem ? `${id}-dates` : undefined}
                className={inputClass}
              />
            </FilterField>
          </div>
          <FieldErrorText id={`${id}-dates`} message={datesProblem} />
          {items.isError && <LoadError error={items.error} onRetry={() => void items.refetch()} />}
        </div>
      </Card>
      {query &&
        (usage.isPending ? (
          <Spinner label="Loading the usage…" />
        ) : usage.isError ? (
          <LoadError error={usage.error} onRetry={() => void usage.refetch()} />
        ) : item ? (
          <UsageView
            item={item}
            agencyName={agency.data?.name ?? 'the agency'}
            usage={usage.data}
          />
        ) : (
          items.isPending && <Spinner label="Loading the items…" />
        ))}
    </div>
  );
}
