import type { ListingFormValues } from '@afrinest/contract';
import type { TestContext } from '../../../test/helper';
import { ref } from '../geo/geo-test-helpers';

/** A valid listing form (a house for sale in Kololo), with any field replaced. */
export const listingForm = (over: Partial<ListingFormValues> = {}): ListingFormValues => ({
  kind: 'house',
  purpose: 'SALE',
  title: 'Four-bedroom house in Kololo',
  description: 'Quiet street, garden, borehole.',
  price: { amount: 850_000_000, currency: 'UGX' },
  negotiable: true,
  bedrooms: 4,
  bathrooms: 3,
  floorArea: { unit: 'sqm', value: 320 },
  landSize: { unit: 'decimals', value: 25 },
  location: {
    countryId: ref.uganda,
    regionId: ref.central,
    cityId: ref.kampala,
    areaId: ref.kololo,
  },
  latitude: 0.329,
  longitude: 32.595,
  address: 'Plot 3, Acacia Avenue',
  ...over,
});

/** A plot of land: tenure, title and size in the unit given. */
export const plotForm = (over: Partial<ListingFormValues> = {}): ListingFormValues =>
  listingForm({
    kind: 'land',
    title: 'Titled plot in Ntinda',
    description: 'Gentle slope, murram road.',
    bedrooms: null,
    bathrooms: null,
    floorArea: null,
    landSize: { unit: 'acres', value: 1 },
    land: { tenure: 'MAILO', titleStatus: 'TITLED', accessRoad: 'MURRAM', utilities: ['WATER'] },
    location: {
      countryId: ref.uganda,
      regionId: ref.central,
      cityId: ref.kampala,
      areaId: ref.ntinda,
    },
    latitude: 0.354,
    longitude: 32.617,
    ...over,
  });

export async function createListing(
  ctx: TestContext,
  auth: Record<string, string>,
  form: ListingFormValues = listingForm(),
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: auth,
    payload: form,
  });
  if (res.statusCode !== 201) throw new Error(`listing not created: ${res.body}`);
  return res.json() as { id: string; status: string; title: string };
}
