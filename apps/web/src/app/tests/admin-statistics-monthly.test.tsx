import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { monthOf } from '@/features/admin-statistics/testing/statistics-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

// Only the clock's date is fixed (2026): timers and sockets run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 2, 12, 0));
  api.reset();
  clearApiCache();
  answerDefaults(api);
  signInAs(api, profileFor('AFRI_ADMIN'));
});
afterEach(async () => {
  await settleApp();
  vi.useRealTimers();
});
afterAll(() => api.close());

const MONTHLY = '/api/admin/analytics/monthly';
const yearsAsked = () =>
  api.requests.filter((r) => r.path === MONTHLY).map((r) => r.query.get('year'));

function answerByYear() {
  api.on(`GET ${MONTHLY}`, (r) => {
    const year = r.query.get('year');
    if (year === '2026')
      return {
        body: [monthOf(11), monthOf(1, { total_users: 1200, api_calls: 2_500_000 }), monthOf(2)],
      };
    if (year === '2023')
      return { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } };
    return { body: [] };
  });
}

describe('/admin/monthly-analytics', () => {
  test('shows the year’s months in a table, with the five years to choose from', async () => {
    answerByYear();
    renderApp('/admin/monthly-analytics');
    const table = await screen.findByRole('table', { name: 'Monthly analytics for 2026' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Month', 'Total Users', 'Logins', 'Properties', 'API Calls'],
      ['January', '1,200', '401', '21', '2,500,000'],
      ['February', '1,020', '402', '22', '102,000'],
      ['November', '1,110', '411', '31', '111,000'],
    ]);
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2025', '2024', '2023', '2022']);
    expect(yearsAsked()).toEqual(['2026']);
  });

  test('a year with no data says so; a failed load says so', async () => {
    answerByYear();
    const user = userEvent.setup();
    const { router } = renderApp('/admin/monthly-analytics');
    await screen.findByRole('table', { name: 'Monthly analytics for 2026' });
    const year = screen.getByRole('combobox', { name: 'Year' });

    await user.selectOptions(year, '2024');
    expect(await screen.findByText('No analytics data for this year.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(router.state.location.search).toBe('?year=2024');

    await user.selectOptions(year, '2023');
    expect(await screen.findByText('Failed to fetch analytics')).toBeTruthy();
    await waitFor(() => expect(yearsAsked().slice(0, 3)).toEqual(['2026', '2024', '2023']));
  });
});
