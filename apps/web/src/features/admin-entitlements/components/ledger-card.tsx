import { useId, useState } from 'react';
import {
  LEDGER_KINDS,
  Messages,
  PAGE_SIZE_DEFAULT,
  type ItemRef,
  type LedgerKind,
  type LedgerOperation,
} from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { FilterField } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Card } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useAgencyLedger } from '@/features/admin-entitlements/api/get-agency-ledger';
import {
  formatDateTime,
  formatDay,
  formatDelta,
  grantSourceLabels,
  ledgerKindLabels,
} from '@/features/admin-entitlements/entitlement-labels';

const column = createDataTableColumnHelper<LedgerOperation>();

const columns = column.columns([
  column.accessor('createdAt', {
    header: 'When',
    enableSorting: false,
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
  }),
  column.accessor('kind', {
    header: 'What',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="flex flex-col">
        <span>{ledgerKindLabels[row.original.kind]}</span>
        {row.original.source && (
          <span className="text-xs text-gray-700">
            {grantSourceLabels[row.original.source]}
            {row.original.package && ` · ${row.original.package.name}`}
          </span>
        )}
      </div>
    ),
  }),
  column.accessor('postings', {
    header: 'Changes',
    enableSorting: false,
    cell: (c) => (
      <ul className="flex flex-col gap-0.5">
        {c.getValue().map((p, i) => (
          <li key={`${p.lotId}-${i}`} className="whitespace-nowrap">
            {p.item.name} {formatDelta(p.item, p.delta)}
            {p.agent && <span className="text-gray-700"> · {p.agent.name}</span>}
          </li>
        ))}
      </ul>
    ),
  }),
  column.accessor('reason', {
    header: 'Reason',
    enableSorting: false,
    cell: (c) => <span className="block max-w-64 break-words">{c.getValue() || '—'}</span>,
  }),
  column.accessor('actor', {
    header: 'Who',
    enableSorting: false,
    cell: (c) => c.getValue()?.name ?? 'System',
  }),
]);

/** One agency's ledger, newest first, paged on the server and filtered by item and kind. */
export function LedgerCard({ agencyId, items }: { agencyId: string; items: ItemRef[] }) {
  const id = useId();
  const [pageIndex, setPageIndex] = useState(0);
  const [itemId, setItemId] = useState('');
  const [kind, setKind] = useState<LedgerKind | ''>('');
  const ledger = useAgencyLedger({
    agencyId,
    page: pageIndex + 1,
    pageSize: PAGE_SIZE_DEFAULT,
    itemId: itemId || undefined,
    kind: kind || undefined,
  });
  return (
    <Card title="Ledger">
      <div className="flex flex-col gap-4">
        <div role="search" aria-label="Filter the ledger" className="grid gap-3 sm:grid-cols-2">
          <FilterField id={`${id}-item`} label="Item">
            <select
              id={`${id}-item`}
              value={itemId}
              onChange={(e) => {
                setItemId(e.target.value);
                setPageIndex(0);
              }}
              className={inputClass}
            >
              <option value="">All items</option>
              {items.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id={`${id}-kind`} label="Kind">
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as LedgerKind | '');
                setPageIndex(0);
              }}
              className={inputClass}
            >
              <option value="">All kinds</option>
              {LEDGER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {ledgerKindLabels[k]}
                </option>
              ))}
            </select>
          </FilterField>
        </div>
        <DataTable
          caption="Ledger entries"
          columns={columns}
          data={ledger.data?.data ?? []}
          total={ledger.data?.total ?? 0}
          pageIndex={pageIndex}
          pageSize={PAGE_SIZE_DEFAULT}
          onPageChange={setPageIndex}
          sorting={[]}
          onSortingChange={() => undefined}
          isLoading={ledger.isFetching}
          error={ledger.isError ? getErrorMessage(ledger.error, Messages.FAILED_DATA) : undefined}
          onRetry={() => void ledger.refetch()}
          emptyMessage="No ledger entries match these filters."
          getRowLabel={(op) => `${ledgerKindLabels[op.kind]} on ${formatDay(op.createdAt)}`}
          renderExpanded={(row) => (
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium text-gray-700">Request key</dt>
              <dd className="break-all">{row.original.idempotencyKey}</dd>
              {row.original.listingId && (
                <>
                  <dt className="font-medium text-gray-700">Listing</dt>
                  <dd className="break-all">{row.original.listingId}</dd>
                </>
              )}
              {row.original.postings.map((p, i) => (
                <div key={`${p.lotId}-${i}`} className="contents">
                  <dt className="font-medium text-gray-700">{p.item.name}</dt>
                  <dd>
                    {formatDelta(p.item, p.delta)} {p.agent ? `for ${p.agent.name}` : 'in the pool'}
                    , valid {formatDay(p.validFrom)} – {formatDay(p.validUntil)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        />
      </div>
    </Card>
  );
}
