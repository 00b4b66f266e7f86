import { describe, expect, test } from 'vitest';
import type { Listing } from '@afrinest/contract';
import { photoOf } from '@/components/photo/photo-fixtures';
import { listingStructuredData } from './listing-json-ld';

/** What the structured data reads of a listing; the rest is left out. */
const listing = {
  title: 'Family bungalow in Ntinda',
  description: '',
  price: { amount: 750_000_000, currency: 'UGX' },
  purpose: 'SALE',
  place: null,
  address: null,
  latitude: null,
  longitude: null,
  createdAt: '2026-01-01T00:00:00Z',
  publishedAt: null,
  cover: null,
} as unknown as Listing;
const URL = 'https://afrinest.test/properties/1';

describe('listing structured data', () => {
  test("lists every photo's JPEG, cover first, or the widest WebP of a photo without one", () => {
    const photos = [photoOf(1), photoOf(2, { jpeg: null }), photoOf(3)];
    const data = listingStructuredData({ ...listing, cover: photos[0]!, photos }, URL);
    expect(data.image).toEqual([
      'https://api.test/media/public/p1/1280.jpg',
      'https://api.test/media/public/p2/1920.webp',
      'https://api.test/media/public/p3/1280.jpg',
    ]);
  });

  test('a listing without its photo list (a search result) names its cover', () => {
    const data = listingStructuredData({ ...listing, cover: photoOf(4) }, URL);
    expect(data.image).toEqual(['https://api.test/media/public/p4/1280.jpg']);
  });

  test('no photos, no image', () => {
    const data = listingStructuredData({ ...listing, photos: [] }, URL);
    expect(data.image).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain('"image"');
  });
});
