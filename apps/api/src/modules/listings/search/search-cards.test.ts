import {
  toListingSummary,
  type ListingDetail,
  type ListingFormValues,
  type ListingSummary,
} from '@afrinest/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { ref } from '../../geo/geo-test-helpers';
import { createListing, listingForm, plotForm } from '../listings-test-helpers';

/**
 * A public search's cards must say exactly what the listing's own DTO says through
 * `toListingSummary`, for every kind of value a card holds: sizes in each form, land facts, text
 * that needs escaping, a cover, featured or not, a distance.
 */
describe('listings search: result cards', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const ids: string[] = [];
  const cover = {
    id: 'b5a1a3a2-6a55-4d4e-9d0a-0c2b8a1d9f00',
    width: 1600,
    height: 1067,
    caption: 'Front "garden" — ½ acre',
    placeholder: 'data:image/webp;base64,UklGRg==',
    variants: [
      { width: 480, format: 'webp', key: 'listings/x/480.webp' },
      { width: 480, format: 'jpeg', key: 'listings/x/480.jpg' },
    ],
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const agency = (await createAgency(ctx, admin)).id;
    const agent = (await signInAs(ctx, 'AGENT', { agencyId: agency })).auth;
    const forms: ListingFormValues[] = [
      listingForm(),
      listingForm({
        kind: 'apartment',
        purpose: 'RENT',
        rentPeriod: 'MONTH',
        title: 'The "Ntinda" flat — ½ price, naïve \\ back-slash ✓ 🏠',
        price: { amount: 2_500_000, currency: 'UGX' },
        bedrooms: 2,
        bathrooms: null,
        floorArea: { unit: 'sqft', value: 1022.75 },
        landSize: null,
        latitude: -1.2920659,
        longitude: 36.8219462,
        location: { countryId: ref.uganda, regionId: ref.central, cityId: ref.kampala },
      }),
      plotForm({
        landSize: { unit: 'ft_plot', widthFt: 50, lengthFt: 100 },
        land: {
          tenure: 'LEASEHOLD',
          leaseYears: 49,
          titleStatus: 'TITLE_IN_PROCESS',
          accessRoad: null,
          utilities: ['WATER', 'ELECTRICITY'],
        },
        price: { amount: 9_007_199_254_740_991, currency: 'USD' },
      }),
      plotForm({
        landSize: { unit: 'hectares', value: 0.33 },
        land: { tenure: 'CUSTOMARY', titleStatus: 'UNTITLED', utilities: [] },
        latitude: 0.000001,
        longitude: 32.5,
      }),
    ];
    for (const form of forms) ids.push((await createListing(ctx, agent, form)).id);
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    for (const [id, until] of [
      [ids[0], at(30)],
      [ids[1], at(-1)],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${id}/featured`,
        headers: admin,
        payload: { until },
      });
      expect(res.statusCode).toBe(200);
    }
    await ctx.database.db.execute(
      sql`update listing set cover_photo = ${JSON.stringify(cover)}::jsonb where id = ${ids[2]}`,
    );
  });
  afterAll(() => ctx.close());

  const cards = async (query: string, base = '/api/properties') => {
    const res = await ctx.app.inject({ url: `${base}?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: ListingSummary[]; total: number };
  };
  /** The card the listing's own DTO makes, read through GET /properties/{id}. */
  const summaryOf = async (id: string) => {
    const res = await ctx.app.inject({ url: `/properties/${id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    return toListingSummary(res.json() as ListingDetail);
  };

  it('says what toListingSummary says of each listing, field for field', async () => {
    const { data, total } = await cards('sort=newest');
    expect(total).toBe(4);
    expect(data.map((c) => c.id)).toEqual([...ids].reverse());
    for (const card of data) expect(card).toStrictEqual(await summaryOf(card.id));
    // The values the test is meant to cover are really there.
    const byId = new Map(data.map((c) => [c.id, c]));
    expect(byId.get(ids[0]!)?.featured).toBe(true);
    expect(byId.get(ids[1]!)?.featured).toBe(false);
    expect(byId.get(ids[1]!)?.title).toContain('"Ntinda"');
    expect(byId.get(ids[2]!)?.cover?.id).toBe(cover.id);
    expect(byId.get(ids[2]!)?.landSize).toMatchObject({ unit: 'ft_plot', widthFt: 50 });
    expect(byId.get(ids[2]!)?.price.amount).toBe(9_007_199_254_740_991);
    expect(byId.get(ids[3]!)?.land).toMatchObject({ tenure: 'CUSTOMARY', accessRoad: null });
    expect(byId.get(ids[0]!)?.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('adds the distance of a distance sort, and the plots view says the same', async () => {
    const near = await cards('lat=0.33&lng=32.6&sort=distance');
    expect(near.data).toHaveLength(4);
    for (const card of near.data) {
      expect(card.distanceKm).toBeTypeOf('number');
      expect(Number(card.distanceKm!.toFixed(2))).toBe(card.distanceKm);
      expect({ ...card, distanceKm: null }).toStrictEqual(await summaryOf(card.id));
    }
    const plots = await cards('sort=price_desc', '/api/plots');
    expect(plots.data.map((c) => c.id)).toEqual([ids[2], ids[3]]);
    for (const card of plots.data) expect(card).toStrictEqual(await summaryOf(card.id));
  });
});
