export { DataTable, type DataTableProps } from './data-table';
export {
  createDataTableColumnHelper,
  dataTableFeatures,
  type DataTableColumnDef,
  type DataTableFeatures,
  type DataTableRow,
} from './data-table-features';
export type { SortingState } from '@tanstack/react-table';
export {
  pagedTableProps,
  serverTableProps,
  type PagedTableProps,
  type ServerTableProps,
} from './server-table';
export { useTableUrlState, type SortSchema, type TableUrlUpdate } from './use-table-url-state';
