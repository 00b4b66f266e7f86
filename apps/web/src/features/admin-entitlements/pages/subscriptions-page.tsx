import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Messages, type Subscription } from '@afrinest/contract';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useSubscriptions } from '@/features/admin-entitlements/api/get-subscriptions';
import { ExtendDialog } from '@/features/admin-entitlements/components/extend-dialog';
import { PageHeader } from '@/features/admin-entitlements/components/page-header';
import { SubscriptionsTable } from '@/features/admin-entitlements/components/subscriptions-table';
import { formatDay } from '@/features/admin-entitlements/entitlement-labels';
import {
  SUBSCRIPTION_VIEWS,
  subscriptionViewLabels,
  useSubscriptionsParams,
} from '@/features/admin-entitlements/use-subscriptions-params';

/** /admin/subscription: agencies' package periods: current, ending soon, ended; extend one. */
export function SubscriptionsPage() {
  const id = useId();
  const { view, q, query, update } = useSubscriptionsParams();
  const periods = useSubscriptions(query);
  const [text, setText] = useTypedFilter(q, (next) => update({ q: next }));
  const [extending, setExtending] = useState<Subscription>();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Subscriptions">
        Each agency’s package periods. Super agents are mailed 7 days and 1 day before a period
        ends; extend one to give the agency more time.
      </PageHeader>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
          {SUBSCRIPTION_VIEWS.map((v) => (
            <Button
              key={v}
              size="sm"
              variant={v === view ? 'primary' : 'secondary'}
              aria-pressed={v === view}
              onClick={() => update({ view: v === 'current' ? undefined : v })}
            >
              {subscriptionViewLabels[v]}
            </Button>
          ))}
        </div>
        <div role="search" aria-label="Find periods" className="sm:w-72">
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
        </div>
      </div>
      <SubscriptionsTable
        page={periods.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        isLoading={periods.isFetching}
        error={periods.isError ? getErrorMessage(periods.error, Messages.FAILED_DATA) : undefined}
        onRetry={() => void periods.refetch()}
        onExtend={setExtending}
      />
      {extending && (
        <ExtendDialog
          subscription={extending}
          onCancel={() => setExtending(undefined)}
          onDone={(saved) => {
            toast.success(
              `${saved.agency.name}’s ${saved.package.name} now ends ${formatDay(saved.endsAt)}.`,
            );
            setExtending(undefined);
          }}
        />
      )}
    </div>
  );
}
