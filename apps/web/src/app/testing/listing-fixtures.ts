import type { Listing, Place, PublicAgent } from '@afrinest/contract';

export const AGENCY_ID = '11111111-1111-4111-8111-111111111111';
export const AGENT_ID = '22222222-2222-4222-8222-222222222222';

/** Kololo with its chain, the place itself first, as the API answers a listing's place. */
export const kololo: Place = {
  id: '00000000-0000-4000-8000-000000000014',
  level: 'area',
  name: 'Kololo',
  slug: 'kololo',
  latitude: 0.33,
  longitude: 32.59,
  label: 'Kololo, Kampala Central, Kampala, Central Region, Uganda',
  chain: [
    {
      id: '00000000-0000-4000-8000-000000000014',
      level: 'area',
      name: 'Kololo',
      slug: 'kololo',
      latitude: null,
      longitude: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000010',
      level: 'city',
      name: 'Kampala',
      slug: 'kampala',
      latitude: null,
      longitude: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000004',
      level: 'region',
      name: 'Central Region',
      slug: 'central',
      latitude: null,
      longitude: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      level: 'country',
      name: 'Uganda',
      slug: 'uganda',
      latitude: null,
      longitude: null,
    },
  ],
  selection: {
    countryId: '00000000-0000-4000-8000-000000000002',
    regionId: '00000000-0000-4000-8000-000000000004',
    subRegionId: null,
    districtId: null,
    cityId: '00000000-0000-4000-8000-000000000010',
    areaId: '00000000-0000-4000-8000-000000000014',
  },
};

/** A house for sale in Kololo as GET /properties/{id} answers it; `n` makes the id unique. */
export const listingOf = (n: number, over: Partial<Listing> = {}): Listing => ({
  id: `7e3f4a52-9c6d-4e8f-a0b1-2c3d4e5f60${String(n).padStart(2, '0')}`,
  kind: 'house',
  purpose: 'SALE',
  rentPeriod: null,
  title: `Four-bedroom house ${n} in Kololo`,
  description: 'Quiet street, garden, borehole.',
  price: { amount: 850_000_000, currency: 'UGX' },
  negotiable: true,
  bedrooms: 4,
  bathrooms: 3,
  floorArea: { unit: 'sqm', value: 320, widthFt: null, lengthFt: null, squareMetres: 320 },
  landSize: {
    unit: 'decimals',
    value: 25,
    widthFt: null,
    lengthFt: null,
    squareMetres: 1011.7141056,
  },
  land: null,
  features: [{ id: 'f1', name: 'Borehole', slug: 'borehole', category: 'Utilities', active: true }],
  location: kololo.selection,
  place: kololo,
  latitude: 0.329,
  longitude: 32.595,
  address: 'Plot 3, Acacia Avenue',
  agent: { id: AGENT_ID, name: 'David Mugisha' },
  agency: { id: AGENCY_ID, name: 'Kampala Prime Properties', slug: 'kampala-prime' },
  status: 'ACTIVE',
  featured: false,
  featuredUntil: null,
  viewCount: 0,
  enquiryCount: 0,
  distanceKm: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
  publishedAt: '2026-11-01T08:00:00.000Z',
  ...over,
});

export const agentProfile: PublicAgent = {
  id: AGENT_ID,
  name: 'David Mugisha',
  role: 'AGENT',
  agencyId: AGENCY_ID,
  agencyName: 'Kampala Prime Properties',
  photoUrl: null,
  bio: '',
  languages: [],
  areasServed: [],
  phone: '+256772000001',
  whatsapp: '+256772000001',
  whatsappUrl: `https://wa.me/256772000001?text=${encodeURIComponent('Hello David Mugisha')}`,
  phoneUrl: 'tel:+256772000001',
};
