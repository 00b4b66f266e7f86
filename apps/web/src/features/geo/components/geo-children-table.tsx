import { useMemo } from 'react';
import { Link } from 'react-router';
import type { AdminNode, AdminNodesPage } from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { Badge } from '@/components/ui';
import { childSummary, formatCentre } from '@/features/geo/geo-labels';

const helper = createDataTableColumnHelper<AdminNode>();
const linkClass = 'text-sky-800 underline hover:text-sky-900';

export interface GeoChildrenTableProps {
  page: AdminNodesPage | undefined;
  caption: string;
  pageIndex: number;
  onPageChange(index: number): void;
  isLoading: boolean;
  error?: unknown;
  onRetry(): void;
}

/** One page of places of a level: open one to see what lies inside it, or manage it. */
export function GeoChildrenTable(props: GeoChildrenTableProps) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: 'Name',
          enableSorting: false,
          cell: (c) => {
            const node = c.row.original;
            const hasChildren = Object.values(node.childCounts).some((n) => n > 0);
            return hasChildren ? (
              <Link to={`/admin/geo?node=${node.id}`} className={linkClass}>
                {node.name}
              </Link>
            ) : (
              node.name
            );
          },
        }),
        helper.display({
          id: 'kind',
          header: 'Kind',
          cell: (c) => {
            const node = c.row.original;
            if (node.enabled !== null)
              return (
                <Badge tone={node.enabled ? 'success' : 'neutral'}>
                  {node.enabled ? 'Enabled' : 'Disabled'}
                </Badge>
              );
            return node.kind ?? '—';
          },
        }),
        helper.display({
          id: 'children',
          header: 'Inside it',
          cell: (c) => childSummary(c.row.original.childCounts),
        }),
        helper.display({
          id: 'centre',
          header: 'Centre',
          cell: (c) => formatCentre(c.row.original.latitude, c.row.original.longitude),
        }),
        helper.display({
          id: 'manage',
          header: 'Actions',
          cell: (c) => (
            <Link
              to={`/admin/geo/manage?id=${c.row.original.id}`}
              className={linkClass}
              aria-label={`Manage ${c.row.original.name}`}
            >
              Manage
            </Link>
          ),
        }),
      ]),
    [],
  );
  return (
    <DataTable
      columns={columns}
      data={props.page?.data ?? []}
      total={props.page?.total ?? 0}
      pageIndex={props.pageIndex}
      pageSize={props.page?.pageSize ?? 25}
      onPageChange={props.onPageChange}
      sorting={[]}
      onSortingChange={() => {}}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      emptyMessage="No places here yet."
      getRowLabel={(row) => row.name}
      caption={props.caption}
    />
  );
}
