import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Listing } from '@afrinest/contract';
import { DEFAULT_PREFERENCES, POST_LOGIN_REDIRECT_KEY, toListingSummary } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { photoOf } from '@/components/photo/photo-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { ListingCard } = await import('./listing-card');
const { clearApiCache } = await import('@/lib/api-client');
const { authStorage } = await import('@/lib/storage');
const { preferencesStore } = await import('@/lib/format-preferences');

const base: Listing = {
  id: '0b9a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  kind: 'house',
  purpose: 'SALE',
  rentPeriod: null,
  title: 'Family bungalow in Ntinda',
  description: '',
  price: { amount: 750_000_000, currency: 'UGX' },
  negotiable: false,
  bedrooms: 3,
  bathrooms: 2,
  floorArea: { unit: 'sqm', value: 210, widthFt: null, lengthFt: null, squareMetres: 210 },
  landSize: null,
  land: null,
  features: [],
  location: {},
  place: {
    id: 'a',
    level: 'area',
    name: 'Ntinda',
    slug: 'ntinda',
    latitude: null,
    longitude: null,
    label: 'Ntinda, Nakawa, Kampala, Central Region, Uganda',
    chain: [
      { id: 'a', level: 'area', name: 'Ntinda', slug: 'ntinda', latitude: null, longitude: null },
      { id: 'c', level: 'city', name: 'Kampala', slug: 'kampala', latitude: null, longitude: null },
      {
        id: 'r',
        level: 'region',
        name: 'Central Region',
        slug: 'c',
        latitude: null,
        longitude: null,
      },
    ],
    selection: {
      countryId: null,
      regionId: 'r',
      subRegionId: null,
      districtId: null,
      cityId: 'c',
      areaId: 'a',
    },
  },
  latitude: null,
  longitude: null,
  address: null,
  agent: null,
  agency: null,
  status: 'ACTIVE',
  featured: false,
  featuredUntil: null,
  viewCount: 0,
  enquiryCount: 0,
  distanceKm: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  publishedAt: '2026-01-01T00:00:00Z',
  cover: null,
};
/** Half an acre entered as 50 decimals, mailo, titled, featured: 160M UGX. */
const plot: Listing = {
  ...base,
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  kind: 'land',
  title: 'Half-acre plot on Gayaza Road',
  price: { amount: 160_000_000, currency: 'UGX' },
  bedrooms: null,
  bathrooms: null,
  floorArea: null,
  landSize: {
    unit: 'decimals',
    value: 50,
    widthFt: null,
    lengthFt: null,
    squareMetres: 2023.4282112,
  },
  land: {
    tenure: 'MAILO',
    leaseYears: null,
    titleStatus: 'TITLED',
    accessRoad: null,
    utilities: [],
  },
  featured: true,
};

let client: QueryClient;
beforeEach(() => {
  api.reset();
  clearApiCache();
  authStorage.clearToken();
  localStorage.removeItem(POST_LOGIN_REDIRECT_KEY);
  preferencesStore.set(DEFAULT_PREFERENCES);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  client.clear();
});
afterAll(() => api.close());

/**
 * happy-dom has no layout, so its IntersectionObserver never reports: cards are near the screen
 * unless a test says otherwise (farFromScreen), which then brings them near by hand.
 */
const realObserver = globalThis.IntersectionObserver;
function observeAs(intersecting: boolean) {
  const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  const margins: string[] = [];
  class FakeObserver {
    constructor(
      callback: (entries: { isIntersecting: boolean }[]) => void,
      init: { rootMargin: string },
    ) {
      callbacks.push(callback);
      margins.push(init.rootMargin);
    }
    observe() {
      if (intersecting) callbacks.at(-1)!([{ isIntersecting: true }]);
    }
    disconnect() {}
  }
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return { margins, scrollNear: () => callbacks.forEach((c) => c([{ isIntersecting: true }])) };
}
const farFromScreen = () => observeAs(false);
beforeEach(() => observeAs(true));
afterEach(() => {
  globalThis.IntersectionObserver = realObserver;
});

function show(listing: Listing, path = '/plots?tenure=MAILO', priority?: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/plots',
        element: <ListingCard listing={toListingSummary(listing)} priority={priority} />,
      },
      { path: '/login', element: <h1>Sign in</h1> },
      { path: '/properties/:id', element: <h1>Listing page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('ListingCard', () => {
  test('a house: price in its currency, place, rooms, floor area in m² for an acres reader', () => {
    show(base);
    const card = screen.getByRole('article');
    expect(within(card).getByTestId('listing-price').textContent).toMatch(/^USh\s?750,000,000$/);
    expect(within(card).getByText('Ntinda, Kampala')).toBeTruthy();
    expect(within(card).getByText('3 beds')).toBeTruthy();
    expect(within(card).getByText('2 baths')).toBeTruthy();
    expect(within(card).getByTestId('listing-size').textContent).toBe('210 m²');
    expect(within(card).getByRole('link', { name: base.title }).getAttribute('href')).toBe(
      `/properties/${base.id}`,
    );
    expect(within(card).queryByText('Featured')).toBeNull();
    expect(card.querySelector('[data-illustration="house"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  test('a rent says per what period', () => {
    show({
      ...base,
      purpose: 'RENT',
      rentPeriod: 'MONTH',
      price: { amount: 1250, currency: 'USD' },
    });
    expect(screen.getByTestId('listing-price').textContent).toMatch(/^US\$12\.50 \/ month$/);
    expect(screen.getByText('To rent')).toBeTruthy();
  });

  test('a plot: size in the reader’s unit with the size as entered, land badges, price per acre', () => {
    show(plot);
    expect(screen.getByTestId('listing-size').textContent).toBe('0.5 acres (50 decimals)');
    expect(screen.getByText('Mailo')).toBeTruthy();
    expect(screen.getByText('Titled')).toBeTruthy();
    expect(screen.getByText('Featured')).toBeTruthy();
    expect(screen.getByTestId('listing-price-per-unit').textContent).toMatch(
      /^USh\s?320,000,000 per acre$/,
    );
    expect(screen.getByRole('article').querySelector('[data-illustration="plot"]')).toBeTruthy();
  });

  test('a listing with photos shows its cover, lazily, from the 320 and 640 px files only', () => {
    show({ ...base, cover: photoOf(1) });
    const card = screen.getByRole('article');
    const img = within(card).getByRole('img', { name: base.title });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    const srcsets = Array.from(card.querySelectorAll('source')).map((s) => [
      s.getAttribute('type'),
      s.getAttribute('srcset'),
    ]);
    const at = (w: number, ext: string) => `https://api.test/media/public/p1/${w}.${ext} ${w}w`;
    expect(srcsets).toEqual([
      ['image/avif', `${at(320, 'avif')}, ${at(640, 'avif')}`],
      ['image/webp', `${at(320, 'webp')}, ${at(640, 'webp')}`],
    ]);
    // Sized for the grids: full width on phones, half from 640 px, at most 22.5rem from 1024.
    expect(card.querySelector('source')?.getAttribute('sizes')).toBe(
      '(min-width: 1024px) 22.5rem, (min-width: 640px) calc(50vw - 1.5rem), calc(100vw - 2rem)',
    );
    // In a fixed 3:2 box, as the drawing is: no layout shift when the photo arrives.
    expect(img.closest('article > div')?.className).toContain('aspect-[3/2]');
    expect(card.querySelector('[data-illustration]')).toBeNull();
  });

  test('the first card of a page loads its photo at once, with high priority', () => {
    show({ ...base, cover: photoOf(2) }, '/plots', true);
    const img = screen.getByRole('img', { name: base.title });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  test('a card far below the screen shows the placeholder until it comes near, then the photo', async () => {
    const near = farFromScreen();
    show({ ...base, cover: photoOf(3) });
    expect(screen.queryByRole('img', { name: base.title })).toBeNull();
    const placeholder = screen
      .getByRole('article')
      .querySelector<HTMLElement>('[data-photo-placeholder]');
    expect(placeholder?.style.backgroundImage).toBe(`url("${photoOf(3).placeholder}")`);
    expect(near.margins).toContain('400px');
    act(() => near.scrollNear());
    expect(await screen.findByRole('img', { name: base.title })).toBeTruthy();
  });

  test('without photos: the drawing of its kind, in the same box, and no img', () => {
    show(base);
    const card = screen.getByRole('article');
    expect(within(card).queryByRole('img')).toBeNull();
    expect(card.querySelector('[data-illustration="house"]')?.className).toContain('h-full');
    expect(card.querySelector('[data-illustration]')?.parentElement?.className).toContain(
      'aspect-[3/2]',
    );
  });

  test('a reader of decimals sees decimals alone and the price per decimal', () => {
    preferencesStore.set({ ...DEFAULT_PREFERENCES, areaUnit: 'decimals' });
    show(plot);
    expect(screen.getByTestId('listing-size').textContent).toBe('50 decimals');
    expect(screen.getByTestId('listing-price-per-unit').textContent).toMatch(
      /^USh\s?3,200,000 per decimal$/,
    );
  });
});

describe('FavouriteButton', () => {
  test('signed out: remembers the page and goes to sign in, asking the API nothing', async () => {
    const user = userEvent.setup();
    const router = show(plot);
    await user.click(screen.getByRole('button', { name: `Sign in to save ${plot.title}` }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(authStorage.getPostLoginRedirect()).toBe('/plots?tenure=MAILO');
    expect(api.requests).toEqual([]);
  });

  test('signed in: shows the saved heart from GET /favorites/ids and toggles with POST', async () => {
    authStorage.setToken('test-token');
    let favourite = true;
    api.on('GET /favorites/ids', () => ({ body: { data: favourite ? [plot.id] : [] } }));
    api.on(`POST /favorites/${plot.id}`, () => {
      favourite = !favourite;
      return { body: { favourite } };
    });
    const user = userEvent.setup();
    show(plot);
    const saved = await screen.findByRole('button', {
      name: `Remove ${plot.title} from favourites`,
    });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(api.requests[0]?.headers.authorization).toBe('Bearer test-token');

    await user.click(saved);
    const unsaved = await screen.findByRole('button', { name: `Save ${plot.title} to favourites` });
    expect(unsaved.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(favourite).toBe(false));
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/favorites/${plot.id}`,
    ]);
  });

  test('a failed toggle puts the heart back', async () => {
    authStorage.setToken('test-token');
    api.on('GET /favorites/ids', { body: { data: [] } });
    api.on(`POST /favorites/${plot.id}`, {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Listing not found.' } },
    });
    const user = userEvent.setup();
    show(plot);
    // Once the ids have arrived, so the heart has a state to go back to.
    await waitFor(() => expect(api.requests.map((r) => r.path)).toContain('/favorites/ids'));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await user.click(screen.getByRole('button', { name: `Save ${plot.title} to favourites` }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    const button = await screen.findByRole('button', { name: `Save ${plot.title} to favourites` });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
