import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import {
  IMPORT_TEMPLATE_ROWS,
  importRequestSchema,
  toCsv,
  type ImportRequest,
} from '@afrinest/contract';
import { startHttpServer } from '@/lib/testing/http-server';

interface Seen {
  method: string;
  path: string;
  body: string;
}
type Answer = (request: ImportRequest) => { status: number; body: unknown };
let answer: Answer;
const server = await startHttpServer<Seen>({
  noKeepAlive: true,
  record: ({ method, url, body }) => ({ method, path: url, body }),
  answer: async ({ body }) => {
    const reply = answer(importRequestSchema.parse(JSON.parse(body)));
    return {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reply.body),
    };
  },
});
window.__AFRINEST_CONFIG__ = { apiUrl: server.url, productName: 'AfriNest' };
const { ListingImportPage } = await import('./listing-import-page');

/** Every row saved, with an id per row. */
const saveAll: Answer = ({ rows }) => ({
  status: 200,
  body: {
    results: rows.map((r) => ({ row: r.row, ok: true, id: `id-${r.row}` })),
    saved: rows.length,
    failed: 0,
  },
});

const house = IMPORT_TEMPLATE_ROWS[0]!;
const header = ['title', 'kind', 'purpose', 'price', 'city', 'area'];
const csvFile = (rows: string[][]) =>
  new File([toCsv([header, ...rows])], 'listings.csv', { type: 'text/csv' });
const goodRow = (i: number) => [
  `House number ${i}`,
  'house',
  'SALE',
  '100000000',
  'Kampala',
  'Kololo',
];

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ListingImportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  server.requests.length = 0;
  answer = saveAll;
});
afterAll(() => server.close());

describe('/agent/properties/import', () => {
  test('maps the columns, flags the bad row, sends the good rows in batches of 100', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('link', { name: 'template with example rows' })).toHaveProperty(
      'href',
      `${server.url}/api/properties/import/template`,
    );
    const rows = Array.from({ length: 150 }, (_, i) => goodRow(i + 1));
    rows.splice(3, 0, ['Bad house', 'house', 'SALE', 'lots', 'Kampala', 'Kololo']);
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      csvFile(rows),
    );

    await screen.findByText(/151 rows: 150 ready, 1 with errors/);
    expect((screen.getByRole('combobox', { name: /^Price/ }) as HTMLSelectElement).value).toBe('3');
    const table = screen.getByRole('table', { name: 'Preview of the rows to import' });
    const bad = within(table).getByText('Bad house').closest('tr')!;
    expect(bad.textContent).toContain('5'); // sheet row 5: header, then rows 2, 3, 4
    expect(bad.textContent).toContain('price: Enter a number.');

    await user.click(screen.getByRole('button', { name: 'Import 150 rows' }));
    await screen.findByText('150 saved, 1 failed.');
    const sent = server.requests.map((r) => importRequestSchema.parse(JSON.parse(r.body)).rows);
    expect(sent.map((batch) => batch.length)).toEqual([100, 50]);
    expect(sent.flat().map((r) => r.row)).not.toContain(5);
    expect(sent[0]![0]).toEqual({
      row: 2,
      values: {
        title: 'House number 1',
        kind: 'house',
        purpose: 'SALE',
        price: '100000000',
        city: 'Kampala',
        area: 'Kololo',
      },
    });
    expect(
      screen.getByRole('progressbar', { name: 'Imported' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(screen.getByText(/Row 5:/).parentElement!.textContent).toContain(
      'price: Enter a number.',
    );
  });

  test('reports the rows the server refused with its reasons, and a refused batch with its message', async () => {
    const user = userEvent.setup();
    answer = ({ rows }) => ({
      status: 200,
      body: {
        results: rows.map((r, i) =>
          i === 0
            ? { row: r.row, ok: false, errors: { area: ['Unknown area "Atlantis".'] } }
            : { row: r.row, ok: true, id: `id-${r.row}` },
        ),
        saved: rows.length - 1,
        failed: 1,
      },
    });
    renderPage();
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      csvFile([goodRow(1), goodRow(2)]),
    );
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    await screen.findByText('1 saved, 1 failed.');
    expect(screen.getByText(/Row 2:/).parentElement!.textContent).toContain(
      'area: Unknown area "Atlantis".',
    );

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    answer = () => ({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' } },
    });
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      csvFile([goodRow(1), [house.title!, 'house', 'SALE', '5', 'Kampala', 'Kololo']]),
    );
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    await screen.findByText('0 saved, 2 failed.');
    await waitFor(() =>
      expect(screen.getAllByText(/row: You do not have permission to do this\./)).toHaveLength(2),
    );
  });
});
