import { Link, useParams } from 'react-router';
import { Messages } from '@afrinest/contract';
import { Alert, Button, Card, Spinner } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminItem } from '@/features/admin-catalogue/api/get-admin-item';
import { smallLinkClass } from '@/features/admin-catalogue/catalogue-labels';
import { ItemEditForm } from '@/features/admin-catalogue/components/item-edit-form';
import { ItemHoldersTable } from '@/features/admin-catalogue/components/item-holders-table';
import { ItemPackagesList } from '@/features/admin-catalogue/components/item-packages-list';

/** /admin/items/{itemId}: an item's definition, the packages that hold it and who holds it. */
export function ItemPage() {
  const { itemId = '' } = useParams();
  const detail = useAdminItem(itemId);
  usePageTitle(detail.data?.item.name);

  const heading = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-gray-900">{detail.data?.item.name ?? 'Item'}</h1>
      <Link to="/admin/items-and-packages" className={smallLinkClass}>
        All items and packages
      </Link>
    </div>
  );
  if (detail.isPending)
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Spinner label="Loading the item…" />
      </div>
    );
  if (detail.isError) {
    // A missing or malformed id cannot be fixed by trying again.
    const status = toApiError(detail.error).status;
    const missing = status === 404 || status === 400;
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <Alert
          variant="error"
          action={
            missing ? undefined : (
              <Button variant="secondary" size="sm" onClick={() => void detail.refetch()}>
                Try again
              </Button>
            )
          }
        >
          {missing
            ? 'This item does not exist.'
            : getErrorMessage(detail.error, Messages.FAILED_DATA)}
        </Alert>
      </div>
    );
  }

  const d = detail.data;
  return (
    <div className="flex flex-col gap-6">
      {heading}
      <Card title="Definition">
        <ItemEditForm
          key={d.item.id}
          item={d.item}
          reload={async () => {
            const fresh = await detail.refetch({ throwOnError: true });
            return fresh.data?.item;
          }}
        />
      </Card>
      <Card title="Packages holding it">
        <ItemPackagesList detail={d} />
      </Card>
      <Card title="Agencies holding it">
        <ItemHoldersTable detail={d} />
      </Card>
    </div>
  );
}
