import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import type { SpendCeiling } from '@afrinest/contract';
import { useTableUrlState, type SortSchema } from '@/components/data-table';
import { ConfirmDialog, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { usePurchaseLimits } from '@/features/admin-payments/api/get-purchase-limits';
import { useRemoveSpendCeiling } from '@/features/admin-payments/api/remove-spend-ceiling';
import { AddCeilingForm } from '@/features/admin-payments/components/add-ceiling-form';
import { CeilingDialog } from '@/features/admin-payments/components/ceiling-dialog';
import { CeilingsTable } from '@/features/admin-payments/components/ceilings-table';
import { LoadError } from '@/features/admin-payments/components/load-error';
import { PackageLimitsSection } from '@/features/admin-payments/components/package-limits-section';
import { PageHeader } from '@/features/admin-payments/components/page-header';

/** The API orders ceilings itself: the shared URL state's sort is unused. */
const noSort: SortSchema<'none'> = { safeParse: () => ({ data: 'none' }) };
const headingClass = 'text-lg font-semibold text-gray-900';

/** /admin/purchase-limits-management: how often packages may be bought, and monthly ceilings. */
export function PurchaseLimitsManagementPage() {
  const { page, pageSize, update } = useTableUrlState(noSort, 'none');
  const limits = usePurchaseLimits({ page, pageSize });
  const remove = useRemoveSpendCeiling();
  const [editing, setEditing] = useState<SpendCeiling>();
  const [removing, setRemoving] = useState<SpendCeiling>();
  const edit = useCallback((c: SpendCeiling) => setEditing(c), []);
  const askRemove = useCallback((c: SpendCeiling) => setRemoving(c), []);

  const confirmRemove = async (c: SpendCeiling) => {
    try {
      await remove.mutateAsync({ agencyId: c.agencyId, currency: c.currency });
      toast.success(`${c.agencyName} has no ${c.currency} ceiling now.`);
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not remove the ceiling.'));
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Purchase limits">
        Checkout refuses a purchase past these: a package bought too often by one agency, or an
        agency spending more in a month than its ceiling.
      </PageHeader>
      <section aria-labelledby="package-limits" className="flex flex-col gap-4">
        <h2 id="package-limits" className={headingClass}>
          Package limits
        </h2>
        {limits.isPending ? (
          <Spinner label="Loading the limits…" />
        ) : limits.isError ? (
          <LoadError error={limits.error} onRetry={() => void limits.refetch()} />
        ) : (
          <PackageLimitsSection limits={limits.data.packages} />
        )}
      </section>
      <section aria-labelledby="spend-ceilings" className="flex flex-col gap-4">
        <h2 id="spend-ceilings" className={headingClass}>
          Monthly spending ceilings
        </h2>
        <p className="text-sm text-gray-700">
          Per agency and currency: paid and pending payments of the calendar month count.
        </p>
        <CeilingsTable
          page={limits.data?.ceilings}
          pageIndex={page - 1}
          pageSize={pageSize}
          onPageChange={(index) => update({ page: index + 1 }, true)}
          isLoading={limits.isFetching}
          error={limits.isError ? limits.error : undefined}
          onRetry={() => void limits.refetch()}
          onEdit={edit}
          onRemove={askRemove}
        />
        <AddCeilingForm />
      </section>
      {editing && <CeilingDialog ceiling={editing} onClose={() => setEditing(undefined)} />}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.agencyName}’s ${removing.currency} ceiling?`}
          confirmLabel="Remove the ceiling"
          danger
          busy={remove.isPending}
          onConfirm={() => void confirmRemove(removing)}
          onCancel={() => setRemoving(undefined)}
        >
          {removing.agencyName} may then spend any amount in {removing.currency}.
        </ConfirmDialog>
      )}
    </div>
  );
}
