import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper';
import { ref } from '../geo/geo-test-helpers';
import {
  createListing,
  listingForm,
  plotForm,
  behindTheApi,
  keptTableWrites,
  twoAgencies,
  type WriteStep,
} from './listings-test-helpers';

type Item =
  | { type: 'cluster'; lat: number; lng: number; count: number }
  | { type: 'point'; id: string; lat: number; lng: number };
type MapAnswer = { items: Item[]; total: number };

/** Boxes at zooms the grid holds: East Africa, Uganda, Kampala, Ntinda. */
const BOXES = [
  'bbox=-12,28,5,42&zoom=3',
  'bbox=-12,28,5,42&zoom=5',
  'bbox=-1.5,29.5,4.3,35&zoom=7',
  'bbox=0.2,32.5,0.5,32.7&zoom=10',
  'bbox=0.2,32.5,0.5,32.7&zoom=12',
  'bbox=0.34,32.6,0.37,32.64&zoom=13',
];
/** Filters the grid answers (sums over its kinds and purposes). */
const GRID_FILTERS = ['', '&kind=land', '&kind=house,apartment', '&purpose=RENT'];

/**
 * The map's pre-aggregated grid (listing_map_cell and its totals listing_map_total, ADR 0014):
 * kept in step by triggers on every write, it answers exactly what counting the listings answers.
 */
describe('listings map grid', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let agencyB: string;
  const id: Record<string, string> = {};

  const map = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/properties/map?${query}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as MapAnswer;
  };
  /** Order-free, float-tolerant view of an answer. */
  const shape = (m: MapAnswer) => ({
    total: m.total,
    items: m.items
      .map((i) =>
        i.type === 'cluster'
          ? `cluster ${i.count} ${i.lat.toFixed(9)} ${i.lng.toFixed(9)}`
          : `point ${i.id} ${i.lat} ${i.lng}`,
      )
      .sort(),
  });
  /**
   * Cells whose count or coordinate sums differ from the public listings counted afresh: of one
   * kind and purpose (`listing_map_cell`), or all of them (`listing_map_total`, kind and purpose
   * shown as '*').
   */
  const drift = async () =>
    (
      (await ctx.database.db.execute(sql`
        with counted as (
          select z as zoom, floor(l.latitude / listing_map_cell_deg(z))::int as cy,
            floor(l.longitude / listing_map_cell_deg(z))::int as cx, l.kind, l.purpose,
            count(*)::int as n, sum(l.latitude) as sum_lat, sum(l.longitude) as sum_lng
          from listing l join agency a on a.id = l.agency_id and a.status = 'ACTIVE',
            generate_series(1, 13) z
          where l.status = 'ACTIVE' and l.deleted_at is null and l.latitude is not null
          group by grouping sets ((1, 2, 3, 4, 5), (1, 2, 3))
        ),
        fresh as (
          select zoom, cy, cx, coalesce(kind, '*') as kind, coalesce(purpose, '*') as purpose,
            n, sum_lat, sum_lng from counted
        ),
        kept as (
          select zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng from listing_map_cell
          union all
          select zoom, cy, cx, '*', '*', n, sum_lat, sum_lng from listing_map_total
        )
        select zoom, cy, cx, kind, purpose, kept.n as kept, fresh.n as counted
        from kept full join fresh using (zoom, cy, cx, kind, purpose)
        where kept.n is distinct from fresh.n
          or abs(kept.sum_lat - fresh.sum_lat) > 1e-9 or abs(kept.sum_lng - fresh.sum_lng) > 1e-9`)) as {
        rows: unknown[];
      }
    ).rows;
  /** Every box and grid filter: the grid's answer equals the listings' (a no-op price filter). */
  async function expectGridEqualsListings() {
    expect(await drift()).toEqual([]);
    for (const box of BOXES)
      for (const filter of GRID_FILTERS) {
        const grid = await map(`${box}${filter}`);
        const counted = await map(`${box}${filter}&priceMin=0`);
        expect(shape(grid), `${box}${filter}`).toEqual(shape(counted));
      }
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    let agentB: Record<string, string>;
    ({ admin, agencyB, agent, agentB } = await twoAgencies(ctx));
    id.house = (await createListing(ctx, agent, listingForm())).id;
    id.plot = (await createListing(ctx, agent, plotForm())).id;
    id.flat = (
      await createListing(
        ctx,
        agent,
        listingForm({
          kind: 'apartment',
          purpose: 'RENT',
          rentPeriod: 'MONTH',
          title: 'Flat in Ntinda',
          landSize: null,
          latitude: 0.3541,
          longitude: 32.6172,
        }),
      )
    ).id;
    id.kira = (
      await createListing(
        ctx,
        agent,
        plotForm({
          title: 'Plot in Kira',
          location: { countryId: ref.uganda, cityId: ref.kira },
          latitude: 0.397,
          longitude: 32.64,
        }),
      )
    ).id;
    id.mbarara = (
      await createListing(
        ctx,
        agent,
        plotForm({
          title: 'Plot in Mbarara',
          location: { countryId: ref.uganda, regionId: ref.western, cityId: ref.mbarara },
          latitude: -0.607,
          longitude: 30.654,
        }),
      )
    ).id;
    id.entebbe = (
      await createListing(
        ctx,
        agentB,
        listingForm({ title: 'House in Entebbe', latitude: 0.056, longitude: 32.48 }),
      )
    ).id;
    id.entebbe2 = (
      await createListing(
        ctx,
        agentB,
        listingForm({ title: 'Second house in Entebbe', latitude: 0.0571, longitude: 32.4812 }),
      )
    ).id;
    // Just south of the Kampala box's first row of cells at zoom 12 (its edge 9 × 0.0205993… =
    // 0.1853942…), within the hair by which a map counted live widens its box: the map reads it
    // and must leave its cell out, as the grid does.
    id.edge = (
      await createListing(
        ctx,
        agentB,
        listingForm({ title: 'House below the edge', latitude: 0.18538, longitude: 32.6 }),
      )
    ).id;
  });
  afterAll(() => ctx.close());

  it('holds the public listings after they are created', async () => {
    expect((await map(BOXES[2]!)).total).toBe(8);
    await expectGridEqualsListings();
  });

  it('is what unfiltered and kind or purpose maps read; a rebuild recomputes it', async () => {
    // One cell changed behind the triggers' back, by 5 for land for sale and by 7 in its total,
    // shows in the grid's answers only: the unfiltered map reads the totals, a kind the cells.
    const mbarara = sql`zoom = 7 and cx = floor(30.654 / listing_map_cell_deg(7))
      and cy = floor(-0.607 / listing_map_cell_deg(7))`;
    await behindTheApi(
      ctx,
      sql`update listing_map_cell set n = n + 5 where ${mbarara} and kind = 'land' and purpose = 'SALE'`,
    );
    await behindTheApi(ctx, sql`update listing_map_total set n = n + 7 where ${mbarara}`);
    expect((await map(BOXES[2]!)).total).toBe(15);
    expect((await map(`${BOXES[2]!}&kind=land`)).total).toBe(8);
    expect((await map(`${BOXES[2]!}&priceMin=0`)).total).toBe(8);
    expect(await drift()).toHaveLength(2);
    await behindTheApi(ctx, sql`select listing_map_cell_rebuild()`);
    await expectGridEqualsListings();
  });

  it('follows every write: edits of place and kind, statuses, deletes, an agency leaving and returning', async () => {
    const totals: Partial<Record<WriteStep, number>> = {};
    await keptTableWrites(
      ctx,
      { agent, admin },
      {
        moved: id.house!,
        rekinded: id.flat!,
        toggled: id.kira!,
        deleted: id.plot!,
        agencyId: agencyB,
        removed: id.mbarara!,
      },
      async (step) => {
        totals[step] = (await map(BOXES[2]!)).total;
        await expectGridEqualsListings();
      },
    );
    // Agency B's three houses leave and come back; the plot in Mbarara leaves last.
    expect(totals).toEqual({
      moved: 8,
      rekinded: 8,
      inactive: 7,
      deleted: 7,
      suspended: 4,
      restored: 7,
      removed: 6,
    });
  });
});
