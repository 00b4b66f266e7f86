import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { PAGE_SIZE_DEFAULT, type Favourite } from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { KIND_LABELS } from '@/components/listing-card';
import { Card, cn, focusRing } from '@/components/ui';
import { formatDate, formatMoney } from '@/lib/format';
import { usePreferences } from '@/lib/format-preferences';
import { usePageTitle } from '@/lib/page-title';
import { useUserFavourites } from '../api/get-user-favourites';
import { useUserName } from '../api/get-user-name';
import { usePageParam } from '../use-page-param';

const column = createDataTableColumnHelper<Favourite>();
const linkClass = cn('font-medium text-emerald-800 underline underline-offset-2', focusRing);
const noSorting: [] = [];

/** /admin/users/{id}/favourites: what one user saved, newest first, paged on the server. */
export function AdminUserFavouritesPage() {
  const { id = '' } = useParams();
  const [page, setPage] = usePageParam();
  const name = useUserName(id);
  const favourites = useUserFavourites(id, page, PAGE_SIZE_DEFAULT);
  const { language } = usePreferences();
  const title = name.data ? `Favourites of ${name.data}` : 'User favourites';
  usePageTitle(name.data ? title : undefined);
  // An id that is not an account (404, or 400 when malformed): nothing to retry.
  const status = (name.error as { response?: { status?: number } } | null)?.response?.status;
  const missing = status === 404 || status === 400;

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor((f) => f.listing.title, {
          id: 'title',
          header: 'Listing',
          enableSorting: false,
          cell: ({ row }) => (
            <Link to={`/properties/${row.original.listing.id}`} className={linkClass}>
              {row.original.listing.title}
            </Link>
          ),
        }),
        column.accessor((f) => f.listing.kind, {
          id: 'kind',
          header: 'Kind',
          enableSorting: false,
          cell: (c) => KIND_LABELS[c.getValue()],
        }),
        column.accessor((f) => f.listing.price, {
          id: 'price',
          header: 'Price',
          enableSorting: false,
          cell: (c) =>
            formatMoney(
              { amountMinor: c.getValue().amount, currency: c.getValue().currency },
              { language },
            ),
        }),
        column.accessor((f) => f.listing.place?.label ?? '', {
          id: 'place',
          header: 'Place',
          enableSorting: false,
        }),
        column.accessor((f) => f.listing.status, {
          id: 'status',
          header: 'Status',
          enableSorting: false,
        }),
        column.accessor('savedAt', {
          header: 'Saved',
          enableSorting: false,
          cell: (c) => (
            <span className="whitespace-nowrap">{formatDate(c.getValue(), { language })}</span>
          ),
        }),
      ]),
    [language],
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        <div className="flex gap-3">
          <Link to={`/admin/users/${encodeURIComponent(id)}/info`} className={linkClass}>
            User info
          </Link>
          <Link to="/admin/users" className={linkClass}>
            All users
          </Link>
        </div>
      </div>
      <Card>
        <DataTable
          caption={title}
          columns={columns}
          data={missing ? [] : (favourites.data?.data ?? [])}
          total={missing ? 0 : (favourites.data?.total ?? 0)}
          pageIndex={page - 1}
          pageSize={PAGE_SIZE_DEFAULT}
          onPageChange={(index) => setPage(index + 1)}
          sorting={noSorting}
          onSortingChange={() => undefined}
          isLoading={favourites.isPending}
          error={missing ? 'This user does not exist.' : favourites.isError}
          onRetry={() => void favourites.refetch()}
          emptyMessage="This user has no favourites."
          getRowId={(f) => f.listing.id}
          getRowLabel={(f) => f.listing.title}
        />
      </Card>
    </div>
  );
}
