import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { formatMoney } from '@/lib/format';
import { dashboardOf, totalsOf } from '@/features/admin-statistics/testing/statistics-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  signInAs(api, profileFor('AFRI_ADMIN'));
});
afterEach(settleApp);
afterAll(() => api.close());

// As the page draws it (Intl puts a no-break space after the symbol; queries read it as one).
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { language: 'en' }).replace(/\s+/g, ' ');
const region = (name: string) => screen.getByRole('region', { name });
const hrefOf = (link: HTMLElement) => link.getAttribute('href');
const follows = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('/admin', () => {
  test('shows what needs attention first, then figure cards that lead to their sections', async () => {
    api.on('GET /api/admin/dashboard', { body: dashboardOf() });
    const user = userEvent.setup();
    const { router } = renderApp('/admin');

    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    const glance = region('At a glance');
    const sections = region('All sections');
    expect(follows(attention, glance)).toBe(true);
    expect(follows(glance, sections)).toBe(true);
    expect(
      within(attention)
        .getAllByRole('link')
        .map((link) => [link.textContent, hrefOf(link)]),
    ).toEqual([
      ['2 Held payments', '/admin/agency-package-purchases?held=true'],
      ['5 Payments pending for over an hour', '/admin/agency-package-purchases?status=PENDING'],
      ['3 Agency requests waiting', '/admin/broker-agencies?status=PENDING'],
      ['4 Subscriptions ending within 7 days', '/admin/subscription?view=expiring'],
    ]);

    const cards: [string, string, string[]][] = [
      ['Users', '/admin/statistics/users', ['1,204', '37']],
      ['Listings', '/admin/statistics/properties', ['812', '40', '19', '66']],
      ['Agencies', '/admin/broker-agencies', ['58', '3']],
      [
        'Revenue this month',
        '/admin/statistics/purchase-operations',
        [money(3_540_000, 'UGX'), money(4_999, 'USD')],
      ],
      ['Logins today', '/admin/statistics/logins', ['141', '9']],
      ['API calls today', '/admin/statistics/api-calls', ['25,310']],
    ];
    for (const [title, path, figures] of cards) {
      const card = within(glance).getByRole('region', { name: title });
      expect(hrefOf(within(card).getByRole('link', { name: title }))).toBe(path);
      for (const figure of figures) expect(within(card).getByText(figure)).toBeTruthy();
    }

    // The small charts carry the last 14 days (their numbers are in the chart's hidden table).
    const usersCard = within(glance).getByRole('region', { name: 'Users' });
    const trend = await within(usersCard).findByRole('table', { name: 'New users, last 14 days' });
    expect(within(trend).getAllByRole('row')).toHaveLength(15);
    const lastDay = within(trend).getByRole('row', { name: /2026-12-02/ });
    expect(within(lastDay).getByRole('cell').textContent).toBe('8');

    // Every section stays one click away under the cards.
    expect(hrefOf(within(sections).getByRole('link', { name: /^Statistics/ }))).toBe(
      '/admin/statistics',
    );
    expect(hrefOf(within(sections).getByRole('link', { name: /^Monthly analytics/ }))).toBe(
      '/admin/monthly-analytics',
    );

    await user.click(within(usersCard).getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'User statistics' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/statistics/users');
  });

  test('says when the figures cannot load, and keeps the sections', async () => {
    api.on('GET /api/admin/dashboard', {
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Boom' } },
    });
    renderApp('/admin');
    expect(await screen.findByText('Failed to load data')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    expect(within(region('All sections')).getAllByRole('link').length).toBeGreaterThan(20);
  });
});

describe('/admin/statistics', () => {
  test('shows the totals as cards leading to the five detail screens', async () => {
    api.on('GET /api/admin/statistics', { body: totalsOf() });
    renderApp('/admin/statistics');
    const cards: [string, string, string[]][] = [
      ['User statistics', '/admin/statistics/users', ['1,204']],
      ['Property statistics', '/admin/statistics/properties', ['937', '812']],
      ['Login statistics', '/admin/statistics/logins', ['48,210', '1,377']],
      ['API call statistics', '/admin/statistics/api-calls', ['9,120,400']],
      [
        'Purchase operations',
        '/admin/statistics/purchase-operations',
        ['311', money(46_500_000, 'UGX')],
      ],
    ];
    await screen.findByRole('region', { name: 'User statistics' });
    for (const [title, path, figures] of cards) {
      const card = region(title);
      expect(hrefOf(within(card).getByRole('link', { name: title }))).toBe(path);
      for (const figure of figures) expect(within(card).getByText(figure)).toBeTruthy();
    }
    expect(hrefOf(screen.getByRole('link', { name: 'see them month by month' }))).toBe(
      '/admin/monthly-analytics',
    );
  });

  test('says when the totals cannot load', async () => {
    api.on('GET /api/admin/statistics', {
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Boom' } },
    });
    renderApp('/admin/statistics');
    expect(await screen.findByText('Failed to load data')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'User statistics' })).toBeNull(),
    );
  });
});
