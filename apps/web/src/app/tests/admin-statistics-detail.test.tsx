import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatisticsMessages } from '@afrinest/contract';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { formatMoney } from '@/lib/format';
import { buildCsv, csvFileName } from '@/features/admin-statistics/lib/csv';
import { quickRange } from '@/features/admin-statistics/lib/date-range';
import { daysFrom, timeseriesOf } from '@/features/admin-statistics/testing/statistics-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

// Only the clock's date is fixed (noon, 2 December 2026, local time): timers and sockets run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 2, 12, 0));
  api.reset();
  clearApiCache();
  answerDefaults(api);
  signInAs(api, profileFor('ASSISTANT_ADMIN'));
});
afterEach(async () => {
  await settleApp();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => api.close());

const API_CALLS = '/api/admin/statistics/api-calls/timeseries';
const gets = (path: string): SeenRequest[] =>
  api.requests.filter((r) => r.method === 'GET' && r.path === path);
const lastQuery = (path: string) => Object.fromEntries(gets(path).at(-1)?.query ?? []);
const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
/** The totals beside the chart, as [label, figure] pairs. */
const totalsShown = () => {
  const group = screen.getByRole('group', { name: 'Totals for these days' });
  return [...group.querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent?.replace(/\s+/g, ' '),
  ]);
};
/** One row of a chart's hidden data table: the values of `day`. */
const chartRow = async (chart: string, day: string) => {
  const table = await screen.findByRole('table', { name: chart });
  const row = within(table).getByRole('row', { name: new RegExp(day) });
  return within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);
};

const week = daysFrom('2026-11-26', 7);
const month = daysFrom('2026-11-03', 30);
const methods = (labels: string[], scale: number) =>
  timeseriesOf(
    'api-calls',
    labels,
    [
      ['GET', 'GET', labels.map((_, i) => (i + 1) * scale)],
      ['POST', 'POST', labels.map(() => scale)],
      ['PUT', 'PUT', labels.map(() => 0)],
      ['PATCH', 'PATCH', labels.map(() => 1)],
      ['DELETE', 'DELETE', labels.map(() => 2)],
    ],
    [
      ['GET', 'GET', labels.length * 100 * scale],
      ['POST', 'POST', labels.length * scale],
      ['DELETE', 'DELETE', labels.length * 2],
      ['PUT_PATCH', 'PUT+PATCH', labels.length],
    ],
  );

describe('statistics detail screens', () => {
  test('open on the last 7 days; a quick-select changes the URL, the request, the chart and the totals', async () => {
    api.on(`GET ${API_CALLS}`, (r) => ({
      body: r.query.get('startDate') === '2026-11-26' ? methods(week, 10) : methods(month, 1000),
    }));
    const user = userEvent.setup();
    const { router } = renderApp('/admin/statistics/api-calls');

    expect(await screen.findByRole('heading', { name: 'API call statistics' })).toBeTruthy();
    await waitFor(() =>
      expect(lastQuery(API_CALLS)).toEqual({ startDate: '2026-11-26', endDate: '2026-12-02' }),
    );
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-11-26');
    expect(await chartRow('API calls per day', '2026-12-02')).toEqual(['70', '10', '0', '1', '2']);
    expect(totalsShown()).toEqual([
      ['GET', '7,000'],
      ['POST', '70'],
      ['DELETE', '14'],
      ['PUT+PATCH', '7'],
    ]);
    const quick = screen.getByRole('group', { name: 'Quick select' });
    expect(
      within(quick).getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await user.click(within(quick).getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(searchOf(router)).toEqual({ startDate: '2026-11-03', endDate: '2026-12-02' }),
    );
    await waitFor(() =>
      expect(lastQuery(API_CALLS)).toEqual({ startDate: '2026-11-03', endDate: '2026-12-02' }),
    );
    await waitFor(() => expect(totalsShown()[0]).toEqual(['GET', '3,000,000']));
    expect(totalsShown()[3]).toEqual(['PUT+PATCH', '30']);
    const table = screen.getByRole('table', { name: 'API calls per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(await chartRow('API calls per day', '2026-12-02')).toEqual([
      '30,000',
      '1,000',
      '0',
      '1',
      '2',
    ]);
    expect(
      within(quick).getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await user.click(within(quick).getByRole('button', { name: 'Last month' }));
    await waitFor(() =>
      expect(lastQuery(API_CALLS)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' }),
    );
  });

  test('the quick-select windows follow the local calendar', () => {
    const today = new Date(2026, 0, 15);
    expect(quickRange('This month', today)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-15',
    });
    expect(quickRange('Last month', today)).toEqual({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
    expect(quickRange('This year', today)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-15',
    });
    expect(quickRange('Last 30 days', today).startDate).toBe('2025-12-17');
  });

  test('an invalid window is said under its field as it is typed, and not sent', async () => {
    api.on(`GET ${API_CALLS}`, { body: methods(week, 10) });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/statistics/api-calls');
    await screen.findByRole('table', { name: 'API calls per day' });
    const sent = gets(API_CALLS).length;

    const end = screen.getByLabelText('End date');
    fireEvent.change(end, { target: { value: '2026-11-20' } });
    const backwards = await screen.findByText(StatisticsMessages.END_BEFORE_START);
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(end.getAttribute('aria-describedby')).toBe(backwards.id);
    expect(screen.queryByRole('table', { name: 'API calls per day' })).toBeNull();
    expect(searchOf(router)).toEqual({ startDate: '2026-11-26', endDate: '2026-11-20' });

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-01-01' } });
    expect(await screen.findByText(StatisticsMessages.TOO_LONG)).toBeTruthy();
    expect(screen.queryByText(StatisticsMessages.END_BEFORE_START)).toBeNull();
    expect(gets(API_CALLS)).toHaveLength(sent);

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(await screen.findByRole('table', { name: 'API calls per day' })).toBeTruthy();
    expect(screen.queryByText(StatisticsMessages.TOO_LONG)).toBeNull();
  });

  test('a window from a link is read from the URL and checked the same way', async () => {
    api.on(`GET ${API_CALLS}`, { body: methods(week, 10) });
    renderApp('/admin/statistics/api-calls?startDate=2026-12-05&endDate=2026-12-01');
    expect(await screen.findByText(StatisticsMessages.END_BEFORE_START)).toBeTruthy();
    expect(gets(API_CALLS)).toHaveLength(0);
  });

  test('purchase operations: counts in one chart, each currency in its own chart in major units', async () => {
    const days = daysFrom('2026-11-30', 3);
    api.on('GET /api/admin/statistics/purchases/timeseries', {
      body: timeseriesOf(
        'purchases',
        days,
        [
          ['MOBILE_MONEY', 'Mobile money', [3, 1, 0]],
          ['CARD', 'Card', [0, 1, 1]],
          ['BANK_TRANSFER', 'Bank transfer', [0, 0, 1]],
          ['succeeded', 'Succeeded', [2, 2, 1]],
          ['failed', 'Failed', [1, 0, 1]],
          ['amount_UGX', 'Paid (UGX)', [354_000, 0, 177_000]],
          ['amount_USD', 'Paid (USD)', [0, 4_999, 0]],
        ],
        [
          ['succeeded', 'Succeeded', 5],
          ['amount_UGX', 'Paid (UGX)', 531_000],
        ],
      ),
    });
    renderApp('/admin/statistics/purchase-operations?startDate=2026-11-30&endDate=2026-12-02');

    expect(await chartRow('Purchase operations per day', '2026-11-30')).toEqual([
      '3',
      '0',
      '0',
      '2',
      '1',
    ]);
    expect(await chartRow('Amount paid in UGX', '2026-11-30')).toEqual(['354,000']);
    expect(await chartRow('Amount paid in USD', '2026-12-01')).toEqual(['49.99']);
    const ugx = formatMoney({ amountMinor: 531_000, currency: 'UGX' }, { language: 'en' });
    expect(totalsShown()).toEqual([
      ['Succeeded', '5'],
      ['Paid (UGX)', ugx.replace(/\s+/g, ' ')],
    ]);
    expect(gets('/api/admin/statistics/purchases/timeseries')).toHaveLength(1);
  });

  test('properties: a window where nothing happened shows the empty state', async () => {
    const zeros = week.map(() => 0);
    api.on('GET /api/admin/statistics/properties/timeseries', {
      body: timeseriesOf('properties', week, [
        ['ACTIVE', 'Active', zeros],
        ['INACTIVE', 'Inactive', zeros],
        ['ARCHIVED', 'Archived', zeros],
        ['SOLD', 'SOLD', zeros],
      ]),
    });
    renderApp('/admin/statistics/properties');
    expect(await screen.findByText('Nothing recorded in these days.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  test('a series that cannot load says so', async () => {
    api.on('GET /api/admin/statistics/logins/timeseries', {
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Boom' } },
    });
    renderApp('/admin/statistics/logins');
    expect(await screen.findByText('Failed to load data')).toBeTruthy();
  });
});

describe('CSV download', () => {
  test('builds a header of the series names and one row per day', () => {
    const csv = buildCsv(
      ['2026-12-01', '2026-12-02'],
      [
        { key: 'GET', name: 'GET', values: [12, 30] },
        { key: 'x', name: 'PUT, "PATCH"', values: [1] },
      ],
    );
    expect(csv).toBe('date,GET,"PUT, ""PATCH"""\n2026-12-01,12,1\n2026-12-02,30,\n');
    expect(csvFileName('api-calls', '2026-11-26', '2026-12-02')).toBe(
      'api-calls-2026-11-26-to-2026-12-02.csv',
    );
    expect(csvFileName('purchase-operations', '2026-11-26', '2026-12-02', 'amount-usd')).toBe(
      'purchase-operations-amount-usd-2026-11-26-to-2026-12-02.csv',
    );
  });

  test('the button saves the chart it belongs to as a file', async () => {
    const days = daysFrom('2026-11-30', 2);
    api.on('GET /api/admin/statistics/logins/timeseries', {
      body: timeseriesOf('logins', days, [
        ['success', 'Successful', [40, 52]],
        ['failed', 'Failed', [3, 0]],
      ]),
    });
    const saved: { name: string; blob?: Blob }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', blob: blob as Blob });
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.at(-1)!.name = this.download;
    });
    const user = userEvent.setup();
    renderApp('/admin/statistics/logins?startDate=2026-11-30&endDate=2026-12-01');
    const chart = await screen.findByRole('region', { name: 'Sign-ins per day' });
    await user.click(within(chart).getByRole('button', { name: 'Download CSV' }));

    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('logins-2026-11-30-to-2026-12-01.csv');
    expect(await saved[0]!.blob!.text()).toBe(
      'date,Successful,Failed\n2026-11-30,40,3\n2026-12-01,52,0\n',
    );
  });
});
