import { Messages } from '@afrinest/contract';
import { getErrorMessage } from '@/lib/api-client';
import { useItems } from '@/features/admin-entitlements/api/get-items';
import { useUnifiedItems } from '@/features/admin-entitlements/api/get-unified-items';
import { PageHeader } from '@/features/admin-entitlements/components/page-header';
import { UnifiedFilters } from '@/features/admin-entitlements/components/unified-filters';
import { UnifiedTable } from '@/features/admin-entitlements/components/unified-table';
import { useUnifiedParams } from '@/features/admin-entitlements/use-unified-params';

/** /admin/unified-items: what every agency holds of every item, paged on the server. */
export function UnifiedItemsPage() {
  const { filters, query, update } = useUnifiedParams();
  const rows = useUnifiedItems(query);
  const items = useItems(undefined);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Unified items">
        Every item every agency holds: what was granted, what is used and left, and when the next
        grant ends. Open an agency for its grants and ledger.
      </PageHeader>
      <UnifiedFilters filters={filters} items={items.data?.data} onChange={update} />
      <UnifiedTable
        page={rows.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        isLoading={rows.isFetching}
        error={rows.isError ? getErrorMessage(rows.error, Messages.FAILED_DATA) : undefined}
        onRetry={() => void rows.refetch()}
      />
    </div>
  );
}
