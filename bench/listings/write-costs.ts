import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { spread, type Spread } from './load';
import type { WriteKind } from './writes';

/**
 * PostgreSQL's own time for each kind of listing write: the statements the API sends for it
 * (the listing row, its features, its status history), each under EXPLAIN (ANALYZE) inside
 * BEGIN … ROLLBACK on a public generated listing, so triggers run as in production and nothing
 * stays. Per write: the sum of the statements' execution times, which include their triggers.
 */
export interface WriteCost {
  pg: Spread;
  /** Each trigger that ran: its median time in a write and its most calls in one write. */
  triggers: { name: string; relation: string; p50: number; calls: number }[];
}

/** The columns the listing form sets (PUT /properties/{id} sends them all), as present. */
const FORM_COLUMNS = [
  'kind',
  'purpose',
  'rent_period',
  'description',
  'currency',
  'negotiable',
  'bedrooms',
  'bathrooms',
  'floor_area_value',
  'floor_area_unit',
  'floor_area_width_ft',
  'floor_area_length_ft',
  'floor_area_m2',
  'land_size_value',
  'land_size_unit',
  'land_size_width_ft',
  'land_size_length_ft',
  'land_size_m2',
  'size_m2',
  'tenure',
  'lease_years',
  'title_status',
  'access_road',
  'utilities',
  'country_id',
  'region_id',
  'sub_region_id',
  'district_id',
  'city_id',
  'area_id',
  'place_ids',
  'place_names',
  'address',
  'agent_id',
  'agency_id',
];

interface PlanJson {
  'Execution Time': number;
  Triggers?: { 'Trigger Name': string; Relation: string; Time: number; Calls: number }[];
}

/** Each write's statements, given the listing it works on and its copy's new id. */
function statements(
  kind: WriteKind,
  columns: string[],
): ((id: string, copy: string) => [string, unknown[]])[] {
  const form = FORM_COLUMNS.filter((c) => columns.includes(c));
  const copied = columns.filter((c) => c !== 'id');
  if (kind === 'create')
    return [
      (id, copy) => [
        `insert into listing (id, ${copied.join(', ')})
         select $2, ${copied.join(', ')} from listing where id = $1`,
        [id, copy],
      ],
      (id, copy) => [
        `insert into listing_feature (listing_id, feature_id)
         select $2, feature_id from listing_feature where listing_id = $1`,
        [id, copy],
      ],
      (_id, copy) => [
        `insert into listing_status_change (listing_id, from_status, to_status) values ($1, null, 'ACTIVE')`,
        [copy],
      ],
    ];
  if (kind === 'edit')
    return [
      (id) => [
        `update listing set title = title || ' (new price)', price_amount = price_amount * 95 / 100,
           latitude = latitude + 0.001, longitude = longitude - 0.001, updated_at = now(),
           ${form.map((c) => `${c} = ${c}`).join(', ')}
         where id = $1`,
        [id],
      ],
      // The features as the form sends them: replaced.
      (id) => [
        `with gone as (delete from listing_feature where listing_id = $1 returning feature_id)
         insert into listing_feature (listing_id, feature_id) select $1, feature_id from gone`,
        [id],
      ],
    ];
  return [
    (id) => [
      `update listing set status = 'INACTIVE', updated_at = now() where id = $1 and status = 'ACTIVE'`,
      [id],
    ],
    (id) => [
      `insert into listing_status_change (listing_id, from_status, to_status, note)
       values ($1, 'ACTIVE', 'INACTIVE', 'Let')`,
      [id],
    ],
  ];
}

export async function measureWriteCosts(
  databaseUrl: string,
  seed: number,
  samples: number,
): Promise<Record<WriteKind, WriteCost>> {
  const c = new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' });
  await c.connect();
  try {
    const columns = (
      await c.query(`select attname from pg_attribute
        where attrelid = 'listing'::regclass and attnum > 0 and not attisdropped and attgenerated = ''`)
    ).rows.map((r: { attname: string }) => r.attname);
    const ids = (
      await c.query(
        `select id from listing where status = 'ACTIVE' and deleted_at is null
         order by md5(id::text || $1 || 'costs') limit $2`,
        [seed, samples],
      )
    ).rows.map((r: { id: string }) => r.id);
    const out = {} as Record<WriteKind, WriteCost>;
    for (const kind of ['create', 'edit', 'status'] as WriteKind[]) {
      const totals: number[] = [];
      const triggers = new Map<string, { relation: string; times: number[]; calls: number }>();
      for (const id of ids) {
        await c.query('begin');
        try {
          let total = 0;
          const ran = new Map<string, { relation: string; time: number; calls: number }>();
          const copy = randomUUID();
          for (const make of statements(kind, columns)) {
            const [text, params] = make(id, copy);
            const plan = (await c.query(`explain (analyze, format json) ${text}`, params)).rows[0][
              'QUERY PLAN'
            ][0] as PlanJson;
            total += plan['Execution Time'];
            for (const t of plan.Triggers ?? []) {
              // PostgreSQL's own foreign-key checks, one trigger per key: counted as one line.
              const name = t['Trigger Name'].startsWith('RI_ConstraintTrigger')
                ? 'foreign-key checks'
                : t['Trigger Name'];
              const one = ran.get(name) ?? { relation: t.Relation, time: 0, calls: 0 };
              ran.set(name, {
                ...one,
                time: one.time + t.Time,
                calls: one.calls + t.Calls,
              });
            }
          }
          totals.push(total);
          for (const [name, t] of ran) {
            const seen = triggers.get(name) ?? { relation: t.relation, times: [], calls: 0 };
            seen.times.push(t.time);
            seen.calls = Math.max(seen.calls, t.calls);
            triggers.set(name, seen);
          }
        } finally {
          await c.query('rollback');
        }
      }
      out[kind] = {
        pg: spread(totals),
        triggers: [...triggers].map(([name, t]) => ({
          name,
          relation: t.relation,
          p50: spread(t.times).p50,
          calls: t.calls,
        })),
      };
    }
    return out;
  } finally {
    await c.end();
  }
}
