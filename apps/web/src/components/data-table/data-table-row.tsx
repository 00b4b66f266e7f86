import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { cn, focusRing } from '@/components/ui/class-names';
import {
  ACTIONS_COLUMN_ID,
  actionsCellClass,
  type DataTableInstance,
  type DataTableRow as Row,
} from './data-table-features';
import { SelectionCheckbox } from './selection-checkbox';

export interface DataTableRowProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  row: Row<TData>;
  /** Human name of the row for screen readers ("Select Kampala villa"). */
  label: string;
  selectable: boolean;
  renderExpanded?: (row: Row<TData>) => ReactNode;
  colSpan: number;
  idPrefix: string;
}

export function DataTableRow<TData extends RowData>({
  table,
  row,
  label,
  selectable,
  renderExpanded,
  colSpan,
  idPrefix,
}: DataTableRowProps<TData>) {
  const expanded = row.getIsExpanded();
  const selected = row.getIsSelected();
  // The row id may be a UUID; keep the DOM id valid and unique per table.
  const detailsId = `${idPrefix}-details-${row.index}`;
  return (
    <>
      <tr className={cn(selected && 'bg-emerald-50')}>
        {renderExpanded && (
          <td className="px-2 py-2 align-top">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              aria-label={`${expanded ? 'Hide' : 'Show'} details for ${label}`}
              onClick={row.getToggleExpandedHandler()}
              className={cn(
                'inline-flex h-8 w-8 items-center justify-center rounded hover:bg-gray-100',
                focusRing,
              )}
            >
              <span
                aria-hidden="true"
                className={cn('transition-transform', expanded && 'rotate-90')}
              >
                ▶
              </span>
            </button>
          </td>
        )}
        {selectable && (
          <td className="px-2 py-2 align-top">
            <SelectionCheckbox
              label={`Select ${label}`}
              checked={selected}
              disabled={!row.getCanSelect()}
              onChange={row.getToggleSelectedHandler()}
            />
          </td>
        )}
        {row.getAllCells().map((cell) => (
          <td
            key={cell.id}
            className={cn(
              'px-3 py-2 align-top text-gray-900',
              cell.column.id === ACTIONS_COLUMN_ID &&
                actionsCellClass(selected ? 'bg-emerald-50' : 'bg-white'),
            )}
          >
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
      {renderExpanded && expanded && (
        <tr id={detailsId} className="bg-gray-50">
          <td colSpan={colSpan} className="px-4 py-3">
            {renderExpanded(row)}
          </td>
        </tr>
      )}
    </>
  );
}
