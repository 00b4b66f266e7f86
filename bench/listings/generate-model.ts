import { CURRENCY_MINOR_DIGITS, type ListingKind } from '@afrinest/contract';
import type pg from 'pg';
import { FEATURE_SHARES, KINDS, LOCAL_CURRENCY, UGX_PER } from './market';
import { NOUNS } from './vocabulary';

/**
 * The market model as temp tables the generator's INSERT joins: bench_kind (one row a kind),
 * bench_money and bench_local (currencies) and bench_feature_share (a feature's chance on a
 * listing of a kind), filled from parameters.
 */

/**
 * Keeps a temp table's arrays uncompressed in its row: each of a million rows reads them, and a
 * compressed (TOASTed) array is decompressed on every read.
 */
async function keepInline(c: pg.ClientBase, table: string) {
  const columns = (
    await c.query(
      `select attname from pg_attribute where attrelid = $1::regclass and attnum > 0 and attlen = -1`,
      [table],
    )
  ).rows as { attname: string }[];
  for (const { attname } of columns)
    await c.query(
      `alter table ${table} alter column ${c.escapeIdentifier(attname)} set storage plain`,
    );
}

/** Bedrooms a title names and a price scales with, by kind (rooms: one, not in the title). */
const BEDS_REF: Partial<Record<ListingKind, number>> = { house: 3.5, apartment: 2, hotel: 15 };

async function createKinds(c: pg.ClientBase) {
  await c.query(`create temp table bench_kind (kind text, lo float8, hi float8, rent_share float8,
    beds int[], beds_ref float8, bath_offset int[], baths int[], floor_median float8,
    floor_sigma float8, sale float8, rent_monthly float8, rent_periods text[], nouns text[])`);
  await keepInline(c, 'bench_kind');
  let lo = 0;
  const total = Object.values(KINDS).reduce((sum, k) => sum + k.share, 0);
  const kinds = Object.entries(KINDS) as [ListingKind, (typeof KINDS)[ListingKind]][];
  for (const [i, [kind, m]] of kinds.entries()) {
    const hi = lo + m.share / total;
    await c.query(
      `insert into bench_kind values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        kind,
        lo,
        // The last kind closes the interval, whatever the rounding of the shares.
        i === kinds.length - 1 ? 1.01 : hi,
        m.rentShare,
        m.bedrooms,
        BEDS_REF[kind] ?? null,
        m.bathroomsOffset ?? null,
        m.bathrooms ?? null,
        m.floorM2?.[0] ?? null,
        m.floorM2?.[1] ?? null,
        m.sale,
        m.rentMonthly,
        m.rentPeriods,
        NOUNS[kind],
      ],
    );
    lo = hi;
  }
}

async function createMoney(c: pg.ClientBase) {
  const codes = Object.keys(UGX_PER) as (keyof typeof CURRENCY_MINOR_DIGITS)[];
  await c.query(
    `create temp table bench_money (code text primary key, ugx_per float8, digits int)`,
  );
  await c.query(
    `insert into bench_money select * from unnest($1::text[], $2::float8[], $3::int[])`,
    [codes, codes.map((k) => UGX_PER[k]), codes.map((k) => CURRENCY_MINOR_DIGITS[k])],
  );
  await c.query(`create temp table bench_local (iso2 text primary key, code text)`);
  await c.query(`insert into bench_local select * from unnest($1::text[], $2::text[])`, [
    Object.keys(LOCAL_CURRENCY),
    Object.values(LOCAL_CURRENCY),
  ]);
}

/** A share for every active feature and kind (features the model does not name: 3 %). */
async function createFeatureShares(c: pg.ClientBase) {
  const features = (await c.query(`select id, slug from feature where active order by slug`))
    .rows as { id: string; slug: string }[];
  const rows = features.flatMap((f, i) =>
    (Object.keys(KINDS) as ListingKind[]).map((kind) => {
      const shares = FEATURE_SHARES[f.slug];
      return { kind, id: f.id, i, share: shares ? (shares[kind] ?? shares['*'] ?? 0) : 0.03 };
    }),
  );
  await c.query(
    `create temp table bench_feature_share (kind text, feature_id uuid, i int, share float8)`,
  );
  await c.query(
    `insert into bench_feature_share select * from unnest($1::text[], $2::uuid[], $3::int[], $4::float8[])`,
    [
      rows.map((r) => r.kind),
      rows.map((r) => r.id),
      rows.map((r) => r.i),
      rows.map((r) => r.share),
    ],
  );
  return features.length;
}

/**
 * pg_temp.u(g, k, seed): the k-th uniform draw in [0, 1) of row g, the same for the same seed on
 * every run (53 bits of a 64-bit hash). Inlined by the planner: an immutable SQL function.
 */
const UNIFORM = `
  create function pg_temp.u(g bigint, k int, seed int) returns float8
  language sql immutable parallel safe as
  $$ select (hashint8extended(g, seed::bigint * 1000 + k) & 9007199254740991)::float8 / 9007199254740992 $$`;

export async function createModel(c: pg.ClientBase): Promise<{ features: number }> {
  await c.query(UNIFORM);
  await createKinds(c);
  await createMoney(c);
  return { features: await createFeatureShares(c) };
}
