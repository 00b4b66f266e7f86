import {
  createColumnHelper,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { ColumnDef, ReactTable, Row, RowData } from '@tanstack/react-table';

/**
 * The TanStack Table v9 features every DataTable registers. Kept at module scope
 * because v9 needs a stable `features` object; no row-model slots are registered
 * because the server sorts and pages (manual mode), so the browser never holds
 * more than the page it shows.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowExpandingFeature,
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a DataTable. Build them with `createDataTableColumnHelper` for inferred cell types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

export type DataTableRow<TData extends RowData> = Row<DataTableFeatures, TData>;
export type DataTableInstance<TData extends RowData> = ReactTable<DataTableFeatures, TData>;

/**
 * Column helper typed for the DataTable's feature set, so sorting options
 * (`enableSorting`, `sortDescFirst`) type-check on column definitions.
 * Define columns at module scope or in useMemo: v9 rebuilds its models when they change.
 */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

/**
 * The column with this id holds a row's buttons (every table names it so). Its buttons keep
 * their labels on one line: squeezed to its narrowest, the column had broken "Change status" in
 * two and cut it at the table's edge. From tablet width up it stays at the table's right edge
 * while the other columns scroll sideways under it (a listing's Edit, Photos, Change status and
 * Delete were past the edge of an agent's table on a 1280 px screen); on a phone the whole table
 * scrolls, as a pinned column would leave the others a sliver.
 */
export const ACTIONS_COLUMN_ID = 'actions';

/** The classes of a cell of `ACTIONS_COLUMN_ID`, on the background of its row. */
export const actionsCellClass = (background: string) =>
  `[&_a]:whitespace-nowrap [&_button]:whitespace-nowrap md:sticky md:right-0 ${background} md:shadow-[inset_1px_0_0_var(--color-gray-200)]`;
