import type http from 'node:http';
import pg from 'pg';
import { get, type Timed } from './load';
import type { Statement } from './server';

/** A slow draw run again alone: its time then and the plan of each statement it sent. */
export interface Explained {
  draw: Timed;
  aloneMs: number;
  plans: { query: string; params: unknown[]; plan: string; executionMs: number | null }[];
}

const READ = /^\s*(?:\/\*.*?\*\/\s*)*(?:select|with)\b/is;

/** EXPLAIN (ANALYZE, BUFFERS) of one read, with its parameters bound as the API bound them. */
async function explainOne(c: pg.Client, s: Statement): Promise<string> {
  const rows = (await c.query(`explain (analyze, buffers) ${s.query}`, s.params)).rows;
  return rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
}

/** Runs each draw alone, records its statements through the API's logger and explains them. */
export async function explainDraws(opts: {
  agent: http.Agent;
  api: string;
  control: string;
  databaseUrl: string;
  draws: Timed[];
}): Promise<Explained[]> {
  const c = new pg.Client({ connectionString: opts.databaseUrl, options: '-c jit=off' });
  await c.connect();
  const out: Explained[] = [];
  try {
    for (const draw of opts.draws) {
      await fetch(`${opts.control}/capture/start`, { method: 'POST' });
      const { ms } = await get(opts.agent, opts.api, draw.path);
      const statements = (await (
        await fetch(`${opts.control}/capture/stop`, { method: 'POST' })
      ).json()) as Statement[];
      const plans: Explained['plans'] = [];
      for (const s of statements.filter((s) => READ.test(s.query))) {
        const plan = await explainOne(c, s).catch((e: Error) => `(not explained: ${e.message})`);
        const time = /Execution Time: ([\d.]+) ms/.exec(plan);
        plans.push({ ...s, plan, executionMs: time ? Number(time[1]) : null });
      }
      out.push({ draw, aloneMs: ms, plans });
    }
  } finally {
    await c.end();
  }
  return out;
}
