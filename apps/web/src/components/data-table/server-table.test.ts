import { describe, expect, it, vi } from 'vitest';
import { pagedTableProps, serverTableProps } from './server-table';

const paging = {
  page: { data: [{ id: 'a' }], total: 31 },
  pageIndex: 2,
  pageSize: 10,
  onPageChange: vi.fn(),
  isLoading: false,
  error: undefined,
  onRetry: vi.fn(),
};

describe('pagedTableProps', () => {
  it('passes the page on, with no sorting, the same empty one each time', () => {
    const props = pagedTableProps(paging);
    expect(props).toMatchObject({ data: paging.page.data, total: 31, pageIndex: 2, pageSize: 10 });
    expect(props.sorting).toEqual([]);
    expect(pagedTableProps(paging).sorting).toBe(props.sorting);
  });

  it('shows an empty table while no page has come yet', () => {
    const props = pagedTableProps({ ...paging, page: undefined, isLoading: true });
    expect(props).toMatchObject({ data: [], total: 0, isLoading: true });
  });
});

describe('serverTableProps', () => {
  it('turns the sort key and order into the column sorting, and back', () => {
    const onSortChange = vi.fn();
    const props = serverTableProps({ ...paging, sort: 'name', order: 'desc', onSortChange });
    expect(props.sorting).toEqual([{ id: 'name', desc: true }]);
    expect(props.total).toBe(31);
    props.onSortingChange([{ id: 'createdAt', desc: false }]);
    props.onSortingChange([]);
    expect(onSortChange.mock.calls).toEqual([
      ['createdAt', 'asc'],
      [undefined, undefined],
    ]);
  });
});
