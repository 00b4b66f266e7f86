import type { RowData } from '@tanstack/react-table';
import { cn, focusRing } from '@/components/ui/class-names';
import { ACTIONS_COLUMN_ID, actionsCellClass, type DataTableInstance } from './data-table-features';
import { SelectionCheckbox } from './selection-checkbox';

export interface DataTableHeaderProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  selectable: boolean;
  expandable: boolean;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const arrow = { asc: '▲', desc: '▼' } as const;

export function DataTableHeader<TData extends RowData>({
  table,
  selectable,
  expandable,
}: DataTableHeaderProps<TData>) {
  return (
    <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase">
      {table.getHeaderGroups().map((group, groupIndex) => (
        <tr key={group.id}>
          {/* Selection and expansion live outside the caller's columns, so their columns stay pure data. */}
          {expandable && (
            <th scope="col" className="w-10 px-2 py-2">
              <span className="sr-only">Details</span>
            </th>
          )}
          {selectable && (
            <th scope="col" className="w-10 px-2 py-2">
              {groupIndex === table.getHeaderGroups().length - 1 && (
                <SelectionCheckbox
                  label="Select all rows on this page"
                  checked={table.getIsAllPageRowsSelected()}
                  indeterminate={table.getIsSomePageRowsSelected()}
                  onChange={table.getToggleAllPageRowsSelectedHandler()}
                />
              )}
            </th>
          )}
          {group.headers.map((header) => {
            if (header.isPlaceholder) return <th key={header.id} colSpan={header.colSpan} />;
            const column = header.column;
            const sorted = column.getIsSorted();
            const canSort = column.getCanSort();
            return (
              <th
                key={header.id}
                scope="col"
                colSpan={header.colSpan}
                aria-sort={canSort ? (sorted ? ariaSort[sorted] : 'none') : undefined}
                className={cn(
                  'px-3 py-2 whitespace-nowrap',
                  column.id === ACTIONS_COLUMN_ID && actionsCellClass('bg-gray-50'),
                )}
              >
                {canSort ? (
                  <button
                    type="button"
                    onClick={column.getToggleSortingHandler()}
                    className={cn(
                      '-mx-1 inline-flex items-center gap-1 rounded px-1 py-1 uppercase hover:text-gray-900',
                      focusRing,
                    )}
                  >
                    <table.FlexRender header={header} />
                    <span
                      aria-hidden="true"
                      className={cn('text-[0.65rem]', !sorted && 'text-gray-400')}
                    >
                      {sorted ? arrow[sorted] : '↕'}
                    </span>
                  </button>
                ) : (
                  <table.FlexRender header={header} />
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
