import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@afrinest/contract';
import type { SortingState } from '@tanstack/react-table';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table';
import { createDataTableColumnHelper } from './data-table-features';

type Property = { id: string; title: string; price: number };

const helper = createDataTableColumnHelper<Property>();
const columns = helper.columns([
  helper.accessor('title', { header: 'Title' }),
  helper.accessor('price', { header: 'Price' }),
  helper.display({ id: 'actions', header: 'Actions', cell: () => 'Edit' }),
]);

const rows: Property[] = [
  { id: 'a1', title: 'Kampala villa', price: 500 },
  { id: 'b2', title: 'Entebbe plot', price: 120 },
];

function setup(props: Partial<DataTableProps<Property>> = {}) {
  const handlers = { onPageChange: vi.fn(), onSortingChange: vi.fn() };
  render(
    <DataTable
      columns={columns}
      data={rows}
      total={25}
      pageIndex={0}
      pageSize={10}
      sorting={[]}
      getRowLabel={(row) => row.title}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('DataTable', () => {
  it('renders a row per item with its cells', () => {
    setup();
    const body = screen.getAllByRole('rowgroup')[1]!;
    const bodyRows = within(body).getAllByRole('row');
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[0]!).getByText('Kampala villa')).toBeTruthy();
    expect(within(bodyRows[1]!).getByText('120')).toBeTruthy();
  });

  it('shows the empty message when there are no rows', () => {
    setup({ data: [], total: 0, emptyMessage: 'No analytics data for this year.' });
    expect(screen.getByText('No analytics data for this year.')).toBeTruthy();
    expect(screen.getByText(/Page 1 of 1/)).toBeTruthy();
  });

  it('shows a loading state and marks the table busy', () => {
    setup({ data: [], isLoading: true });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('shows the contract message for an error and retries', async () => {
    const onRetry = vi.fn();
    setup({ error: new Error('Network Error'), onRetry });
    expect(screen.getByRole('alert').textContent).toContain(Messages.FAILED_DATA);
    expect(screen.queryByText('Kampala villa')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a given error message as is', () => {
    setup({ error: 'Failed to fetch analytics' });
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch analytics');
  });

  it('asks for a new sort when a header is clicked, and exposes aria-sort', async () => {
    const { onSortingChange } = setup();
    const titleHeader = screen.getByRole('columnheader', { name: /Title/ });
    expect(titleHeader.getAttribute('aria-sort')).toBe('none');
    expect(
      screen.getByRole('columnheader', { name: 'Actions' }).getAttribute('aria-sort'),
    ).toBeNull();
    await userEvent.click(within(titleHeader).getByRole('button'));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'title', desc: false }]);
  });

  it('reflects the controlled sorting and goes back to page 1 on a new sort', async () => {
    const { onSortingChange, onPageChange } = setup({
      sorting: [{ id: 'title', desc: false }],
      pageIndex: 1,
    });
    const titleHeader = screen.getByRole('columnheader', { name: /Title/ });
    expect(titleHeader.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(titleHeader).getByRole('button'));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'title', desc: true }]);
    expect(onPageChange).toHaveBeenCalledWith(0);
  });

  it('pages with Next and Previous, disabled at the edges', async () => {
    const first = setup({ pageIndex: 0 });
    expect(screen.getByText(/Page 1 of 3/)).toBeTruthy();
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' });
    expect(previous.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(first.onPageChange).toHaveBeenCalledWith(1);
  });

  it('disables Next on the last page and Previous goes back', async () => {
    const { onPageChange } = setup({ pageIndex: 2 });
    expect(screen.getByText(/Page 3 of 3/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('reports the ids of selected rows', async () => {
    const onRowSelectionChange = vi.fn();
    setup({ enableRowSelection: true, onRowSelectionChange });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Entebbe plot' }));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith(['b2']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onRowSelectionChange.mock.lastCall?.[0]).toEqual(expect.arrayContaining(['a1', 'b2']));
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Kampala villa' }).checked,
    ).toBe(true);
  });

  it('expands a row to show renderExpanded content', async () => {
    setup({ renderExpanded: (row) => <p>Details of {row.original.title}</p> });
    const toggle = screen.getByRole('button', { name: 'Show details for Kampala villa' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Details of Kampala villa')).toBeNull();
    await userEvent.click(toggle);
    const open = screen.getByRole('button', { name: 'Hide details for Kampala villa' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const details = screen.getByText('Details of Kampala villa');
    expect(details.closest('tr')?.id).toBe(open.getAttribute('aria-controls'));
    expect(screen.queryByText('Details of Entebbe plot')).toBeNull();
  });

  it('works as a controlled table end to end', async () => {
    function Harness() {
      const [sorting, setSorting] = useState<SortingState>([]);
      const [pageIndex, setPageIndex] = useState(0);
      return (
        <DataTable
          columns={columns}
          data={rows}
          total={25}
          pageIndex={pageIndex}
          pageSize={10}
          onPageChange={setPageIndex}
          sorting={sorting}
          onSortingChange={setSorting}
        />
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Page 2 of 3/)).toBeTruthy();
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Price/ })).getByRole('button'),
    );
    expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).not.toBe(
      'none',
    );
    expect(screen.getByText(/Page 1 of 3/)).toBeTruthy();
  });
});
