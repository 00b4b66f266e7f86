import {
  listingInputSchema,
  type ListingFormValues,
  type ListingKind,
  type Tenure,
} from '@afrinest/contract';
import type { BuiltApp } from '../app';
import type { AuthUser } from '../modules/users/users.service';
import { referenceId } from './reference/index';

/**
 * ~40 demo listings across Kampala, Wakiso, Entebbe, Mukono and Jinja: houses, apartments,
 * monthly rentals and plots (mailo, freehold, leasehold, customary, kibanja; acres, decimals,
 * 50×100 ft),
 * listed by the demo agents. Idempotent: found again by agency and title.
 */
const UG = referenceId('country:UG');
const city = (region: string, name: string) => referenceId(`city:UG/${region}/${name}`);
const kla = (division: string, area: string) =>
  referenceId(`area:UG/central-region/kampala/${division}/${area}`);
const KAMPALA = city('central-region', 'kampala');

/** Places with a point near their centre. */
const places = {
  kololo: { cityId: KAMPALA, areaId: kla('kampala-central', 'kololo'), at: [0.329, 32.595] },
  nakasero: { cityId: KAMPALA, areaId: kla('kampala-central', 'nakasero'), at: [0.3245, 32.58] },
  ntinda: { cityId: KAMPALA, areaId: kla('nakawa', 'ntinda'), at: [0.354, 32.617] },
  bukoto: { cityId: KAMPALA, areaId: kla('nakawa', 'bukoto'), at: [0.348, 32.599] },
  naguru: { cityId: KAMPALA, areaId: kla('nakawa', 'naguru'), at: [0.343, 32.608] },
  kiwatule: { cityId: KAMPALA, areaId: kla('nakawa', 'kiwatule'), at: [0.37, 32.627] },
  kyanja: { cityId: KAMPALA, areaId: kla('nakawa', 'kyanja'), at: [0.383, 32.599] },
  bugolobi: { cityId: KAMPALA, areaId: kla('nakawa', 'bugolobi'), at: [0.317, 32.619] },
  muyenga: { cityId: KAMPALA, areaId: kla('makindye', 'muyenga'), at: [0.298, 32.613] },
  munyonyo: { cityId: KAMPALA, areaId: kla('makindye', 'munyonyo'), at: [0.252, 32.623] },
  kira: { cityId: city('central-region', 'kira'), at: [0.397, 32.64] },
  gayaza: { cityId: city('central-region', 'gayaza'), at: [0.45, 32.6167] },
  kajjansi: { cityId: city('central-region', 'kajjansi'), at: [0.2155, 32.5345] },
  wakiso: { cityId: city('central-region', 'wakiso'), at: [0.4044, 32.4594] },
  entebbe: { cityId: city('central-region', 'entebbe'), at: [0.0562, 32.4795] },
  kitoro: {
    cityId: city('central-region', 'entebbe'),
    areaId: referenceId('area:UG/central-region/entebbe//kitoro'),
    at: [0.06, 32.47],
  },
  mukono: { cityId: city('central-region', 'mukono'), at: [0.3533, 32.7553] },
  jinja: { cityId: city('eastern-region', 'jinja'), at: [0.439, 33.2032] },
} as const;
type PlaceKey = keyof typeof places;

const M = 1_000_000;
type Row = Omit<ListingFormValues, 'location' | 'latitude' | 'longitude'> & {
  place: PlaceKey;
  features?: string[];
};
const house = (place: PlaceKey, title: string, price: number, beds: number, m2: number): Row => ({
  kind: 'house',
  purpose: 'SALE',
  title,
  price: { amount: price * M, currency: 'UGX' },
  negotiable: true,
  bedrooms: beds,
  bathrooms: Math.max(1, beds - 1),
  floorArea: { unit: 'sqm', value: m2 },
  landSize: { unit: 'decimals', value: 25 },
  place,
  description: `${beds}-bedroom home with a garden, servants' quarters and a perimeter wall.`,
  features: ['Perimeter wall', 'Parking', 'Garden'],
});
const rental = (
  place: PlaceKey,
  title: string,
  monthly: number,
  beds: number,
  kind: 'apartment' | 'house' = 'apartment',
): Row => ({
  kind,
  purpose: 'RENT',
  rentPeriod: 'MONTH',
  title,
  price: { amount: monthly * 1000, currency: 'UGX' },
  bedrooms: beds,
  bathrooms: beds,
  floorArea: { unit: 'sqm', value: 45 + beds * 30 },
  place,
  description: `Self-contained ${beds}-bedroom ${kind}, water and security included.`,
  features: ['Parking', '24-hour security', 'Water tank'],
});
const plot = (
  place: PlaceKey,
  title: string,
  price: number,
  size: Row['landSize'],
  tenure: Tenure,
  titleStatus: 'TITLED' | 'TITLE_IN_PROCESS' | 'UNTITLED',
): Row => ({
  kind: 'land',
  purpose: 'SALE',
  title,
  price: { amount: price * M, currency: 'UGX' },
  negotiable: true,
  landSize: size,
  place,
  description: 'Surveyed plot in a developing neighbourhood, ready to build.',
  land: {
    tenure,
    titleStatus,
    leaseYears: tenure === 'LEASEHOLD' ? 49 : null,
    accessRoad: 'MURRAM',
    utilities: ['ELECTRICITY', 'WATER'],
  },
});
const acres = (value: number) => ({ unit: 'acres' as const, value });
const decimals = (value: number) => ({ unit: 'decimals' as const, value });
const ft50x100 = { unit: 'ft_plot' as const, widthFt: 50, lengthFt: 100 };

export const demoListingRows: Row[] = [
  house('kololo', 'Five-bedroom villa in Kololo', 2_800, 5, 520),
  house('naguru', 'Modern four-bedroom house in Naguru', 1_650, 4, 380),
  house('muyenga', 'Hilltop home with lake view in Muyenga', 1_200, 4, 350),
  house('ntinda', 'Family bungalow in Ntinda', 750, 3, 210),
  house('kiwatule', 'Four-bedroom storeyed house in Kiwatule', 680, 4, 300),
  house('kyanja', 'Three-bedroom bungalow in Kyanja', 420, 3, 180),
  house('kira', 'New three-bedroom house in Kira', 380, 3, 170),
  house('munyonyo', 'Lakeside villa in Munyonyo', 3_200, 6, 650),
  house('entebbe', 'Colonial-style house near the Botanical Gardens', 1_400, 4, 400),
  house('mukono', 'Four-bedroom home on Mukono hill', 450, 4, 260),
  house('jinja', 'House overlooking the Nile in Jinja', 650, 4, 320),
  house('gayaza', 'Three-bedroom house on Gayaza Road', 290, 3, 160),
  {
    ...house('nakasero', 'Apartment with city view in Nakasero', 980, 3, 190),
    kind: 'apartment',
    landSize: null,
  },
  {
    ...house('bugolobi', 'Two-bedroom apartment for sale in Bugolobi', 420, 2, 120),
    kind: 'apartment',
    landSize: null,
  },
  rental('kololo', 'Furnished two-bedroom apartment in Kololo', 9_000, 2),
  rental('bukoto', 'Two-bedroom apartment in Bukoto', 3_500, 2),
  rental('ntinda', 'One-bedroom apartment in Ntinda', 1_500, 1),
  rental('naguru', 'Three-bedroom apartment in Naguru', 6_500, 3),
  rental('bugolobi', 'Two-bedroom flat in Bugolobi', 2_800, 2),
  rental('kira', 'Two-bedroom house for rent in Kira', 1_200, 2, 'house'),
  rental('muyenga', 'Three-bedroom house for rent in Muyenga', 5_000, 3, 'house'),
  rental('entebbe', 'Holiday apartment in Entebbe', 2_500, 2),
  rental('kitoro', 'Studio room in Kitoro, Entebbe', 500, 1),
  rental('mukono', 'Two-bedroom rental in Mukono town', 800, 2),
  rental('jinja', 'Three-bedroom house for rent in Jinja', 2_000, 3, 'house'),
  {
    ...rental('nakasero', 'Office floor in Nakasero', 12_000, 0),
    kind: 'office',
    bedrooms: null,
    bathrooms: 2,
    floorArea: { unit: 'sqm', value: 400 },
    description: 'Open-plan office floor with lifts and backup power.',
  },
  {
    ...rental('kajjansi', 'Warehouse on Entebbe Road, Kajjansi', 15_000, 0),
    kind: 'warehouse',
    bedrooms: null,
    bathrooms: 1,
    floorArea: { unit: 'sqft', value: 10_000 },
    description: 'Warehouse with loading bay and 24-hour security.',
  },
  plot('kira', 'One-acre titled plot in Kira', 450, acres(1), 'MAILO', 'TITLED'),
  plot('gayaza', 'Half-acre plot on Gayaza Road', 160, decimals(50), 'MAILO', 'TITLED'),
  plot('gayaza', '50×100 ft plot near Gayaza High School', 45, ft50x100, 'MAILO', 'TITLED'),
  plot('wakiso', 'Two acres of farmland in Wakiso', 120, acres(2), 'CUSTOMARY', 'UNTITLED'),
  plot('wakiso', 'Kibanja plot 50×100 in Wakiso town', 25, ft50x100, 'KIBANJA', 'UNTITLED'),
  plot('kajjansi', '15 decimals near Kajjansi airfield', 60, decimals(15), 'FREEHOLD', 'TITLED'),
  plot('entebbe', 'Lake-view plot in Entebbe', 380, decimals(30), 'LEASEHOLD', 'TITLED'),
  plot(
    'entebbe',
    'Leasehold plot off Entebbe Road',
    150,
    decimals(20),
    'LEASEHOLD',
    'TITLE_IN_PROCESS',
  ),
  plot('mukono', 'Five acres for development in Mukono', 500, acres(5), 'FREEHOLD', 'TITLED'),
  plot('mukono', '50×100 ft plot in Seeta, Mukono', 38, ft50x100, 'MAILO', 'TITLE_IN_PROCESS'),
  plot('jinja', 'Riverside acre in Jinja', 300, acres(1), 'FREEHOLD', 'TITLED'),
  plot('jinja', 'Ten acres of customary land near Jinja', 200, acres(10), 'CUSTOMARY', 'UNTITLED'),
  plot('kyanja', 'Residential plot in Kyanja', 180, decimals(13), 'MAILO', 'TITLED'),
];

export const demoFeatures: [name: string, category: string][] = [
  ['Parking', 'General'],
  ['Perimeter wall', 'Security'],
  ['24-hour security', 'Security'],
  ['Garden', 'Outdoor'],
  ['Swimming pool', 'Outdoor'],
  ['Borehole', 'Utilities'],
  ['Water tank', 'Utilities'],
  ['Solar power', 'Utilities'],
  ['Backup generator', 'Utilities'],
  ['Furnished', 'Interior'],
  ['Servants quarters', 'General'],
  ['Lift', 'General'],
];

/** A demo listing as seeded: what its photos need (ADR 0023). */
export interface SeededListing {
  id: string;
  kind: ListingKind;
  owner: AuthUser;
  latitude: number;
  longitude: number;
}

/** Features first, then the listings, alternating between the demo agents. */
export async function seedDemoListings(
  services: BuiltApp['services'],
  agentEmails: string[],
): Promise<SeededListing[]> {
  const featureIds = new Map<string, string>();
  for (const [name, category] of demoFeatures)
    featureIds.set(name, await services.features.ensure(name, category));
  const owners = [];
  for (const email of agentEmails) {
    const id = await services.users.findIdByEmail(email);
    const user = id ? await services.users.findAuthUser(id) : null;
    if (user?.agencyId) owners.push(user);
  }
  if (owners.length === 0) return [];
  const seeded: SeededListing[] = [];
  for (const [i, row] of demoListingRows.entries()) {
    const { place, features = [], ...rest } = row;
    const p = places[place];
    const input = listingInputSchema.parse({
      ...rest,
      features: features.map((f) => featureIds.get(f)!),
      location: { countryId: UG, cityId: p.cityId, areaId: 'areaId' in p ? p.areaId : null },
      // Spread the pins a little around the place centre, the same way on every run.
      latitude: p.at[0] + ((i % 5) - 2) * 0.002,
      longitude: p.at[1] + ((i % 7) - 3) * 0.002,
    });
    const owner = owners[i % owners.length]!;
    const id = await services.listings.ensureSeeded(owner, input);
    seeded.push({
      id,
      kind: input.kind,
      owner,
      latitude: input.latitude!,
      longitude: input.longitude!,
    });
  }
  return seeded;
}
