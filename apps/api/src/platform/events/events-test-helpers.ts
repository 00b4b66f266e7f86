import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@afrinest/contract';
import { rowsOf } from '../db/client';
import type { TestContext } from '../../../test/helper';

export interface OutboxRow {
  seq: number;
  type: WebhookEventType;
  agencyId: string | null;
  data: Record<string, unknown>;
}

/** The outbox's rows (of one type, when given), in the order they were written. */
export async function outboxRows(ctx: TestContext, type?: WebhookEventType): Promise<OutboxRow[]> {
  const rows = rowsOf<{
    seq: string | number;
    type: WebhookEventType;
    agency_id: string | null;
    data: unknown;
  }>(
    await ctx.database.db.execute(
      sql`select seq, type, agency_id, data from event_outbox
          ${type ? sql`where type = ${type}` : sql``} order by seq`,
    ),
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    type: r.type,
    agencyId: r.agency_id,
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
  }));
}

/** The outbox's rows written since `seq` (of one type, when given). */
export async function outboxSince(ctx: TestContext, seq: number, type?: WebhookEventType) {
  return (await outboxRows(ctx, type)).filter((r) => r.seq > seq);
}

/** The last seq written so far (0: none), to read what a step added. */
export async function lastSeq(ctx: TestContext): Promise<number> {
  return (await outboxRows(ctx)).at(-1)?.seq ?? 0;
}

/**
 * Makes the database refuse, inside the change's own transaction, a row of `table` matching
 * `when` (SQL over NEW). `deferred`: refused at COMMIT, after every statement (the emit
 * included) ran. Answers a function that removes the trap.
 */
export async function refuseWhen(
  ctx: TestContext,
  name: string,
  table: string,
  when: string,
  opts: { deferred?: boolean; on?: 'INSERT' | 'UPDATE' | 'INSERT OR UPDATE' } = {},
): Promise<() => Promise<void>> {
  const db = ctx.database.db;
  const fn = `test_refuse_${name}`;
  await db.execute(
    sql.raw(`create or replace function ${fn}() returns trigger language plpgsql as $$
      begin
        if ${when} then raise exception 'refused by test trap ${name}' using errcode = '23514'; end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(
      `create ${opts.deferred ? 'constraint ' : ''}trigger ${fn} after ${opts.on ?? 'INSERT'} on ${table}
       ${opts.deferred ? 'deferrable initially deferred ' : ''}for each row execute function ${fn}()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger if exists ${fn} on ${table}`));
    await db.execute(sql.raw(`drop function if exists ${fn}()`));
  };
}
