import {
  MEDIA_LIMIT_DEFAULTS,
  type MediaItem,
  type MediaList,
  type MediaUsage,
} from '@afrinest/contract';
import type { MediaTestApi } from './media-test-api';

export const LISTING_ID = '7e3f4a52-9c6d-4e8f-a0b1-2c3d4e5f6001';
export const LISTING_TITLE = 'Four-bedroom house in Kololo';

/** A READY photo as GET /api/media/{id}/media answers it; `n` makes its id and name. */
export const mediaItem = (n: number, over: Partial<MediaItem> = {}): MediaItem => {
  const id = `0000000${n}-1111-4111-8111-111111111111`;
  const url = (w: number, ext: string) => `http://media.test/${LISTING_ID}/${id}/${w}.${ext}`;
  return {
    id,
    listingId: LISTING_ID,
    uploadId: `0000000${n}-2222-4222-8222-222222222222`,
    status: 'READY',
    position: n - 1,
    caption: null,
    latitude: null,
    longitude: null,
    originalName: `photo-${n}.jpg`,
    originalBytes: 2_000_000,
    storedBytes: 2_400_000,
    width: 1600,
    height: 1067,
    placeholder: 'data:image/webp;base64,UklGRg==',
    webp: [320, 640, 1280, 1600].map((w) => ({ width: w, url: url(w, 'webp') })),
    avif: [320, 640, 1280, 1600].map((w) => ({ width: w, url: url(w, 'avif') })),
    jpeg: { width: 1280, url: url(1280, 'jpg') },
    error: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    processedAt: '2026-11-22T10:00:02.000Z',
    ...over,
  };
};

export const usageOf = (over: Partial<MediaUsage> = {}): MediaUsage => ({
  ...MEDIA_LIMIT_DEFAULTS,
  // An agency's photo entitlements (issue 41): a paid package's, say.
  storageQuotaBytes: 5 * 1024 * 1024 * 1024,
  imageQuota: 3_000,
  filesOnListing: 0,
  images: 0,
  storageBytes: 0,
  ...over,
});

export const mediaListOf = (photos: MediaItem[], usage: Partial<MediaUsage> = {}): MediaList => ({
  data: photos.map((p, position) => ({ ...p, position })),
  usage: usageOf({ filesOnListing: photos.length, ...usage }),
});

/** GET /properties/{id}: what the photo screens read of the listing. */
export const listingAnswer = (
  over: { latitude?: number | null; longitude?: number | null } = {},
) => ({
  id: LISTING_ID,
  title: LISTING_TITLE,
  latitude: 0.329,
  longitude: 32.595,
  ...over,
});

export const mediaPath = `/api/media/${LISTING_ID}/media`;
export const photoPath = (mediaId: string) => `/properties/${LISTING_ID}/media/${mediaId}`;

/** The listing, its photos and the agent profile, as the screens ask for them. */
export function answerListing(api: MediaTestApi, list: MediaList, listing = listingAnswer()) {
  api.on(`GET /properties/${LISTING_ID}`, { body: listing });
  api.on(`GET ${mediaPath}`, { body: list });
  api.on('GET /api/agent/profile', {
    body: {
      id: 'user-agent',
      name: 'Amina Nakato',
      email: 'agent@example.ug',
      role: 'AGENT',
      agencyId: '11111111-1111-4111-8111-111111111111',
      agencyName: 'Kampala Prime Properties',
      photoUrl: null,
      bio: '',
      languages: [],
      areasServed: [],
      phone: null,
      whatsapp: null,
      active: true,
    },
  });
}

/** A small file of a given type and size (the bytes are never read by the screens). */
export const fileOf = (name: string, type: string, bytes = 1_000) =>
  new File([new Uint8Array(bytes)], name, { type });
