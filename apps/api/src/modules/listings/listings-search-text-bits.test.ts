import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper';
import { ref } from '../geo/geo-test-helpers';
import { textBitsWords } from './listings-search-text-bits';
import {
  behindTheApi,
  createListing,
  keptTableWrites,
  listingForm,
  twoAgencies,
  type WriteStep,
} from './listings-test-helpers';
import { prefixQuery, type ListingFilters } from './listings-where';

/** Title, description, city and which agency (0: A, 1: B) of each listing. */
const LISTINGS: [string, string, string, 0 | 1][] = [
  ['House in Ntinda', 'Borehole, garden and parking.', ref.kampala, 0],
  ['Apartment in Kira', 'Self contained, borehole.', ref.kira, 0],
  ['Housing plot', 'Ready title, gentle slope.', ref.mbarara, 0],
  ['Office in Kampala', 'Parking for 30 cars, lift.', ref.kampala, 0],
  ['Houseboat on the lake', 'Garden deck, borehole water.', ref.kira, 0],
  ['Villa with a garden', 'Self contained guest wing.', ref.kampala, 1],
  ['House in Mbarara', 'Borehole and ready title.', ref.mbarara, 1],
  ['Shop in Kira', 'Busy road, parking.', ref.kira, 1],
  ['Bungalow by the road', 'Garden, borehole, self contained.', ref.kampala, 0],
];

/** Searches the bitmaps answer: one word and several, prefixes of one and several lexemes. */
const QUERIES = [
  'house',
  'hou',
  'houses',
  'borehole',
  'bore garden',
  'self contained',
  'contained self',
  'kira',
  'kampala parking',
  'ready title',
  'garden kira',
  'parking',
  'uganda',
  'zzzz',
  'ntinda borehole',
];

const filters = (over: Partial<ListingFilters>): ListingFilters => ({
  kind: [],
  tenure: [],
  titleStatus: [],
  features: [],
  sizeUnit: 'sqm',
  sort: 'newest',
  page: 1,
  pageSize: 20,
  ...over,
});
const PUBLIC = { statuses: ['ACTIVE' as const], publicAgenciesOnly: true };

/**
 * The text search's posting bitmaps (ADR 0036, migration 0025): kept in step with the public
 * listings by triggers on every write, they give the same page and total as the prefix query
 * over `search_vector`, newest first, also for listings numbered out of order.
 */
describe('listings search: text from the posting bitmaps', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let agencyB: string;
  const ids: string[] = [];

  const search = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/properties?${query}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as { data: { id: string }[]; total: number };
  };
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    (await ctx.database.db.execute(statement)) as unknown as { rows: T[] };
  /** The public listings matching the plain prefix query, newest first. */
  const reference = async (q: string) =>
    (
      await rows<{ id: string }>(sql`select id from listing
        where deleted_at is null and status = 'ACTIVE'
          and agency_id not in (select id from agency where status <> 'ACTIVE')
          and search_vector @@ to_tsquery('simple', ${prefixQuery(q)})
        order by published_at desc nulls last, created_at desc, id`)
    ).rows.map((r) => r.id);

  /** Every query answers as the prefix query does: whole, and two by two through its pages. */
  const expectAnswersEqualReference = async () => {
    let found = 0;
    for (const q of QUERIES) {
      const expected = await reference(q);
      const answer = await search(`q=${encodeURIComponent(q)}&pageSize=50`);
      expect(
        answer.data.map((l) => l.id),
        q,
      ).toEqual(expected);
      expect(answer.total, q).toBe(expected.length);
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++) {
        const part = await search(`q=${encodeURIComponent(q)}&pageSize=2&page=${page}`);
        expect(part.total, `${q} page ${page}`).toBe(expected.length);
        paged.push(...part.data.map((l) => l.id));
      }
      expect(paged, `${q} paged`).toEqual(expected);
      found += expected.length ? 1 : 0;
    }
    expect(found).toBeGreaterThan(QUERIES.length / 2);
  };

  /**
   * The bitmaps hold exactly the public listings' lexemes at their slots (as
   * `listing_text_masks` writes them afresh), and the slots not marked misplaced are in the
   * newest-first order.
   */
  const expectBitsEqualListings = async () => {
    const publicIds = sql`array(select l.id from listing l join agency a on a.id = l.agency_id
      and a.status = 'ACTIVE' where l.status = 'ACTIVE' and l.deleted_at is null)`;
    const kept = sql`select lexeme::text, block, bits::text from listing_text_bits`;
    const fresh = sql`select lexeme, block, mask::text from listing_text_masks(${publicIds})`;
    const drift = await rows<{ lexeme: string }>(
      sql`(${kept} except ${fresh}) union all (${fresh} except ${kept})`,
    );
    expect(drift.rows).toEqual([]);
    const unslotted = await rows<{ id: string }>(sql`select id from listing l
      where l.id = any(${publicIds}) and not exists (select 1 from listing_text_slot s where s.listing_id = l.id)`);
    expect(unslotted.rows).toEqual([]);
    const outOfOrder = await rows<{ id: string }>(sql`select id from (
        select l.id, row_number() over (order by s.slot) as by_slot,
          row_number() over (order by l.published_at nulls first, l.created_at nulls first, l.id desc) as by_keys
        from listing_text_slot s join listing l on l.id = s.listing_id where not s.misplaced) o
      where by_slot <> by_keys`);
    expect(outOfOrder.rows).toEqual([]);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const who = await twoAgencies(ctx);
    ({ admin, agent, agencyB } = who);
    for (const [title, description, cityId, agency] of LISTINGS)
      ids.push(
        (
          await createListing(
            ctx,
            agency === 0 ? who.agent : who.agentB,
            listingForm({ title, description, location: { countryId: ref.uganda, cityId } }),
          )
        ).id,
      );
  });
  afterAll(() => ctx.close());

  it('answers text searches from the bitmaps as the prefix query does', async () => {
    await expectBitsEqualListings();
    await expectAnswersEqualReference();
    // The answers come from the bitmaps: a bit cleared behind the triggers' back hides its
    // listing from the words of that lexeme only.
    const [first] = await reference('borehole');
    await behindTheApi(
      ctx,
      sql`update listing_text_bits b set bits = set_bit(bits, s.slot & 65535, 0)
        from listing_text_slot s where s.listing_id = ${first} and b.lexeme = 'borehole'`,
    );
    const answer = await search('q=borehole');
    expect(answer.data.map((l) => l.id)).toEqual((await reference('borehole')).slice(1));
    expect(answer.total).toBe((await reference('borehole')).length - 1);
    expect((await search('q=garden')).total).toBe((await reference('garden')).length);
    await behindTheApi(ctx, sql`select listing_text_rebuild()`);
    await expectBitsEqualListings();
    expect((await search('q=borehole')).total).toBe((await reference('borehole')).length);
  });

  it('follows every write: edits of text, statuses, deletes, an agency leaving and returning', async () => {
    const totals: Partial<Record<WriteStep, number>> = {};
    await keptTableWrites(
      ctx,
      { agent, admin },
      {
        moved: ids[0]!,
        rekinded: ids[1]!,
        toggled: ids[2]!,
        deleted: ids[3]!,
        agencyId: agencyB,
        removed: ids[4]!,
      },
      async (step) => {
        totals[step] = (await search('q=borehole')).total;
        await expectBitsEqualListings();
        await expectAnswersEqualReference();
      },
    );
    // Agency B's borehole house left with it and came back; the houseboat was removed.
    expect(totals.suspended).toBe(totals.restored! - 1);
    expect(totals.removed).toBe(totals.restored! - 1);
  });

  it('keeps the newest order for listings numbered out of it, until a rebuild puts them back', async () => {
    const villa = ids[5]!;
    const bungalow = ids[8]!;
    // A published date moved back behind the API: the villa's slot no longer says its place.
    await behindTheApi(
      ctx,
      sql`update listing set published_at = published_at - interval '30 days' where id = ${villa}`,
    );
    // And the oldest listing's moved ahead of all: its slot, among the lowest, is below the
    // page's; it is found as misplaced, not through its bit.
    await behindTheApi(
      ctx,
      sql`update listing set published_at = now() + interval '1 day' where id = ${ids[0]!}`,
    );
    // A listing first published with an old date (an import of a listing published elsewhere,
    // say): its new slot is the highest, its place among the oldest.
    const copy = await rows<{ id: string }>(sql`insert into listing (kind, purpose, title,
        description, price_amount, currency, negotiable, country_id, place_ids, place_names,
        latitude, longitude, agent_id, agency_id, status, published_at)
      select kind, purpose, 'Old garden cottage', 'Borehole and self contained rooms.',
        price_amount, currency, negotiable, country_id, place_ids, place_names, latitude,
        longitude, agent_id, agency_id, 'ACTIVE', now() - interval '400 days'
      from listing where id = ${bungalow} returning id`);
    await ctx.app.services.reads.bump();
    const misplaced = await rows<{ listing_id: string }>(
      sql`select listing_id from listing_text_slot where misplaced order by listing_id`,
    );
    expect(misplaced.rows.map((r) => r.listing_id).sort()).toEqual(
      [villa, copy.rows[0]!.id, ids[0]!].sort(),
    );
    expect((await search('q=borehole&pageSize=1')).data[0]?.id).toBe(ids[0]);
    // The cottage is the oldest borehole listing, the villa among the older garden ones.
    expect((await reference('borehole')).at(-1)).toBe(copy.rows[0]!.id);
    await expectAnswersEqualReference();
    await behindTheApi(ctx, sql`select listing_text_rebuild()`);
    expect((await rows(sql`select 1 from listing_text_slot where misplaced`)).rows).toEqual([]);
    await expectBitsEqualListings();
    await expectAnswersEqualReference();
  });

  it('answers a page past the last with its total', async () => {
    const expected = await reference('garden');
    const past = await search(`q=garden&pageSize=2&page=${Math.ceil(expected.length / 2) + 2}`);
    expect(past).toMatchObject({ data: [], total: expected.length });
  });

  it('leaves other searches to the other ways', () => {
    const words = (over: Partial<ListingFilters>, scope: object = PUBLIC) =>
      textBitsWords(filters(over), scope);
    expect(words({ q: 'Self-contained  house, Kira' })).toEqual([
      'self',
      'contained',
      'house',
      'kira',
    ]);
    expect(words({ q: 'house house' })).toEqual(['house']);
    // Short words, other scripts, other filters, sorts and scopes, deep pages.
    expect(words({ q: 'house in kira' })).toBeNull();
    expect(words({ q: 'café' })).toBeNull();
    expect(words({ q: 'house', kind: ['house'] })).toBeNull();
    expect(words({ q: 'house', bedrooms: 2 })).toBeNull();
    expect(words({ q: 'house', sort: 'price_asc' })).toBeNull();
    expect(words({ q: 'house' }, { statuses: ['ACTIVE', 'INACTIVE'] })).toBeNull();
    expect(words({ q: 'house', page: 50, pageSize: 20 })).toEqual(['house']);
    expect(words({ q: 'house', page: 51, pageSize: 20 })).toBeNull();
    expect(words({ q: 'a b c d e f g h i'.replace(/\w/g, 'word$&') })).toBeNull();
  });
});
