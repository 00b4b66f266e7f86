import type { SortingState } from '@tanstack/react-table';
import type { SortOrder } from '@afrinest/contract';

/** What a feature's table of one server page at a time takes from its page. */
export interface PagedTableProps<Row> {
  page: { data: Row[]; total: number } | undefined;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number): void;
  isLoading: boolean;
  error: unknown;
  onRetry(): void;
}

/** The same, for a server that sorts by one key and order chosen in the table. */
export interface ServerTableProps<Row, Sort extends string> extends PagedTableProps<Row> {
  sort: Sort;
  order: SortOrder;
  onSortChange(sort: Sort | undefined, order: SortOrder | undefined): void;
}

// One empty sorting shared by every unsorted table, rather than a new [] on each render.
const unsorted: SortingState = [];
const ignoreSorting = () => undefined;

/**
 * DataTable's paging and loading props for a list in the server's own order (newest first, say):
 * no column sorts.
 */
export function pagedTableProps<Row>(props: PagedTableProps<Row>) {
  return {
    data: props.page?.data ?? [],
    total: props.page?.total ?? 0,
    pageIndex: props.pageIndex,
    pageSize: props.pageSize,
    onPageChange: props.onPageChange,
    sorting: unsorted,
    onSortingChange: ignoreSorting,
    isLoading: props.isLoading,
    error: props.error,
    onRetry: props.onRetry,
  };
}

/**
 * DataTable's paging, sorting and loading props for a server that sorts by one key and order:
 * the table's column id is the sort key, and a cleared sort passes `undefined` for both.
 */
export function serverTableProps<Row, Sort extends string>(props: ServerTableProps<Row, Sort>) {
  const { sort, order, onSortChange } = props;
  const sorting: SortingState = [{ id: sort, desc: order === 'desc' }];
  const onSortingChange = (next: SortingState) => {
    const first = next[0];
    onSortChange(first?.id as Sort | undefined, first ? (first.desc ? 'desc' : 'asc') : undefined);
  };
  return { ...pagedTableProps(props), sorting, onSortingChange };
}
