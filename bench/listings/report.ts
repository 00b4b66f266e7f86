import type { Explained } from './explain';
import type { Spread, Timed } from './load';
import { spread } from './load';
import type { WriteCost } from './write-costs';
import type { WriteKind, WriteTimes } from './writes';

/** The budgets of DESIGN.md §4 for random draws on 1,000,000 listings (ms). */
export const BUDGETS = {
  search: { p95: 150, p99: 400, max: 1000 },
  map: { p95: 200 },
  writeP95: 20,
  writePostgres: 5,
};

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
const check = (value: number, limit: number) => (value <= limit ? '✓' : '✗ over');
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const rule = (n: number) => `|${'---|'.repeat(n)}`;

function endpointTable(draws: Timed[]): string[] {
  const of = (endpoint: Timed['endpoint']) => draws.filter((d) => d.endpoint === endpoint);
  const line = (label: string, list: Timed[], budget: string) => {
    const s = spread(list.map((d) => d.ms));
    return row([
      label,
      s.n,
      ms(s.p50),
      `**${ms(s.p95)}**`,
      ms(s.p99),
      ms(s.max),
      list.filter((d) => d.status !== 200).length,
      budget,
    ]);
  };
  const search = spread(of('search').map((d) => d.ms));
  const map = spread(of('map').map((d) => d.ms));
  const b = BUDGETS.search;
  return [
    row(['requests', 'draws', 'p50', 'p95', 'p99', 'max', 'not 200', 'budget']),
    rule(8),
    line(
      'search: GET /api/properties',
      of('search'),
      `p95 ≤ ${b.p95} ${check(search.p95, b.p95)}, p99 ≤ ${b.p99} ${check(search.p99, b.p99)}, max ≤ ${b.max} ${check(search.max, b.max)}`,
    ),
    line(
      'map: GET /api/properties/map',
      of('map'),
      `p95 ≤ ${BUDGETS.map.p95} ${check(map.p95, BUDGETS.map.p95)}`,
    ),
  ];
}

function filtersTable(draws: Timed[]): string[] {
  const groups = ['0', '1', '2', '3', '4+'];
  const group = (d: Timed) => (d.filters >= 4 ? '4+' : String(d.filters));
  const cells = (list: Timed[]) => {
    const s = spread(list.map((d) => d.ms));
    return [s.n, ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max)];
  };
  return [
    row(['filters', 'searches', 'p50', 'p95', 'p99', 'max', 'maps', 'p50', 'p95', 'p99', 'max']),
    rule(11),
    ...groups.map((g) =>
      row([
        g,
        ...cells(draws.filter((d) => d.endpoint === 'search' && group(d) === g)),
        ...cells(draws.filter((d) => d.endpoint === 'map' && group(d) === g)),
      ]),
    ),
  ];
}

const WRITES: Record<WriteKind, string> = {
  create: 'create: POST /api/properties',
  edit: 'edit: PUT /properties/{id}',
  status: 'status change: PUT /api/properties/{id}/status',
};

function writesTable(writes: WriteTimes, costs: Record<WriteKind, WriteCost>): string[] {
  const line = (kind: WriteKind) => {
    const h: Spread = writes.http[kind];
    const p = costs[kind].pg;
    const triggers = costs[kind].triggers
      .map((t) => `${t.name} ${ms(t.p50)}${t.calls > 1 ? ` (${t.calls} calls)` : ''}`)
      .join(', ');
    return row([
      WRITES[kind],
      h.n,
      ms(h.p50),
      `**${ms(h.p95)}**`,
      ms(h.max),
      ms(p.p50),
      `**${ms(p.p95)}**`,
      triggers || '—',
      `p95 ≤ ${BUDGETS.writeP95} ${check(h.p95, BUDGETS.writeP95)}; PostgreSQL ≤ ${BUDGETS.writePostgres} ${check(p.p95, BUDGETS.writePostgres)}`,
    ]);
  };
  return [
    row([
      'write',
      'requests',
      'p50',
      'p95',
      'max',
      'PostgreSQL p50',
      'PostgreSQL p95',
      'triggers (ms a write, p50)',
      'budget',
    ]),
    rule(9),
    line('create'),
    line('edit'),
    line('status'),
  ];
}

function slowestTable(explained: Explained[]): string[] {
  return [
    row(['#', 'ms in the run', 'ms alone', 'PostgreSQL ms (each statement)', 'request']),
    rule(5),
    ...explained.map((e, i) =>
      row([
        i + 1,
        ms(e.draw.ms),
        ms(e.aloneMs),
        e.plans.map((p) => ms(p.executionMs ?? Number.NaN)).join(' + ') || '—',
        `\`${e.draw.path}\``,
      ]),
    ),
  ];
}

export interface Report {
  draws: Timed[];
  explained: Explained[];
  writes: WriteTimes;
  costs: Record<WriteKind, WriteCost>;
}

/** The tables, as printed and as recorded. */
export function reportTables(r: Report): string[] {
  const statuses = new Map<number, number>();
  for (const d of r.draws) statuses.set(d.status, (statuses.get(d.status) ?? 0) + 1);
  const failures = r.draws.filter((d) => d.status !== 200);
  return [
    ...endpointTable(r.draws),
    '',
    `Status codes: ${[...statuses].map(([s, n]) => `${s} × ${n}`).join(', ')}.`,
    ...failures.slice(0, 20).map((d) => `- ${d.status} \`${d.path}\`: ${d.error ?? ''}`),
    '',
    'By number of filters (sort and page are not filters):',
    '',
    ...filtersTable(r.draws),
    '',
    ...writesTable(r.writes, r.costs),
    ...(r.writes.failures.length
      ? ['', ...r.writes.failures.slice(0, 20).map((f) => `- write failed: ${f}`)]
      : []),
    '',
    'The slowest draws, each run again alone with its statements explained:',
    '',
    ...slowestTable(r.explained),
  ];
}

/** Each slow draw's plans, printed (too long for RESULTS.md). */
export function printPlans(explained: Explained[]) {
  for (const [i, e] of explained.entries()) {
    console.log(
      `\n#${i + 1} ${ms(e.draw.ms)} ms in the run, ${ms(e.aloneMs)} ms alone: ${e.draw.path}`,
    );
    for (const p of e.plans) {
      console.log(`  ${p.query.replace(/\s+/g, ' ').slice(0, 400)}`);
      console.log(`  params: ${JSON.stringify(p.params).slice(0, 400)}`);
      console.log(p.plan.replace(/^/gm, '    '));
    }
  }
}
