import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { webhookEndpoints } from '../webhooks.schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
/** An endpoint with what the list shows beside it. */
export interface EndpointWithFigures extends EndpointRow {
  pending: number;
  lastAttemptAt: Date | null;
  lastOutcome: string | null;
}
export type EndpointValues = Pick<
  typeof webhookEndpoints.$inferInsert,
  'url' | 'description' | 'events' | 'agencyId' | 'active' | 'disabledReason' | 'disabledAt'
> & { failingSince?: Date | null };

export interface EndpointSearch {
  q?: string;
  active?: 'true' | 'false';
  agencyId?: string;
  page: number;
  pageSize: number;
}

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const figures = {
  pending: sql<number>`(select count(*) from webhook_delivery d
    where d.endpoint_id = webhook_endpoint.id and d.status = 'PENDING')`.mapWith(Number),
  lastAttemptAt: sql<Date | null>`(select max(a.created_at) from webhook_attempt a
    where a.endpoint_id = webhook_endpoint.id)`.mapWith((v) => (v ? new Date(v) : null)),
  lastOutcome: sql<string | null>`(select a.outcome from webhook_attempt a
    where a.endpoint_id = webhook_endpoint.id order by a.created_at desc limit 1)`,
};

/** Webhook endpoints: the admins' list and form. */
export function createEndpointsRepository(db: Db) {
  const withFigures = () => db.select({ row: webhookEndpoints, ...figures }).from(webhookEndpoints);
  const flat = (r: { row: EndpointRow } & Omit<EndpointWithFigures, keyof EndpointRow>) => ({
    ...r.row,
    pending: r.pending,
    lastAttemptAt: r.lastAttemptAt,
    lastOutcome: r.lastOutcome,
  });
  return {
    async search(s: EndpointSearch): Promise<{ rows: EndpointWithFigures[]; total: number }> {
      const pattern = s.q ? containsPattern(s.q) : undefined;
      const where: SQL | undefined = and(
        pattern
          ? or(ilike(webhookEndpoints.url, pattern), ilike(webhookEndpoints.description, pattern))
          : undefined,
        s.active ? eq(webhookEndpoints.active, s.active === 'true') : undefined,
        s.agencyId ? eq(webhookEndpoints.agencyId, s.agencyId) : undefined,
      );
      const rows = await withFigures()
        .where(where)
        .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [n] = await db.select({ n: count() }).from(webhookEndpoints).where(where);
      return { rows: rows.map(flat), total: n?.n ?? 0 };
    },

    async byId(id: string): Promise<EndpointWithFigures | undefined> {
      const [row] = await withFigures().where(eq(webhookEndpoints.id, id));
      return row && flat(row);
    },

    async insert(values: EndpointValues, secret: string, createdBy: string): Promise<EndpointRow> {
      const [row] = await db
        .insert(webhookEndpoints)
        .values({ ...values, secret, createdBy })
        .returning();
      return row!;
    },

    async update(
      id: string,
      values: Partial<EndpointValues> &
        Partial<Pick<EndpointRow, 'secret' | 'previousSecret' | 'previousSecretUntil'>>,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(webhookEndpoints)
        .set({ ...values, updatedAt: now })
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },
  };
}
export type EndpointsRepository = ReturnType<typeof createEndpointsRepository>;
