import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toListingSummary, type HomeListings } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults } from '@/app/testing/fixtures';
import { listingOf } from '@/app/testing/listing-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const house = toListingSummary(listingOf(1, { title: 'Bungalow in Ntinda' }));
const flat = toListingSummary(listingOf(2, { kind: 'apartment', title: 'Flat in Kololo' }));
const plot = toListingSummary(listingOf(3, { kind: 'land', title: 'Plot in Kira' }));

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  api.on('GET /api/properties/places', { body: { country: null, regions: [], cities: [] } });
});
afterEach(() => settleApp());
afterAll(() => api.close());

const titlesIn = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('link')
    .map((a) => a.textContent)
    .filter((t) => [house.title, flat.title, plot.title].includes(t ?? ''));

describe('home page sections (issue 39)', () => {
  test('draws featured, latest and plots from one answer that never repeats a listing', async () => {
    const home: HomeListings = { featured: [house], latest: [flat], plots: [plot] };
    api.on('GET /api/properties/home', { body: home });
    renderApp('/');
    await screen.findByRole('link', { name: plot.title });
    expect(titlesIn('Featured')).toEqual([house.title]);
    expect(titlesIn('Latest listings')).toEqual([flat.title]);
    expect(titlesIn('Plots of land')).toEqual([plot.title]);
    // One question for the three sections: the server keeps them apart and photos first.
    const listingPaths = api.requests
      .map((r) => r.path)
      .filter((p) => p.startsWith('/api/properties') || p.startsWith('/api/plots'));
    expect(listingPaths.filter((p) => p !== '/api/properties/places')).toEqual([
      '/api/properties/home',
    ]);
  });

  test('without featured listings the first section is "Latest listings"', async () => {
    api.on('GET /api/properties/home', { body: { featured: [], latest: [flat], plots: [] } });
    renderApp('/');
    await screen.findByRole('link', { name: flat.title });
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    expect(titlesIn('Latest listings')).toEqual([flat.title]);
  });
});
