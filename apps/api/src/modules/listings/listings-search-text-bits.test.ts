import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { createTestApp, type TestContext } from '../../../test/helper';
import { ref } from '../geo/geo-test-helpers';
import type { ListingKind, ListingPurpose } from '@afrinest/contract';
import { textBitsQuery } from './listings-search-text-bits';
import {
  behindTheApi,
  createListing,
  keptTableWrites,
  listingForm,
  twoAgencies,
  type WriteStep,
} from './listings-test-helpers';
import { prefixQuery, type ListingFilters } from './listings-where';

/** Title, description, city, which agency (0: A, 1: B), kind and purpose of each listing. */
const LISTINGS: [string, string, string, 0 | 1, ListingKind, ListingPurpose][] = [
  ['House in Ntinda', 'Borehole, garden and parking.', ref.kampala, 0, 'house', 'SALE'],
  ['Apartment in Kira', 'Self contained, borehole.', ref.kira, 0, 'apartment', 'RENT'],
  ['Housing estate flat', 'Ready title, gentle slope.', ref.mbarara, 0, 'apartment', 'SALE'],
  ['Office in Kampala', 'Parking for 30 cars, lift.', ref.kampala, 0, 'office', 'RENT'],
  ['Houseboat on the lake', 'Garden deck, borehole water.', ref.kira, 0, 'house', 'RENT'],
  ['Villa with a garden', 'Self contained guest wing.', ref.kampala, 1, 'house', 'SALE'],
  ['House in Mbarara', 'Borehole and ready title.', ref.mbarara, 1, 'house', 'SALE'],
  ['Shop in Kira', 'Busy road, parking.', ref.kira, 1, 'commercial', 'RENT'],
  ['Bungalow by the road', 'Garden, borehole, self contained.', ref.kampala, 0, 'house', 'SALE'],
];

/**
 * Searches the bitmaps answer: one word and several, prefixes of one and several lexemes, with
 * kinds and a purpose.
 */
const QUERIES: { q: string; kind?: ListingKind[]; purpose?: ListingPurpose }[] = [
  { q: 'house' },
  { q: 'hou' },
  { q: 'houses' },
  { q: 'borehole' },
  { q: 'bore garden' },
  { q: 'self contained' },
  { q: 'contained self' },
  { q: 'kira' },
  { q: 'kampala parking' },
  { q: 'ready title' },
  { q: 'garden kira' },
  { q: 'parking' },
  { q: 'uganda' },
  { q: 'zzzz' },
  { q: 'ntinda borehole' },
  { q: 'borehole', kind: ['house'] },
  { q: 'borehole', kind: ['apartment', 'room'] },
  { q: 'uganda', purpose: 'RENT' },
  { q: 'kira', kind: ['house', 'commercial'], purpose: 'RENT' },
  { q: 'garden', kind: ['office'] },
  // Several words with kinds (the first word's lexemes read as terms of each kind), a prefix of
  // several lexemes as that first word, a kind asked twice.
  { q: 'garden kira', kind: ['house', 'apartment'] },
  { q: 'hou bore', kind: ['house'] },
  { q: 'kampala parking', kind: ['commercial', 'commercial'], purpose: 'SALE' },
];

/** The form of a listing of LISTINGS, with another kind and purpose if given. */
const formOf = (
  [title, description, cityId, , ownKind, ownPurpose]: (typeof LISTINGS)[number],
  kind = ownKind,
  purpose = ownPurpose,
) =>
  listingForm({
    title,
    description,
    kind,
    purpose,
    rentPeriod: purpose === 'RENT' ? 'MONTH' : null,
    location: { countryId: ref.uganda, cityId },
  });

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
 * over `search_vector`, newest first, also for listings numbered out of order. Twice: as
 * migrated (every bitmap of these few listings sparse, in `bits`), and with every bitmap of two
 * or more bits dense (`listing_text_dense_bits()` lowered before the first listing), so that
 * every write and read also goes through `dense` and the trigger that moves bitmaps between the
 * two (migration 0036).
 */
describe.each([
  { storage: 'sparse bitmaps', denseFrom: null },
  { storage: 'dense bitmaps', denseFrom: 2 },
])('listings search: text from the posting bitmaps ($storage)', ({ denseFrom }) => {
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
  /** The public listings matching the plain prefix query (and kinds, purpose), newest first. */
  const reference = async ({ q, kind, purpose }: (typeof QUERIES)[number]) =>
    (
      await rows<{ id: string }>(sql`select id from listing
        where deleted_at is null and status = 'ACTIVE'
          and agency_id not in (select id from agency where status <> 'ACTIVE')
          and search_vector @@ to_tsquery('simple', ${prefixQuery(q)})
          and (${kind?.join(',') ?? null}::text is null
            or kind = any(string_to_array(${kind?.join(',') ?? null}, ',')))
          and (${purpose ?? null}::text is null or purpose = ${purpose ?? null})
        order by published_at desc nulls last, created_at desc, id`)
    ).rows.map((r) => r.id);
  const queryOf = ({ q, kind, purpose }: (typeof QUERIES)[number]) =>
    `q=${encodeURIComponent(q)}${kind ? `&kind=${kind.join(',')}` : ''}${purpose ? `&purpose=${purpose}` : ''}`;

  /** Every query answers as the prefix query does: whole, and two by two through its pages. */
  const expectAnswersEqualReference = async () => {
    let found = 0;
    for (const asked of QUERIES) {
      const q = queryOf(asked);
      const expected = await reference(asked);
      const answer = await search(`${q}&pageSize=50`);
      expect(
        answer.data.map((l) => l.id),
        q,
      ).toEqual(expected);
      expect(answer.total, q).toBe(expected.length);
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++) {
        const part = await search(`${q}&pageSize=2&page=${page}`);
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
    const kept = sql`select lexeme::text, block, coalesce(dense, bits)::text from listing_text_bits`;
    const fresh = sql`select lexeme, block, mask::text from listing_text_masks(${publicIds})`;
    const drift = await rows<{ lexeme: string }>(
      sql`(${kept} except ${fresh}) union all (${fresh} except ${kept})`,
    );
    expect(drift.rows).toEqual([]);
    // Each bitmap in the column its count says: `dense` uncompressed (8 KB stored, however few
    // its bits), `bits` compressed.
    const misfiled = await rows<{ lexeme: string }>(sql`select lexeme from listing_text_bits
      where (dense is not null) <> (bit_count(coalesce(dense, bits)) >= listing_text_dense_bits())
        or pg_column_size(dense) < 8192 or pg_column_size(bits) >= 8192`);
    expect(misfiled.rows).toEqual([]);
    const [stored] = (
      await rows<{ dense: number; sparse: number }>(sql`select count(dense)::int as dense,
        count(bits)::int as sparse from listing_text_bits`)
    ).rows;
    expect(stored!.sparse).toBeGreaterThan(0);
    if (denseFrom) expect(stored!.dense).toBeGreaterThan(0);
    else expect(stored!.dense).toBe(0);
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
    ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    if (denseFrom)
      await behindTheApi(
        ctx,
        sql.raw(`create or replace function listing_text_dense_bits() returns integer
          language sql immutable as 'select ${denseFrom}'`),
      );
    const who = await twoAgencies(ctx);
    ({ admin, agent, agencyB } = who);
    for (const listing of LISTINGS)
      ids.push(
        (await createListing(ctx, listing[3] === 0 ? who.agent : who.agentB, formOf(listing))).id,
      );
  });
  afterAll(() => ctx.close());

  it('answers text searches from the bitmaps as the prefix query does', async () => {
    await expectBitsEqualListings();
    await expectAnswersEqualReference();
    // The answers come from the bitmaps: a bit cleared behind the triggers' back hides its
    // listing from the words of that lexeme only.
    const [first] = await reference({ q: 'borehole' });
    await behindTheApi(
      ctx,
      sql`update listing_text_bits b set bits = set_bit(coalesce(dense, bits), s.slot & 65535, 0)
        from listing_text_slot s where s.listing_id = ${first} and b.lexeme = 'borehole'`,
    );
    const answer = await search('q=borehole');
    expect(answer.data.map((l) => l.id)).toEqual((await reference({ q: 'borehole' })).slice(1));
    expect(answer.total).toBe((await reference({ q: 'borehole' })).length - 1);
    expect((await search('q=garden')).total).toBe((await reference({ q: 'garden' })).length);
    await behindTheApi(ctx, sql`select listing_text_rebuild()`);
    await expectBitsEqualListings();
    expect((await search('q=borehole')).total).toBe((await reference({ q: 'borehole' })).length);
    // A rebuild with the other triggers off, as the bench's generator runs it: each bitmap is
    // still put in its column.
    await behindTheApi(
      ctx,
      sql`do $$ begin
        perform set_config('session_replication_role', 'replica', true);
        perform listing_text_rebuild();
      end $$`,
    );
    await expectBitsEqualListings();
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
    expect((await reference({ q: 'borehole' })).at(-1)).toBe(copy.rows[0]!.id);
    await expectAnswersEqualReference();
    await behindTheApi(ctx, sql`select listing_text_rebuild()`);
    expect((await rows(sql`select 1 from listing_text_slot where misplaced`)).rows).toEqual([]);
    await expectBitsEqualListings();
    await expectAnswersEqualReference();
  });

  it('moves a listing between kinds and purposes when only they change', async () => {
    const edit = async (kind: ListingKind, purpose: ListingPurpose) => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/properties/${ids[8]!}`,
        headers: agent,
        payload: formOf(LISTINGS[8]!, kind, purpose),
      });
      expect(res.statusCode).toBe(200);
      await expectBitsEqualListings();
      return (await search('q=bungalow&kind=apartment&purpose=RENT')).total;
    };
    expect(await edit('apartment', 'SALE')).toBe(0);
    expect(await edit('apartment', 'RENT')).toBe(1);
    expect(await edit('house', 'RENT')).toBe(0);
    // A write of the kind alone (the API's edits write every column).
    await behindTheApi(ctx, sql`update listing set kind = 'apartment' where id = ${ids[8]!}`);
    await expectBitsEqualListings();
    expect((await search('q=bungalow&kind=apartment&purpose=RENT')).total).toBe(1);
    await expectAnswersEqualReference();
  });

  it("reads a block's highest set bits as a reading bit by bit does (listing_text_top)", async () => {
    // Bitmaps of a block's length and of lengths that cross the function's spans of 4,096, 512
    // and 64 bits unevenly, from empty to full, each bit set by a hash of its position.
    const rows = rowsOf<{ len: number; per: number; n: number; got: number[]; want: number[] }>(
      await ctx.database.db.execute(sql`
        with bitmaps as (
          select len, per, b, array(select i from generate_series(len - 1, 0, -1) i
              where get_bit(b, i) = 1) as set
          from (values (65536), (4097), (513), (100), (64), (37), (1)) l(len),
            (values (0), (1), (10), (300), (970), (1000)) p(per),
            lateral (select string_agg(
                case when (i::bigint * 40503 + len) % 1000 < per then '1' else '0' end, ''
                order by i)::bit varying as b
              from generate_series(0, len - 1) i) made
        )
        select len, per, n, listing_text_top(b, n) as got, set[1:n] as want
        from bitmaps, (values (0), (1), (3), (20), (700), (100000)) k(n)
        where n < 100000 or len < 65536`),
    );
    expect(rows).toHaveLength(7 * 6 * 6 - 6);
    expect(rows.filter((r) => JSON.stringify(r.got) !== JSON.stringify(r.want))).toEqual([]);
    // Not a vacuous match: the full bitmaps read whole give 4,097 + 513 + 100 + 64 + 37 + 1 bits.
    expect(rows.reduce((sum, r) => sum + r.want.length, 0)).toBeGreaterThan(4_812);
  });

  it('answers a page past the last with its total', async () => {
    const expected = await reference({ q: 'garden' });
    const past = await search(`q=garden&pageSize=2&page=${Math.ceil(expected.length / 2) + 2}`);
    expect(past).toMatchObject({ data: [], total: expected.length });
  });

  it('answers a first page without matches in one statement, as one with matches', async () => {
    /** The statements the app sends for one search (the database's own `execute`, counted). */
    const statementsOf = async (query: string) => {
      const db = ctx.database.db;
      const execute = db.execute;
      let sent = 0;
      db.execute = ((...args: Parameters<typeof execute>) => {
        sent += 1;
        return execute(...args);
      }) as typeof execute;
      try {
        return { answer: await search(query), sent };
      } finally {
        db.execute = execute;
      }
    };
    // Searches not asked before (the public read cache answers those again), after one that
    // reads what every search reads once (geography's names).
    await search('q=deck&kind=room');
    const none = await statementsOf('q=garden&kind=warehouse');
    expect(none.answer).toMatchObject({ data: [], total: 0 });
    const some = await statementsOf('q=garden&kind=house&purpose=SALE');
    expect(some.answer.total).toBeGreaterThan(0);
    expect(none.sent).toBe(some.sent);
    expect(none.sent).toBe(1);
  });

  it('leaves other searches to the other ways', () => {
    const asked = (over: Partial<ListingFilters>, scope: object = PUBLIC) =>
      textBitsQuery(filters(over), scope);
    expect(asked({ q: 'Self-contained  house, Kira' })).toEqual({
      words: ['self', 'contained', 'house', 'kira'],
      kinds: [],
    });
    expect(asked({ q: 'house house', kind: ['house', 'room'], purpose: 'RENT' })).toEqual({
      words: ['house'],
      kinds: ['house', 'room'],
      purpose: 'RENT',
    });
    // Short words, other scripts, other filters, sorts and scopes, deep pages.
    expect(asked({ q: 'house in kira' })).toBeNull();
    expect(asked({ q: 'café' })).toBeNull();
    expect(asked({ q: 'house', bedrooms: 2 })).toBeNull();
    expect(asked({ q: 'house', purpose: 'RENT', rentPeriod: 'MONTH' })).toBeNull();
    expect(asked({ q: 'house', sort: 'price_asc' })).toBeNull();
    expect(asked({ q: 'house' }, { statuses: ['ACTIVE', 'INACTIVE'] })).toBeNull();
    expect(asked({ q: 'house', page: 50, pageSize: 20 })?.words).toEqual(['house']);
    expect(asked({ q: 'house', page: 51, pageSize: 20 })).toBeNull();
    expect(asked({ q: 'a b c d e f g h i'.replace(/\w/g, 'word$&') })).toBeNull();
  });
});
