import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toListingSummary } from '@afrinest/contract';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults } from '@/app/testing/fixtures';
import { listingOf } from '@/app/testing/listing-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

/** Forty listings in all, three of them to rent: the total follows the purpose asked. */
const totalFor = (query: URLSearchParams) => (query.get('purpose') === 'RENT' ? 3 : 40);
const searches = () => api.requests.filter((r) => r.path === '/api/properties');
const lastSearch = (): SeenRequest => searches().at(-1)!;

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  api.on('GET /api/properties', (r) => ({
    body: {
      data: [toListingSummary(listingOf(1))],
      total: totalFor(r.query),
      page: 1,
      pageSize: 12,
    },
  }));
});
afterEach(() => settleApp());
afterAll(() => api.close());

describe('search on a phone (issue 39)', () => {
  test('filters in a sheet: "Show N results" counts the filters being edited, and applies them', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/properties');
    await screen.findByText('40 properties');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('button', { name: 'Show 40 results' })).toBeTruthy();

    await user.selectOptions(within(sheet).getByLabelText('Buy or rent'), 'RENT');
    // Counted by the API for the filters in the sheet; the page's own search is not changed yet.
    const show = await within(sheet).findByRole('button', { name: 'Show 3 results' });
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('40 properties')).toBeTruthy();

    // Prices are grouped while typed and sent as digits.
    const max = within(within(sheet).getByRole('group', { name: 'Price' })).getByLabelText('Max');
    await user.type(max, '1000000000');
    expect((max as HTMLInputElement).value).toBe('1,000,000,000');
    await user.click(show);
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    await screen.findByText('3 properties');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('purpose')).toBe('RENT');
    expect(params.get('priceMax')).toBe('1000000000');
    expect(lastSearch().query.get('priceMax')).toBe('1000000000');
  });

  test('plots filter by tenure, Kibanja too (issue 46): the chip is sent as tenure=KIBANJA', async () => {
    api.on('GET /api/plots', (r) => ({
      body: {
        data: [toListingSummary(listingOf(2))],
        total: r.query.get('tenure') === 'KIBANJA' ? 2 : 40,
        page: 1,
        pageSize: 12,
      },
    }));
    const user = userEvent.setup();
    const { router } = renderApp('/plots');
    await screen.findByText('40 plots');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    const tenure = within(sheet).getByRole('group', { name: 'Tenure' });
    expect(
      within(tenure)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mailo', 'Freehold', 'Leasehold', 'Customary', 'Kibanja']);
    expect(within(tenure).getByText(/^Kibanja: an occupant's right/)).toBeTruthy();
    await user.click(within(tenure).getByRole('button', { name: 'Kibanja' }));
    await user.click(await within(sheet).findByRole('button', { name: 'Show 2 results' }));
    await screen.findByText('2 plots');
    expect(new URLSearchParams(router.state.location.search).get('tenure')).toBe('KIBANJA');
    const plots = api.requests.filter((r) => r.path === '/api/plots');
    expect(plots.at(-1)!.query.get('tenure')).toBe('KIBANJA');
  });

  test('closing the sheet leaves the search as it was', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/properties');
    await screen.findByText('40 properties');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    await user.selectOptions(within(sheet).getByLabelText('Buy or rent'), 'RENT');
    await within(sheet).findByRole('button', { name: 'Show 3 results' });
    await user.click(within(sheet).getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  test('sorting by price searches one purpose: buying unless renting was picked', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/properties');
    await screen.findByText('40 properties');
    await user.selectOptions(screen.getByLabelText('Sort'), 'price_asc');
    await waitFor(() => expect(lastSearch().query.get('sort')).toBe('price_asc'));
    expect(lastSearch().query.get('purpose')).toBe('SALE');
    expect(new URLSearchParams(router.state.location.search).get('purpose')).toBe('SALE');
    // The sheet offers buy or rent only: no "either" while sorting by price.
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const purpose = within(screen.getByRole('dialog', { name: 'Filters' })).getByLabelText(
      'Buy or rent',
    );
    expect(Array.from((purpose as HTMLSelectElement).options, (o) => o.value)).toEqual([
      'SALE',
      'RENT',
    ]);
  });
});
