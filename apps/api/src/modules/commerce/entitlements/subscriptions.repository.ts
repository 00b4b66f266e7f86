import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { GrantSource, SubscriptionStatus } from '@afrinest/contract';
import type { Db } from '../../../platform/db/client';
import { agencySubscriptions, entitlementNotices } from '../commerce.schema';
import type { Exec } from './ledger.repository';

export type SubscriptionRow = typeof agencySubscriptions.$inferSelect;

/** Agencies' package periods and the notices an ended one leaves (issue 41). */
export function createSubscriptionsRepository(db: Db) {
  return {
    async insert(
      tx: Exec,
      row: {
        agencyId: string;
        packageId: string;
        source: GrantSource;
        startsAt: Date;
        endsAt: Date | null;
      },
    ): Promise<SubscriptionRow> {
      const [created] = await tx.insert(agencySubscriptions).values(row).returning();
      return created!;
    },
    async findById(tx: Exec, id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(agencySubscriptions)
        .where(eq(agencySubscriptions.id, id));
      return row;
    },
    /** The agency's ACTIVE period of this package that has an end (a renewal extends it). */
    async activeOf(tx: Exec, agencyId: string, packageId: string) {
      const [row] = await tx
        .select()
        .from(agencySubscriptions)
        .where(
          and(
            eq(agencySubscriptions.agencyId, agencyId),
            eq(agencySubscriptions.packageId, packageId),
            eq(agencySubscriptions.status, 'ACTIVE'),
          ),
        )
        .orderBy(sql`${agencySubscriptions.endsAt} desc nulls first`)
        .limit(1);
      return row;
    },
    async setEnd(tx: Exec, id: string, endsAt: Date | null) {
      await tx
        .update(agencySubscriptions)
        .set({ endsAt, updatedAt: new Date() })
        .where(eq(agencySubscriptions.id, id));
    },
    async setStatus(tx: Exec, id: string, status: SubscriptionStatus) {
      await tx
        .update(agencySubscriptions)
        .set({ status, updatedAt: new Date() })
        .where(eq(agencySubscriptions.id, id));
    },
    /** An ACTIVE period becomes EXPIRED; false when it no longer was ACTIVE (a run before). */
    async expire(tx: Exec, id: string): Promise<boolean> {
      const rows = await tx
        .update(agencySubscriptions)
        .set({ status: 'EXPIRED', updatedAt: new Date() })
        .where(and(eq(agencySubscriptions.id, id), eq(agencySubscriptions.status, 'ACTIVE')))
        .returning({ id: agencySubscriptions.id });
      return rows.length > 0;
    },
    /** ACTIVE periods that have ended by `at`, oldest first. */
    ended: (at: Date, limit: number) =>
      db
        .select()
        .from(agencySubscriptions)
        .where(
          and(
            eq(agencySubscriptions.status, 'ACTIVE'),
            isNotNull(agencySubscriptions.endsAt),
            lte(agencySubscriptions.endsAt, at),
          ),
        )
        .orderBy(asc(agencySubscriptions.endsAt))
        .limit(limit),
    /** ACTIVE periods ending within `days` whose reminder for `days` was not mailed yet. */
    dueReminder: (at: Date, days: number, limit: number) =>
      db
        .select()
        .from(agencySubscriptions)
        .where(
          and(
            eq(agencySubscriptions.status, 'ACTIVE'),
            isNotNull(agencySubscriptions.endsAt),
            sql`${agencySubscriptions.endsAt} > ${at}`,
            sql`${agencySubscriptions.endsAt} <= ${at}::timestamptz + make_interval(days => ${days})`,
            sql`not (${agencySubscriptions.remindedAt} ? ${String(days)})`,
          ),
        )
        .limit(limit),
    /**
     * Marks a reminder mailed; false when another run marked it first. `then` runs in the
     * mark's transaction (the reminder's event), so a re-run sends it neither twice nor never.
     */
    async markReminded(
      id: string,
      days: number,
      at: Date,
      then?: (tx: Exec) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(agencySubscriptions)
          .set({
            remindedAt: sql`${agencySubscriptions.remindedAt} || jsonb_build_object(${String(days)}::text, ${at.toISOString()}::text)`,
          })
          .where(
            and(
              eq(agencySubscriptions.id, id),
              sql`not (${agencySubscriptions.remindedAt} ? ${String(days)})`,
            ),
          )
          .returning({ id: agencySubscriptions.id });
        if (rows.length > 0 && then) await then(tx);
        return rows.length > 0;
      });
    },

    async addNotice(tx: Exec, agencyId: string, listingIds: string[]) {
      await tx.insert(entitlementNotices).values({
        agencyId,
        kind: 'PACKAGE_EXPIRED',
        count: listingIds.length,
        listingIds,
      });
    },
    async openNotices(tx: Exec, agencyId: string) {
      return tx
        .select()
        .from(entitlementNotices)
        .where(
          and(
            eq(entitlementNotices.agencyId, agencyId),
            sql`${entitlementNotices.dismissedAt} is null`,
          ),
        );
    },
    async dismissNotice(exec: Exec, agencyId: string, id: string): Promise<boolean> {
      const rows = await exec
        .update(entitlementNotices)
        .set({ dismissedAt: new Date() })
        .where(and(eq(entitlementNotices.id, id), eq(entitlementNotices.agencyId, agencyId)))
        .returning({ id: entitlementNotices.id });
      return rows.length > 0;
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
