import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../../platform/db/literal';
import { filtersOnly, inPublicAgency, isPublicScope, prefixQuery, wordsOf } from './listings-where';
import type { ListingFilters, ListingScope } from './listings-where';
import { listings as l } from './listings.schema';

/**
 * A text search the posting bitmaps answer (ADR 0036, migration 0025): the public's, by text
 * with at most kinds and a purpose (terms of the bitmaps too), newest first, its page within the
 * first TEXT_BITS_DEPTH matches. Any other filter, sort or deeper page takes the search's other
 * ways.
 */
export const TEXT_BITS_DEPTH = 1000;

/**
 * Each word a prefix of at least this many plain letters and digits: a shorter one spans too many
 * lexemes (every bitmap of every word beginning with "a"), and only plain ASCII words are
 * lower-cased alike by JavaScript and PostgreSQL, each one lexeme of the query.
 */
const MIN_WORD = 3;
const MAX_WORDS = 8;

/** What the bitmaps are asked: the words of `q` (distinct, in order), the kinds, the purpose. */
export interface TextBitsQuery {
  words: string[];
  kinds: string[];
  purpose?: string;
}

/** The search as the bitmaps answer it, or null when they do not. */
export function textBitsQuery(f: ListingFilters, scope: ListingScope): TextBitsQuery | null {
  if (!f.q || !isPublicScope(scope) || f.sort !== 'newest') return null;
  if (!filtersOnly(f, ['q', 'kind', 'purpose'])) return null;
  if (f.page * f.pageSize > TEXT_BITS_DEPTH) return null;
  const words = bitmapWords(f.q);
  if (!words?.length) return null;
  return { words, kinds: f.kind, ...(f.purpose ? { purpose: f.purpose } : {}) };
}

/**
 * The words of a text as bitmaps of lexemes answer it (distinct, in order; none for a text of no
 * word), or null when one is too short or not plain ASCII, or there are too many: the text search's
 * bitmaps and the map's (ADR 0037) take the same words.
 */
export function bitmapWords(q: string): string[] | null {
  const words = [...new Set(wordsOf(q))];
  const plain = words.every((w) => w.length >= MIN_WORD && /^[a-z0-9]+$/.test(w));
  return plain && words.length <= MAX_WORDS ? words : null;
}

/** The end of a word's lexemes in byte order: the word with its last character's successor. */
export const wordSuccessor = (w: string) =>
  w.slice(0, -1) + String.fromCharCode(w.charCodeAt(w.length - 1) + 1);

/**
 * The bitmaps' part of the search's one statement (a WITH list; `listingRows` reads the rows):
 * `bits_total(n)`, the matches' total (every word's lexemes' bitmaps ORed per block, the first
 * word's those of the kinds asked when there are kinds; the words' and the purpose's ANDed; their
 * bits counted), and `bits_page(id, m)`, the listings to read for the page. Those are read from the
 * highest matching slots (newest first; each block's bits through `listing_text_top`, blocks above
 * the page skipped by their counts): with no misplaced match (`listing_text_slot.misplaced`,
 * usually none) the page's own `size` slots from `offset`, each m = 0; with m misplaced matches,
 * the first `offset` + `size` + m slots and the misplaced ones, each m > 0, for the caller to sort
 * and page by the search's own order (the newest `offset` + `size` of the others are among those
 * slots whatever the misplaced ones' places).
 */
export function textBitsWith(
  { words, kinds, purpose }: TextBitsQuery,
  q: string,
  offset: number,
  size: number,
): SQL {
  // A word's lexemes are the range [word, the word with its last character's successor) in byte
  // order: a range of the primary key, which a generic plan reads as well (a LIKE pattern's
  // range is only found when the pattern is a constant). With kinds, the first word's lexemes
  // are read as terms of those kinds (`#k:house:word`, listing_text_terms, migration 0035): one
  // such range a kind (a kind asked twice selects its rows once), and no kind bitmap to AND.
  const lexemesOf = (w: string, i: number) =>
    i === 0 && kinds.length
      ? sql.join(
          kinds.map(
            (k) => sql`(lexeme >= ${`#k:${k}:${w}`} and lexeme < ${`#k:${k}:${wordSuccessor(w)}`})`,
          ),
          sql` or `,
        )
      : sql`lexeme >= ${w} and lexeme < ${wordSuccessor(w)}`;
  // A bitmap is in `bits` or, dense, in `dense` (migration 0036).
  const each = words.map(
    (w, i) =>
      sql`${sql.raw(`w${i}`)} as (select block, bit_or(coalesce(dense, bits)) as b from listing_text_bits
        where ${lexemesOf(w, i)} group by block)`,
  );
  // The purpose: a term of its own (listing_text_terms).
  if (purpose)
    each.push(sql`purpose as (select block, coalesce(dense, bits) as b from listing_text_bits
      where lexeme = ${`#purpose:${purpose}`})`);
  const names = [...words.map((_, i) => `w${i}`), ...(purpose ? ['purpose'] : [])];
  const joined = names.slice(1).map((name) => sql` join ${sql.raw(name)} using (block)`);
  const anded = sql.raw(names.map((name) => `${name}.b`).join(' & '));
  const kindOf = kinds.length ? sql` and ${l.kind} = any(${textArray(kinds)})` : sql``;
  const purposeOf = purpose ? sql` and ${l.purpose} = ${purpose}` : sql``;
  return sql`${sql.join(each, sql`, `)},
    hits as (select block, ${anded} as b from w0${sql.join(joined, sql``)}),
    counted as materialized (select block, b, bit_count(b)::int as n from hits),
    bits_total as (select coalesce(sum(n), 0)::int as n from counted),
    misplaced as materialized (select s.listing_id from listing_text_slot s
      join ${l} on ${l.id} = s.listing_id
      where s.misplaced and ${l.status} = 'ACTIVE' and ${l.deletedAt} is null and ${inPublicAgency()}
        and ${l.searchVector} @@ to_tsquery('simple', ${prefixQuery(q)})${kindOf}${purposeOf}),
    wanted as (select count(*)::int as m, ${offset}::int + ${size}::int + count(*)::int as k
      from misplaced),
    ranked as (select block, (sum(n) over (order by block desc) - n)::int as above
      from counted where n > 0),
    picked as materialized (select c.block, c.b, w.k - r.above as bits, r.above from ranked r
      join counted c using (block) cross join wanted w where r.above < w.k),
    slots as (select (block << 16) + p as slot, above + ordinality::int as rank from picked
      cross join unnest(listing_text_top(b, bits)) with ordinality p),
    bits_page as (select s.listing_id as id, w.m from slots
      join listing_text_slot s using (slot) cross join wanted w
      where w.m > 0 or slots.rank > ${offset}::int
      union all select listing_id, w.m from misplaced cross join wanted w)`;
}
