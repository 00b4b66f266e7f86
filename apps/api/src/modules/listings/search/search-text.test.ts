import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helper';
import { ref } from '../../geo/geo-test-helpers';
import { prefixQuery } from './search-where';
import { createListing, oneAgency, listingForm } from '../listings-test-helpers';

/** Title, description and city of each listing: words that share their first four characters. */
const TEXTS: [string, string, string][] = [
  ['Kampala villa', 'Quiet street near Kampiringisa.', ref.kampala],
  ['Café Ssebaggala', 'Éléphant garden, self-contained rooms.', ref.kira],
  ['3-bedroom house', 'Borehole, 24-hour security, 50×100 ft plot.', ref.mbarara],
  ['Kampalas apartment', 'Two bathrooms, lift.', ref.kira],
  ['Ntinda shop', 'Supercalifragilisticexpialidocious frontage.', ref.mbarara],
  ['Kisementi office', 'Ready title; parking for 30 cars.', ref.kampala],
  ['Bedsitter in Kira', 'Self contained, 300 m from the road.', ref.kira],
];

/** Every kind of word the search treats differently: exactly four characters, longer, shorter, digits, other scripts. */
const QUERIES = [
  'kampala',
  'kamp',
  'kampal',
  'kampalas',
  'kampi',
  'ka',
  'k',
  'café',
  'cafe',
  'caf',
  'éléphant',
  'ÉLÉPHANT garden',
  'elephant',
  'self',
  'self contained',
  'self-contained',
  'contained self',
  '3',
  '3 bedroom',
  'bed 3',
  '30',
  '300 road',
  '24 hour',
  '50',
  '100 ft',
  'supercalifragilisticexpialidocious',
  'supercalifragilistic',
  'supercalifragilisticexpialidociousness',
  'ntinda shop',
  'nt sh',
  'ready title',
  'ready titles',
  'ssebaggala café',
  'garden café kira',
  'kisementi 30',
  'kira',
  'kir',
  'mbarara',
  'western',
  'uganda',
  'zzzz',
  'bedr kamp',
];

/**
 * A text search finds exactly what the prefix query over `search_vector` finds among the public
 * listings, in the same order and with the same total, for every kind of word.
 */
describe('listings search: text words', () => {
  let ctx: TestContext;

  const search = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/properties?${query}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as { data: { id: string }[]; total: number };
  };
  /** The public listings matching the plain prefix query, in the search's order. */
  const reference = async (
    q: string,
    order = sql`published_at desc nulls last, created_at desc, id`,
  ) => {
    const result = await ctx.database.db.execute(sql`select id from listing
      where deleted_at is null and status = 'ACTIVE'
        and agency_id not in (select id from agency where status <> 'ACTIVE')
        and search_vector @@ to_tsquery('simple', ${prefixQuery(q)})
      order by ${order}`);
    return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const { agent } = await oneAgency(ctx);
    const ids: string[] = [];
    for (const [i, [title, description, cityId]] of TEXTS.entries())
      ids.push(
        (
          await createListing(
            ctx,
            agent,
            listingForm({
              title,
              description,
              location: { countryId: ref.uganda, cityId },
              price: { amount: 100_000_000 + ((i * 37) % 7) * 10_000_000, currency: 'UGX' },
            }),
          )
        ).id,
      );
    // One that only its agency sees: never found by the public text search either.
    await ctx.database.db.execute(sql`update listing set status = 'INACTIVE' where id = ${ids[0]}`);
  });
  afterAll(() => ctx.close());

  it('finds what the prefix query finds, in the same order, for every kind of word', async () => {
    let found = 0;
    for (const q of QUERIES) {
      const expected = await reference(q);
      const answer = await search(`q=${encodeURIComponent(q)}&pageSize=50`);
      expect(
        answer.data.map((l) => l.id),
        q,
      ).toEqual(expected);
      expect(answer.total, q).toBe(expected.length);
      found += expected.length ? 1 : 0;
    }
    // The words do find listings (the comparison is not between empty answers).
    expect(found).toBeGreaterThan(QUERIES.length / 2);
  });

  it('pages and sorts a text search like any other', async () => {
    for (const q of ['kira', 'self', 'ka']) {
      const expected = await reference(q);
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++) {
        const answer = await search(`q=${q}&pageSize=2&page=${page}`);
        expect(answer.total, `${q} page ${page}`).toBe(expected.length);
        paged.push(...answer.data.map((l) => l.id));
      }
      expect(paged, q).toEqual(expected);
      const byPrice = await search(`q=${q}&sort=price_desc&pageSize=50`);
      expect(byPrice.data.map((l) => l.id)).toEqual(
        await reference(q, sql`price_amount desc, id desc`),
      );
    }
  });
});
