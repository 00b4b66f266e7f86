import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toListingSummary } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults } from '@/app/testing/fixtures';
import { agentProfile, AGENT_ID, listingOf } from '@/app/testing/listing-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');
const { preferencesStore } = await import('@/lib/format-preferences');
const { DEFAULT_PREFERENCES } = await import('@afrinest/contract');

const house = listingOf(1);
const plot = listingOf(2, {
  kind: 'land',
  title: 'Leasehold plot in Kololo',
  bedrooms: null,
  bathrooms: null,
  floorArea: null,
  // "50×100 ft": 5,000 ft² = 464.5152 m² = 11.48 decimals.
  landSize: { unit: 'ft_plot', value: 5000, widthFt: 50, lengthFt: 100, squareMetres: 464.5152 },
  land: {
    tenure: 'LEASEHOLD',
    leaseYears: 49,
    titleStatus: 'TITLE_IN_PROCESS',
    accessRoad: 'MURRAM',
    utilities: ['ELECTRICITY', 'WATER'],
  },
});
const kibanja = listingOf(3, {
  ...plot,
  id: listingOf(3).id,
  title: 'Kibanja plot in Wakiso',
  land: {
    tenure: 'KIBANJA',
    leaseYears: null,
    titleStatus: 'UNTITLED',
    accessRoad: null,
    utilities: [],
  },
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  preferencesStore.set(DEFAULT_PREFERENCES);
  for (const l of [house, plot, kibanja]) {
    api.on(`GET /properties/${l.id}`, { body: l });
    api.on(`POST /api/properties/${l.id}/view`, { body: { counted: true, viewCount: 1 } });
  }
  api.on(`GET /api/brokers/${AGENT_ID}`, { body: agentProfile });
  api.on('GET /api/properties', { body: { data: [], total: 0, page: 1, pageSize: 7 } });
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

const section = (name: string) => screen.getByRole('region', { name });
const fact = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/properties/{id}', () => {
  test('shows the key facts of a house, its title as the page title, and counts one view', async () => {
    renderApp(`/properties/${house.id}`);
    await screen.findByRole('heading', { level: 1, name: house.title });
    await waitFor(() => expect(document.title).toBe(`${house.title} | AfriNest`));

    // As portals show it on a phone: the photo first, then the price, then the title.
    const heading = screen.getByRole('heading', { level: 1, name: house.title });
    const header = heading.closest('header') as HTMLElement;
    const price = within(header).getByText(
      (_, el) =>
        el?.tagName === 'P' && /^USh\s850,000,000 · negotiable$/.test(el.textContent ?? ''),
    );
    const photo = screen.getByText(/Illustration of a house/).closest('figure')!;
    const follows = (a: Node, b: Node) =>
      (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(photo, price)).toBe(true);
    expect(follows(price, heading)).toBe(true);
    const facts = section('Key facts');
    expect(fact(facts, 'Price')).toMatch(/^USh\s850,000,000 · negotiable$/);
    expect(fact(facts, 'For')).toBe('Sale');
    expect(fact(facts, 'Kind')).toBe('House');
    expect(fact(facts, 'Bedrooms')).toBe('4');
    expect(fact(facts, 'Bathrooms')).toBe('3');
    // The visitor reads land in acres (the default): floor areas stay in m², and the land is
    // converted, with the size as entered (decimals) beside it.
    expect(fact(facts, 'Floor area')).toBe('320 m²');
    expect(fact(facts, 'Land size')).toBe('0.25 acres (25 decimals)');
    // Land facts belong to land only.
    expect(screen.queryByRole('region', { name: 'Land facts' })).toBeNull();
    expect(within(section('Features')).getByText('Borehole')).toBeTruthy();
    expect(within(section('Location')).getByText('Plot 3, Acacia Avenue')).toBeTruthy();
    expect(
      within(section('Location'))
        .getByRole('link', { name: /full map/ })
        .getAttribute('href'),
    ).toBe(`/properties/${house.id}/map`);
    // No photos yet: one drawing, said to be one.
    expect(
      screen.getByText(/Illustration of a house: the agent has not added photos yet/),
    ).toBeTruthy();

    const views = () => api.requests.filter((r) => r.path === `/api/properties/${house.id}/view`);
    await waitFor(() => expect(views()).toHaveLength(1));
    const visitor = views()[0]!.headers['x-visitor-id']!;
    expect(visitor).toMatch(UUID);
    expect(localStorage.getItem('visitorId')).toBe(visitor);
  });

  test('shows land facts for land, and sizes in the unit the visitor chose with the original', async () => {
    preferencesStore.set({ ...DEFAULT_PREFERENCES, areaUnit: 'decimals' });
    renderApp(`/properties/${plot.id}`);
    await screen.findByRole('heading', { level: 1, name: plot.title });
    expect(fact(section('Key facts'), 'Plot size')).toBe('11.48 decimals (50×100 ft)');
    expect(fact(section('Key facts'), 'Kind')).toBe('Land');
    expect(within(section('Key facts')).queryByText('Bedrooms')).toBeNull();
    const land = section('Land facts');
    expect(fact(land, 'Tenure')).toBe('Leasehold');
    expect(fact(land, 'Lease')).toBe('49 years');
    expect(fact(land, 'Title')).toBe('Title in process');
    expect(fact(land, 'Access road')).toBe('Murram road');
    expect(fact(land, 'Utilities')).toBe('Electricity, Piped water');
  });

  test('names a kibanja as its tenure, untitled and without lease years (issue 46)', async () => {
    renderApp(`/properties/${kibanja.id}`);
    await screen.findByRole('heading', { level: 1, name: kibanja.title });
    const land = section('Land facts');
    expect(fact(land, 'Tenure')).toBe('Kibanja');
    expect(fact(land, 'Title')).toBe('Untitled');
    expect(within(land).queryByText('Lease')).toBeNull();
  });

  test('puts schema.org data for the listing on the page', async () => {
    const { container } = renderApp(`/properties/${house.id}`);
    await screen.findByRole('heading', { level: 1, name: house.title });
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!) as Record<string, never>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: house.title,
      offers: { '@type': 'Offer', price: 850_000_000, priceCurrency: 'UGX' },
      address: {
        addressLocality: 'Kololo',
        addressRegion: 'Central Region',
        addressCountry: 'Uganda',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 0.329, longitude: 32.595 },
    });
  });

  test('says a missing listing is no longer available, with a way back to search', async () => {
    const gone = '0b0c0d0e-0000-4000-8000-000000000000';
    api.on(`GET /properties/${gone}`, {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Listing not found.' } },
    });
    renderApp(`/properties/${gone}`);
    await screen.findByText('This listing is no longer available', { selector: 'p' });
    expect(screen.getByRole('link', { name: 'Search properties' }).getAttribute('href')).toBe(
      '/properties',
    );
    // Nothing counted for a page that shows no listing.
    expect(api.requests.some((r) => r.path.endsWith('/view'))).toBe(false);
  });

  test('without a share sheet: one Share icon button opens a WhatsApp share link and copy link', async () => {
    const user = userEvent.setup();
    const writeText = (text: string) => {
      copied.push(text);
      return Promise.resolve();
    };
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(`/properties/${house.id}`);
    await screen.findByRole('heading', { level: 1, name: house.title });
    // One icon button, named for screen readers; its choices show when it is pressed.
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button.textContent).toBe('');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /Share on WhatsApp/ })).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const url = `${window.location.origin}/properties/${house.id}`;
    const share = screen.getByRole('link', { name: /Share on WhatsApp/ });
    expect(share.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${house.title} ${url}`)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(copied).toEqual([url]));
    await screen.findByText('Link copied.');
  });

  test('a bar with Call and WhatsApp stays at the bottom of a phone; the contact card sticks beside the page on laptops', async () => {
    api.on(`POST /api/brokers/${AGENT_ID}/contact`, {
      body: { url: 'tel:+256772000001', agentId: AGENT_ID },
    });
    renderApp(`/properties/${house.id}`);
    const bar = await screen.findByRole('complementary', { name: 'Call or WhatsApp the agent' });
    // Stuck to the bottom of the screen on phones, hidden from lg up (the card is beside it).
    expect(bar.className).toMatch(/\bsticky\b/);
    expect(bar.className).toMatch(/\bbottom-0\b/);
    expect(bar.className).toMatch(/\blg:hidden\b/);
    const call = await within(bar).findByRole('link', { name: /^Call/ });
    expect(call.getAttribute('href')).toBe(agentProfile.phoneUrl);
    expect(
      within(bar)
        .getByRole('link', { name: /^WhatsApp/ })
        .getAttribute('href'),
    ).toBe(agentProfile.whatsappUrl);
    // A tap in the bar records the lead for this listing, as the card's own links do.
    const assign = window.location.assign;
    const opened: string[] = [];
    window.location.assign = (url: string | URL) => void opened.push(String(url));
    try {
      await userEvent.click(call);
      const contacts = () => api.requests.filter((r) => r.path.endsWith('/contact'));
      await waitFor(() => expect(contacts()).toHaveLength(1));
      expect(contacts()[0]!.body).toEqual({ channel: 'PHONE', listingId: house.id });
      await waitFor(() => expect(opened).toEqual(['tel:+256772000001']));
    } finally {
      window.location.assign = assign;
    }
    const card = screen.getByRole('region', { name: 'Contact the agent' });
    expect(card.parentElement!.className).toMatch(/\blg:sticky\b/);
  });

  test("with the phone's share sheet: one Share button that hands it the listing", async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
      configurable: true,
    });
    try {
      renderApp(`/properties/${house.id}`);
      await screen.findByRole('heading', { level: 1, name: house.title });
      expect(screen.queryByRole('link', { name: /Share on WhatsApp/ })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Share' }));
      expect(shared).toEqual([
        {
          title: house.title,
          text: house.title,
          url: `${window.location.origin}/properties/${house.id}`,
        },
      ]);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  test('the agent card contacts the agent about this listing and shows similar listings nearby', async () => {
    const neighbour = listingOf(3, { title: 'Family home near Kololo golf course' });
    // The API chooses similar ones (same kind and purpose, nearby, not the listing itself).
    api.on(`GET /api/properties/${house.id}/similar`, {
      body: { data: [neighbour].map(toListingSummary) },
    });
    api.on(`POST /api/brokers/${AGENT_ID}/contact`, {
      body: { url: 'https://wa.me/256772000001?text=About%20the%20house', agentId: AGENT_ID },
    });
    const open = window.open;
    // The new tab the WhatsApp tap opens at once (a browser API); the answered link goes into it.
    const tabs: { opener: unknown; location: { href: string } }[] = [];
    window.open = () => {
      const tab = { opener: window as unknown, location: { href: '' } };
      tabs.push(tab);
      return tab as unknown as Window;
    };
    try {
      renderApp(`/properties/${house.id}`);
      const agent = await screen.findByRole('region', { name: 'Contact the agent' });
      expect(
        (await within(agent).findByRole('link', { name: 'David Mugisha' })).getAttribute('href'),
      ).toBe(`/brokers/${AGENT_ID}`);
      expect(
        within(agent).getByRole('link', { name: 'Kampala Prime Properties' }).getAttribute('href'),
      ).toBe(`/agencies/${house.agency!.id}`);
      const wa = await within(agent).findByRole('link', { name: /^WhatsApp David Mugisha/ });
      await userEvent.click(wa);
      const contacts = () => api.requests.filter((r) => r.path.endsWith('/contact'));
      await waitFor(() => expect(contacts()).toHaveLength(1));
      expect(contacts()[0]!.body).toEqual({ channel: 'WHATSAPP', listingId: house.id });
      await waitFor(() =>
        expect(tabs.map((t) => t.location.href)).toEqual([
          'https://wa.me/256772000001?text=About%20the%20house',
        ]),
      );
      expect(tabs[0]!.opener).toBeNull();

      const similar = await screen.findByRole('region', { name: 'Similar nearby' });
      expect(within(similar).getByRole('link', { name: neighbour.title })).toBeTruthy();
      expect(api.requests.some((r) => r.path === `/api/properties/${house.id}/similar`)).toBe(true);
    } finally {
      window.open = open;
    }
  });
});

describe('/properties/{id}/map', () => {
  test('centres a full map on the listing with the listings nearby, and links back', async () => {
    const neighbour = listingOf(3, { kind: 'apartment', title: 'Flat on Acacia Avenue' });
    api.on('GET /api/properties', {
      body: { data: [house, neighbour].map(toListingSummary), total: 2, page: 1, pageSize: 51 },
    });
    renderApp(`/properties/${house.id}/map`);
    await screen.findByRole('heading', { level: 1, name: house.title });
    await waitFor(() => expect(document.title).toBe(`${house.title} on the map | AfriNest`));
    expect(screen.getByRole('link', { name: 'Back to the listing' }).getAttribute('href')).toBe(
      `/properties/${house.id}`,
    );
    await screen.findByText(/^1 other listing within 5 km/);
    const map = await screen.findByRole('region', {
      name: `Map of ${house.title} and listings nearby`,
    });
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2));
    // Every kind nearby, not only the same kind: this is a map of the neighbourhood.
    const search = api.requests.find((r) => r.path === '/api/properties')!;
    expect(search.query.get('radiusKm')).toBe('5');
    expect(search.query.get('kind')).toBeNull();
  });
});
