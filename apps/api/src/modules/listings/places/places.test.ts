import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { ref } from '../../geo/geo-test-helpers';
import { createListing, listingForm, plotForm } from '../listings-test-helpers';

interface Places {
  country: { id: string; name: string } | null;
  regions: { id: string; name: string; count: number }[];
  cities: { id: string; name: string; count: number; regionId: string }[];
}

/** GET /api/properties/places: "browse by region and city" counts, public visibility only. */
describe('listing places', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let hiddenListing: string;

  const places = async (query = '') => {
    const res = await ctx.app.inject({ url: `/api/properties/places${query}` });
    return { status: res.statusCode, body: res.json() as Places };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const agency = (await createAgency(ctx, admin)).id;
    const agent = (await signInAs(ctx, 'AGENT', { agencyId: agency })).auth;
    // Kampala: a house (Kololo) and a plot (Ntinda); Kira: a plot; Mbarara (western): a plot.
    await createListing(ctx, agent, listingForm());
    await createListing(ctx, agent, plotForm());
    await createListing(
      ctx,
      agent,
      plotForm({ title: 'Plot in Kira', location: { countryId: ref.uganda, cityId: ref.kira } }),
    );
    await createListing(
      ctx,
      agent,
      plotForm({
        title: 'Plot in Mbarara',
        location: { countryId: ref.uganda, regionId: ref.western, cityId: ref.mbarara },
        latitude: -0.607,
        longitude: 30.654,
      }),
    );
    hiddenListing = (
      await createListing(ctx, agent, listingForm({ title: 'An inactive house in Kampala' }))
    ).id;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${hiddenListing}/status`,
      headers: agent,
      payload: { status: 'INACTIVE' },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  it('counts active listings per region and city of the default country, most first', async () => {
    const { status, body } = await places();
    expect(status).toBe(200);
    expect(body.country).toEqual({ id: ref.uganda, name: 'Uganda' });
    expect(body.regions.map((r) => [r.id, r.count])).toEqual([
      [ref.central, 3],
      [ref.western, 1],
    ]);
    expect(body.cities.map((c) => [c.id, c.count, c.regionId])).toEqual([
      [ref.kampala, 2, ref.central],
      [ref.kira, 1, ref.central],
      [ref.mbarara, 1, ref.western],
    ]);
  });

  it('counts one kind when asked (plots)', async () => {
    const { body } = await places('?kind=land');
    expect(body.cities.map((c) => [c.id, c.count])).toEqual([
      [ref.kampala, 1],
      [ref.kira, 1],
      [ref.mbarara, 1],
    ]);
  });

  it('answers an empty list for a country without listings, and checks the query', async () => {
    const kenya = await places(`?countryId=${ref.kenya}`);
    expect(kenya.status).toBe(200);
    expect(kenya.body.regions).toEqual([]);
    expect(kenya.body.cities).toEqual([]);
    const bad = await ctx.app.inject({ url: '/api/properties/places?kind=castle' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});
