import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, Favourite, Listing } from '@afrinest/contract';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { listingOf } from '@/app/testing/listing-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const saved = (listing: Listing, day: number): Favourite => ({
  listing,
  savedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

/** A server-side favourites list that the toggle really changes, newest first, paged. */
function answerFavourites(initial: Favourite[]) {
  let list = [...initial];
  api.on('GET /favorites', (r: SeenRequest) => {
    const page = Number(r.query.get('page') ?? 1);
    const size = Number(r.query.get('pageSize') ?? 20);
    return {
      body: {
        data: list.slice((page - 1) * size, page * size),
        total: list.length,
        page,
        pageSize: size,
      },
    };
  });
  api.on('GET /favorites/ids', () => ({ body: { data: list.map((f) => f.listing.id) } }));
  for (const f of initial)
    api.on(`POST /favorites/${f.listing.id}`, () => {
      list = list.filter((x) => x.listing.id !== f.listing.id);
      return { body: { favourite: false } };
    });
}

describe('/user/favourites', () => {
  test('lists my favourites as cards; un-saving one takes it off the list', async () => {
    signInAs(api, profileFor('USER'));
    const [a, b] = [listingOf(1), listingOf(2, { title: 'Serviced flat in Naguru' })];
    answerFavourites([saved(b, 20), saved(a, 10)]);
    renderApp('/user/favourites');

    const list = await screen.findByRole('list', { name: 'Your favourites' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: b.title }).getAttribute('href')).toBe(
      `/properties/${b.id}`,
    );
    expect(screen.getByText('2 saved listings')).toBeTruthy();

    const heart = await within(list).findByRole('button', {
      name: `Remove ${b.title} from favourites`,
    });
    await userEvent.click(heart);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(within(list).queryByRole('link', { name: b.title })).toBeNull();
    expect(api.requests.some((r) => r.method === 'POST' && r.path === `/favorites/${b.id}`)).toBe(
      true,
    );
  });

  test('with none saved: says so and links to the properties', async () => {
    signInAs(api, profileFor('USER'));
    answerFavourites([]);
    renderApp('/user/favourites');
    await screen.findByText('No favourites yet');
    expect(screen.getByRole('link', { name: 'Browse properties' }).getAttribute('href')).toBe(
      '/properties',
    );
  });

  test('pages with Previous and Next, the page kept in the address', async () => {
    signInAs(api, profileFor('USER'));
    const many = Array.from({ length: 14 }, (_, i) =>
      saved(listingOf(i + 1, { title: `Saved home ${i + 1}` }), 28 - i),
    );
    answerFavourites(many);
    const { router } = renderApp('/user/favourites');
    const list = await screen.findByRole('list', { name: 'Your favourites' });
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Saved home 14' });
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });
});

describe('/admin/users/{id}/favourites', () => {
  const USER_ID = '33333333-3333-4333-8333-333333333333';
  const user: AdminUser = {
    id: USER_ID,
    email: 'grace@example.ug',
    name: 'Grace Atim',
    role: 'USER',
    agencyId: null,
    country: 'Uganda',
    region: null,
    emailVerified: true,
    status: 'ACTIVE',
    suspendedReason: null,
    suspendedAt: null,
    createdAt: '2026-10-01T08:00:00.000Z',
    lastSignInAt: null,
  };

  test("shows the user's favourites in a table, with the user's name in the title", async () => {
    signInAs(api, profileFor('AFRI_ADMIN'));
    api.on(`GET /api/admin/users/${USER_ID}`, { body: user });
    const plot = listingOf(5, { title: 'Titled plot in Ntinda', kind: 'land' });
    api.on(`GET /api/admin/users/${USER_ID}/favourites`, {
      body: { data: [saved(plot, 12)], total: 1, page: 1, pageSize: 20 },
    });
    renderApp(`/admin/users/${USER_ID}/favourites`);
    await screen.findByRole('heading', { level: 1, name: 'Favourites of Grace Atim' });
    await waitFor(() => expect(document.title).toBe('Favourites of Grace Atim | AfriNest'));
    const table = screen.getByRole('table', { name: 'Favourites of Grace Atim' });
    const row = within(table).getByRole('link', { name: plot.title }).closest('tr')!;
    expect(within(row).getByRole('link', { name: plot.title }).getAttribute('href')).toBe(
      `/properties/${plot.id}`,
    );
    expect(within(row).getByText('Land')).toBeTruthy();
    expect(within(row).getByText(/USh\s850,000,000/)).toBeTruthy();
    expect(within(row).getByText('12 November 2026')).toBeTruthy();
  });
});
