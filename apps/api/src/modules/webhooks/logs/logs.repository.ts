import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { webhookAttempts, webhookEndpoints } from '../webhooks.schema';

export type AttemptRow = typeof webhookAttempts.$inferSelect & { endpointUrl: string };

export interface AttemptSearch {
  endpointId?: string;
  eventType?: string;
  outcome?: 'SUCCEEDED' | 'FAILED';
  /** Days (UTC), both included. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

const dayAfter = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

/** The attempt log (admin/webhook-logs). */
export function createLogsRepository(db: Db) {
  const withUrl = () =>
    db
      .select({ attempt: webhookAttempts, endpointUrl: webhookEndpoints.url })
      .from(webhookAttempts)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookAttempts.endpointId));
  const flat = (r: { attempt: typeof webhookAttempts.$inferSelect; endpointUrl: string }) => ({
    ...r.attempt,
    endpointUrl: r.endpointUrl,
  });
  return {
    /** A page of attempts, newest first. */
    async search(s: AttemptSearch): Promise<{ rows: AttemptRow[]; total: number }> {
      const where: SQL | undefined = and(
        s.endpointId ? eq(webhookAttempts.endpointId, s.endpointId) : undefined,
        s.eventType ? eq(webhookAttempts.eventType, s.eventType) : undefined,
        s.outcome ? eq(webhookAttempts.outcome, s.outcome) : undefined,
        s.from ? gte(webhookAttempts.createdAt, new Date(`${s.from}T00:00:00Z`)) : undefined,
        s.to ? lt(webhookAttempts.createdAt, dayAfter(s.to)) : undefined,
      );
      const rows = await withUrl()
        .where(where)
        .orderBy(
          desc(webhookAttempts.createdAt),
          desc(webhookAttempts.attempt),
          desc(webhookAttempts.id),
        )
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [n] = await db.select({ n: count() }).from(webhookAttempts).where(where);
      return { rows: rows.map(flat), total: n?.n ?? 0 };
    },

    async byId(id: string): Promise<AttemptRow | undefined> {
      const [row] = await withUrl().where(eq(webhookAttempts.id, id));
      return row && flat(row);
    },
  };
}
export type LogsRepository = ReturnType<typeof createLogsRepository>;
