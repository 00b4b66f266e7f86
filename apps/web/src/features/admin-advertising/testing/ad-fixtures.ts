import type { Ad, AdEnquiry, AdFigures, ListingPhoto } from '@afrinest/contract';

/** A processed ad image as the media pipeline answers it (1200 × 250). */
export const imageOf = (n: number): ListingPhoto => {
  const base = `https://api.test/media/public/ad${n}`;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    width: 1200,
    height: 250,
    caption: null,
    placeholder:
      'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=',
    webp: [640, 1200].map((width) => ({ width, url: `${base}/${width}.webp` })),
    avif: [640, 1200].map((width) => ({ width, url: `${base}/${width}.avif` })),
    jpeg: { width: 1200, url: `${base}/1200.jpg` },
  };
};

export const adOf = (n: number, over: Partial<Ad> = {}): Ad => ({
  id: `7d1c7a52-3f0e-4b8e-9d6a-${String(n).padStart(12, '0')}`,
  name: `Ad ${n}`,
  advertiser: `Advertiser ${n}`,
  imageId: imageOf(n).id,
  image: imageOf(n),
  linkUrl: 'https://shop.example.com/offer',
  altText: `Offer ${n}`,
  slot: 'HOME_BANNER',
  pageKinds: [],
  regionIds: [],
  startsOn: '2027-01-01',
  endsOn: null,
  weight: 10,
  status: 'ACTIVE',
  live: true,
  createdAt: '2027-01-01T08:00:00.000Z',
  updatedAt: '2027-01-01T08:00:00.000Z',
  ...over,
});

export const listItemOf = (ad: Ad, figures: AdFigures) => ({ ...ad, figures });
export const pageOf = <T>(data: T[]) => ({ data, total: data.length, page: 1, pageSize: 20 });

export const enquiryOf = (n: number, over: Partial<AdEnquiry> = {}): AdEnquiry => ({
  id: `5c2e8f3a-1b4d-4e6f-8a9b-${String(n).padStart(12, '0')}`,
  name: `Sender ${n}`,
  company: 'Kampala Paints',
  email: `sender${n}@example.com`,
  phone: '',
  slots: ['HOME_BANNER'],
  message: 'We would like a banner for the holidays.',
  status: 'NEW',
  createdAt: '2027-01-02T09:30:00.000Z',
  ...over,
});
