import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAP_ZOOM_STORAGE_KEY, toListingSummary } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults } from '@/app/testing/fixtures';
import { listingOf } from '@/app/testing/listing-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const house = listingOf(1);
/** A map answer: a cluster of four around Kampala and one listing's marker. */
const mapAnswer = {
  items: [
    {
      type: 'cluster',
      lat: 0.33,
      lng: 32.59,
      count: 4,
      bounds: { south: 0.3, west: 32.55, north: 0.36, east: 32.62 },
    },
    {
      type: 'point',
      id: house.id,
      lat: 0.397,
      lng: 32.64,
      title: 'Plot in Kira',
      kind: 'land',
      purpose: 'SALE',
      price: { amount: 120_000_000, currency: 'UGX' },
    },
  ],
  total: 5,
};

const tiles = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLImageElement>('img.leaflet-tile'));

beforeEach(() => {
  api.reset();
  clearApiCache();
  localStorage.clear();
  answerDefaults(api);
  api.on('GET /api/properties/map', { body: mapAnswer });
  api.on('GET /api/properties', {
    body: { data: [toListingSummary(house)], total: 1, page: 1, pageSize: 12 },
  });
  api.on(`GET /properties/${house.id}`, { body: house });
});
afterEach(() => settleApp());
afterAll(() => api.close());

describe('the search as a map (issue 39)', () => {
  test("/properties?view=map counts the map's listings instead of 'Searching…' forever", async () => {
    renderApp('/properties?view=map');
    const map = await screen.findByRole('region', { name: 'Map of the results' });
    await waitFor(() => expect(map.textContent).toContain('5 listings in this area'));
    // The toolbar's count is the map's, the same five.
    await screen.findByText('5 properties');
    expect(screen.queryByText('Searching…')).toBeNull();
  });

  test('without tiles: the country outline, and a cluster still zooms in when pressed', async () => {
    renderApp('/properties?view=map');
    const map = await screen.findByRole('region', { name: 'Map of the results' });
    const cluster = await screen.findByTitle('4 listings here: zoom in');
    expect(map.querySelector('.map-country-outline')).toBeNull();
    act(() => {
      fireEvent.error(tiles(map)[0]!);
    });
    await waitFor(() => expect(map.querySelector('.map-country-outline')).not.toBeNull());
    expect(map.textContent).toContain('Map tiles unavailable offline');
    const zoom = Number(map.getAttribute('data-zoom'));
    fireEvent.click(cluster);
    await waitFor(() => expect(Number(map.getAttribute('data-zoom'))).toBeGreaterThan(zoom));
  });
});

describe('/properties/{id}/map (issue 39)', () => {
  test('opens at the remembered zoom and remembers a new one', async () => {
    localStorage.setItem(MAP_ZOOM_STORAGE_KEY, '15');
    renderApp(`/properties/${house.id}/map`);
    const map = await screen.findByRole('region', {
      name: `Map of ${house.title} and listings nearby`,
    });
    expect(map.getAttribute('data-zoom')).toBe('15');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
      await waitFor(() => expect(map.getAttribute('data-zoom')).toBe('16'));
      // Saved after the SPEC's 300 ms pause.
      act(() => {
        vi.advanceTimersByTime(400);
      });
      expect(localStorage.getItem(MAP_ZOOM_STORAGE_KEY)).toBe('16');
    } finally {
      vi.useRealTimers();
    }
  });
});
