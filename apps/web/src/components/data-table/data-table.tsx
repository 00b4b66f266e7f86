import { useCallback, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { functionalUpdate, useTable } from '@tanstack/react-table';
import type {
  ExpandedState,
  RowData,
  RowSelectionState,
  SortingState,
  Updater,
} from '@tanstack/react-table';
import { cn } from '@/components/ui/class-names';
import { dataTableFeatures } from './data-table-features';
import type { DataTableColumnDef, DataTableRow as Row } from './data-table-features';
import { DataTableHeader } from './data-table-header';
import { DataTablePagination } from './data-table-pagination';
import { DataTableRow } from './data-table-row';
import { DataTableStatusRow } from './data-table-status-row';

export interface DataTableProps<TData extends RowData> {
  /** Keep stable (module scope or useMemo): TanStack Table rebuilds its models when it changes. */
  columns: DataTableColumnDef<TData>[];
  /** The current page, already sorted and sliced by the server. */
  data: TData[];
  /** Number of rows on the server, for "Page X of Y". */
  total: number;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  isLoading?: boolean;
  /** A string is shown as is; any other truthy value shows Messages.FAILED_DATA. */
  error?: unknown;
  onRetry?: () => void;
  emptyMessage?: string;
  /** Stable row id (used for selection); defaults to `row.id`, then the row index. */
  getRowId?: (row: TData, index: number) => string;
  /** Name of a row for screen readers ("Select …", "Show details for …"); defaults to "row N". */
  getRowLabel?: (row: TData, index: number) => string;
  enableRowSelection?: boolean;
  /** Called with the ids of all selected rows (across pages) whenever the selection changes. */
  onRowSelectionChange?: (ids: string[]) => void;
  /** When given, each row gets a toggle button that shows this content below it. */
  renderExpanded?: (row: Row<TData>) => ReactNode;
  /** Accessible name of the table (a visually hidden caption). */
  caption?: string;
  className?: string;
}

function defaultRowId(row: RowData, index: number): string {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

/**
 * A table for server-side data (SPEC §2: sorting, row selection, expandable rows,
 * Previous/Next paging). Sorting and paging are controlled by the caller, who
 * puts them in the request; selection and expansion are view state kept here.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  total,
  pageIndex,
  pageSize,
  onPageChange,
  sorting,
  onSortingChange,
  isLoading = false,
  error,
  onRetry,
  emptyMessage = 'No results.',
  getRowId = defaultRowId,
  getRowLabel,
  enableRowSelection = false,
  onRowSelectionChange,
  renderExpanded,
  caption,
  className,
}: DataTableProps<TData>) {
  const idPrefix = useId();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const handleSelection = useCallback(
    (updater: Updater<RowSelectionState>) => {
      const next = functionalUpdate(updater, rowSelection);
      setRowSelection(next);
      onRowSelectionChange?.(Object.keys(next).filter((id) => next[id]));
    },
    [rowSelection, onRowSelectionChange],
  );

  const handleSorting = useCallback(
    (updater: Updater<SortingState>) => {
      onSortingChange(functionalUpdate(updater, sorting));
      // A new order makes the current page meaningless: go back to the first one.
      if (pageIndex !== 0) onPageChange(0);
    },
    [sorting, onSortingChange, pageIndex, onPageChange],
  );

  // One stable object per real change: v9 publishes controlled state by reference,
  // so a fresh `pagination` object on every render would look like a change each time.
  const pagination = useMemo(() => ({ pageIndex, pageSize }), [pageIndex, pageSize]);

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    rowCount: total,
    state: { sorting, pagination, rowSelection, expanded },
    onSortingChange: handleSorting,
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageIndex !== pageIndex) onPageChange(next.pageIndex);
    },
    onRowSelectionChange: handleSelection,
    onExpandedChange: setExpanded,
    // The server sorts and pages; the table only renders what it is given.
    manualSorting: true,
    manualPagination: true,
    autoResetPageIndex: false,
    enableMultiSort: false,
    enableRowSelection,
    getRowCanExpand: () => Boolean(renderExpanded),
  });

  const rows = table.getRowModel().rows;
  const leafColumns = table.getAllLeafColumns().length;
  const colSpan = leafColumns + (enableRowSelection ? 1 : 0) + (renderExpanded ? 1 : 0);
  const showStatus = Boolean(error) || rows.length === 0;
  const pageCount = Math.max(1, table.getPageCount());

  return (
    <div className={className}>
      {/* Horizontal scroll keeps wide tables usable on phones without breaking the page layout. */}
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table
          aria-busy={isLoading || undefined}
          className="min-w-full divide-y divide-gray-200 text-sm"
        >
          {caption && <caption className="sr-only">{caption}</caption>}
          <DataTableHeader
            table={table}
            selectable={enableRowSelection}
            expandable={Boolean(renderExpanded)}
          />
          <tbody
            className={cn(
              'divide-y divide-gray-200 bg-white',
              isLoading && !showStatus && 'opacity-60',
            )}
          >
            {showStatus ? (
              <DataTableStatusRow
                colSpan={colSpan}
                isLoading={isLoading}
                error={error}
                onRetry={onRetry}
                emptyMessage={emptyMessage}
              />
            ) : (
              rows.map((row) => (
                <DataTableRow
                  key={row.id}
                  table={table}
                  row={row}
                  label={
                    getRowLabel?.(row.original, row.index) ??
                    `row ${pageIndex * pageSize + row.index + 1}`
                  }
                  selectable={enableRowSelection}
                  renderExpanded={renderExpanded}
                  colSpan={colSpan}
                  idPrefix={idPrefix}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      <DataTablePagination
        pageIndex={pageIndex}
        pageCount={pageCount}
        total={total}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
      />
    </div>
  );
}
