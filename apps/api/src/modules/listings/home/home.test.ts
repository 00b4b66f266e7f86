import type { HomeListings, ListingSummary } from '@afrinest/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helper';
import {
  behindTheApi,
  createListing,
  listingForm,
  oneAgency,
  plotForm,
} from '../listings-test-helpers';

/** A processed cover photo, as the media area keeps it on the listing's row. */
const cover = {
  id: 'b5a1a3a2-6a55-4d4e-9d0a-0c2b8a1d9f00',
  width: 1600,
  height: 1067,
  caption: null,
  placeholder: 'data:image/webp;base64,UklGRg==',
  variants: [{ width: 480, format: 'webp', key: 'listings/x/480.webp' }],
};

/**
 * Issue 39: the home page's sections (featured, latest, plots) each showed what another already
 * showed, and listings without a photo led them; "Similar nearby" on a listing's page mixed sale
 * and rent.
 */
describe('listings: home page sections', () => {
  let ctx: TestContext;
  const titles = new Map<string, string>();
  let featuredPlot = '';
  const withPhoto = new Set<string>();
  let agent: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    const signedIn = await oneAgency(ctx);
    const admin = signedIn.admin;
    agent = signedIn.agent;
    const add = async (form: ReturnType<typeof listingForm>) => {
      const { id } = await createListing(ctx, agent, form);
      titles.set(id, form.title);
      return id;
    };
    // Oldest first: three houses with photos, then six plots and ten flats without.
    for (let i = 1; i <= 3; i++)
      withPhoto.add(await add(listingForm({ title: `Photo house ${i}` })));
    const plots: string[] = [];
    for (let i = 1; i <= 6; i++) plots.push(await add(plotForm({ title: `Plot ${i}` })));
    for (let i = 1; i <= 10; i++)
      await add(listingForm({ kind: 'apartment', title: `Bare flat ${i}`, landSize: null }));
    // One plot with a photo, and one of the plots featured.
    withPhoto.add(plots[1]!);
    featuredPlot = plots[4]!;
    for (const id of withPhoto)
      await behindTheApi(
        ctx,
        sql`update listing set cover_photo = ${JSON.stringify(cover)}::jsonb where id = ${id}`,
      );
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const feature = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/properties/${featuredPlot}/featured`,
      headers: admin,
      payload: { until },
    });
    expect(feature.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  const home = async () => {
    const res = await ctx.app.inject({ url: '/api/properties/home' });
    expect(res.statusCode).toBe(200);
    return res.json() as HomeListings;
  };
  const ids = (list: ListingSummary[]) => list.map((l) => l.id);
  const covered = (list: ListingSummary[]) => list.map((l) => l.cover !== null);

  it('never shows a listing in two sections', async () => {
    const { featured, latest, plots } = await home();
    expect(ids(featured)).toEqual([featuredPlot]);
    const shown = [...ids(featured), ...ids(latest), ...ids(plots)];
    expect(new Set(shown).size).toBe(shown.length);
    expect(latest).toHaveLength(8);
    expect(plots).toHaveLength(4);
    expect(plots.every((l) => l.kind === 'land')).toBe(true);
  });

  it('puts listings with photos first in each section', async () => {
    const { latest, plots } = await home();
    // The three houses with photos are older than the flats, yet lead "Latest listings".
    expect(
      ids(latest)
        .slice(0, 3)
        .map((id) => titles.get(id)),
    ).toEqual(['Photo house 3', 'Photo house 2', 'Photo house 1']);
    expect(covered(latest)).toEqual([true, true, true, false, false, false, false, false]);
    // The plot with a photo leads the plots, the others newest first.
    expect(plots.map((l) => l.title)).toEqual(['Plot 2', 'Plot 6', 'Plot 4', 'Plot 3']);
  });

  it('is answered from the public read cache, and a listing write shows at once', async () => {
    const read = () => ctx.app.inject({ url: '/api/properties/home' });
    await read();
    expect((await read()).headers['x-cache']).toBe('hit');
    const { id } = await createListing(ctx, agent, plotForm({ title: 'Plot just listed' }));
    const after = await read();
    expect(after.headers['x-cache']).toBe('miss');
    expect(ids((after.json() as HomeListings).plots)).toContain(id);
  });
});

describe('listings: similar nearby', () => {
  let ctx: TestContext;
  let house = '';
  const titles = new Map<string, string>();

  beforeAll(async () => {
    ctx = await createTestApp();
    const { agent } = await oneAgency(ctx);
    house = (await createListing(ctx, agent, listingForm({ title: 'The house' }))).id;
    const near = (over: Parameters<typeof listingForm>[0]) =>
      createListing(ctx, agent, listingForm(over)).then(({ id }) => titles.set(id, over!.title!));
    // About 1 km north, 0.5 km north, 2 km north and ~50 km north of the house.
    await near({ title: 'House for sale 1 km away', latitude: 0.338 });
    await near({
      title: 'House to rent 0.5 km away',
      purpose: 'RENT',
      rentPeriod: 'MONTH',
      price: { amount: 3_000_000, currency: 'UGX' },
      latitude: 0.3335,
    });
    await near({ title: 'Flat for sale 0.5 km away', kind: 'apartment', latitude: 0.3335 });
    await near({ title: 'House for sale 2 km away', latitude: 0.347 });
    await near({ title: 'House for sale 50 km away', latitude: 0.779 });
  });
  afterAll(() => ctx.close());

  const similar = (id: string, query = '') =>
    ctx.app.inject({ url: `/api/properties/${id}/similar${query}` });

  it('lists listings of the same kind and purpose within 10 km, nearest first, not itself', async () => {
    const res = await similar(house);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: ListingSummary[] }).data;
    expect(data.map((l) => l.title)).toEqual([
      'House for sale 1 km away',
      'House for sale 2 km away',
    ]);
    expect(data.every((l) => l.purpose === 'SALE' && l.kind === 'house')).toBe(true);
    const one = await similar(house, '?limit=1');
    expect((one.json() as { data: ListingSummary[] }).data).toHaveLength(1);
    // Cached like the searches it is made of.
    expect((await similar(house, '?limit=1')).headers['x-cache']).toBe('hit');
  });

  it('refuses a limit that is not a decimal number from 1 to 24', async () => {
    for (const limit of ['0', '25', '0x10', '1e1', ''])
      expect((await similar(house, `?limit=${limit}`)).statusCode, limit).toBe(400);
  });

  it('answers rent for a listing to rent, nothing without a pin, 404 for an unknown listing', async () => {
    const rent = [...titles].find(([, t]) => t.startsWith('House to rent'))![0];
    const res = await similar(rent);
    // The only other house to rent nearby is none: sale never mixes in.
    expect((res.json() as { data: ListingSummary[] }).data).toEqual([]);
    await behindTheApi(
      ctx,
      sql`update listing set latitude = null, longitude = null where id = ${house}`,
    );
    expect((await similar(house)).json()).toEqual({ data: [] });
    const unknown = await similar('0b0c0d0e-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });
});
