import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { GrantSource, LedgerKind } from '@afrinest/contract';
import { rowsOf, type Db } from '../../../platform/db/client';
import { entitlementLots, ledgerOperations, ledgerPostings } from '../commerce.schema';

/** A database handle or a transaction: every read a decision rests on runs in the writer's. */
export type Exec = Db;

export interface NewOperation {
  agencyId: string;
  kind: LedgerKind;
  source?: GrantSource | null;
  packageId?: string | null;
  subscriptionId?: string | null;
  listingId?: string | null;
  reversesId?: string | null;
  reason: string;
  actorId?: string | null;
  idempotencyKey: string;
  requestHash?: string;
}
/** One movement; a GRANT posting (no lotId) starts a new lot whose id is the posting's. */
export interface NewPosting {
  itemId: string;
  agentId: string | null;
  lotId?: string;
  delta: number;
  /** A new lot's window, or (EXTEND) the lot's new end. */
  validFrom?: Date;
  validUntil?: Date | null;
  /** A new lot's source (a grant's). */
  source?: GrantSource;
}

/** A lot's balance in one bucket (agent null: the agency's pool), as the cache keeps it. */
export interface LotRow {
  lotId: string;
  agencyId: string;
  itemId: string;
  agentId: string | null;
  source: GrantSource;
  granted: number;
  consumed: number;
  remaining: number;
  validFrom: Date;
  validUntil: Date | null;
}

const lotColumns = sql`lot_id as "lotId", agency_id as "agencyId", item_id as "itemId",
  agent_id as "agentId", source, granted::float8 as granted, consumed::float8 as consumed,
  remaining::float8 as remaining, valid_from as "validFrom", valid_until as "validUntil"`;
const toLot = (r: LotRow): LotRow => ({
  ...r,
  validFrom: new Date(r.validFrom),
  validUntil: r.validUntil ? new Date(r.validUntil) : null,
});

/**
 * The ledger's writes (issue 41): an operation and its postings are appended, and the cached
 * balance of each lot and bucket moves with them, in the caller's transaction. Nothing written
 * here is ever updated or deleted, but the cache.
 */
export function createLedgerRepository(db: Db) {
  return {
    db,
    /** Every entitlement change of one agency runs one at a time (a lock per agency, not global). */
    async lockAgency(tx: Exec, agencyId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`entitlements:${agencyId}`}))`);
    },

    async findByKey(tx: Exec, key: string) {
      const [row] = await tx
        .select({ id: ledgerOperations.id, requestHash: ledgerOperations.requestHash })
        .from(ledgerOperations)
        .where(eq(ledgerOperations.idempotencyKey, key));
      return row;
    },

    /** The lots valid at `at` of the agency's items (every bucket), soonest end first. */
    async lotsOf(tx: Exec, agencyId: string, itemIds: string[] | null, at: Date) {
      const items = itemIds ? sql`and item_id in ${itemIds}` : sql``;
      if (itemIds && itemIds.length === 0) return [];
      const result = await tx.execute(sql`
        select ${lotColumns} from ${entitlementLots}
        where agency_id = ${agencyId} ${items}
          and valid_from <= ${at} and (valid_until is null or valid_until > ${at})
        order by valid_until asc nulls last, valid_from, lot_id`);
      return rowsOf<LotRow>(result).map(toLot);
    },

    /** Every bucket of the given lots (reversal, expiry, extension). */
    async bucketsOf(tx: Exec, lotIds: string[]): Promise<LotRow[]> {
      if (lotIds.length === 0) return [];
      const result = await tx.execute(
        sql`select ${lotColumns} from ${entitlementLots} where lot_id in ${lotIds} order by lot_id, agent_id nulls first`,
      );
      return rowsOf<LotRow>(result).map(toLot);
    },

    /** The lots a GRANT (or a positive ADJUST) operation started. */
    async lotIdsOfOperation(tx: Exec, operationId: string): Promise<string[]> {
      const rows = await tx
        .select({ lotId: ledgerPostings.lotId })
        .from(ledgerPostings)
        .where(
          and(
            eq(ledgerPostings.operationId, operationId),
            sql`${ledgerPostings.lotId} = ${ledgerPostings.id}`,
          ),
        );
      return rows.map((r) => r.lotId);
    },

    /**
     * Appends the operation and its postings and moves the cached balances. Returns the
     * operation id. A posting that names no lot starts one (a grant).
     */
    async append(tx: Exec, op: NewOperation, postings: NewPosting[]): Promise<string> {
      const id = randomUUID();
      await tx.insert(ledgerOperations).values({
        id,
        agencyId: op.agencyId,
        kind: op.kind,
        source: op.source ?? null,
        packageId: op.packageId ?? null,
        subscriptionId: op.subscriptionId ?? null,
        listingId: op.listingId ?? null,
        reversesId: op.reversesId ?? null,
        reason: op.reason,
        actorId: op.actorId ?? null,
        idempotencyKey: op.idempotencyKey,
        requestHash: op.requestHash ?? '',
      });
      for (const p of postings) {
        const postingId = randomUUID();
        const lotId = p.lotId ?? postingId;
        await tx.insert(ledgerPostings).values({
          id: postingId,
          operationId: id,
          agencyId: op.agencyId,
          itemId: p.itemId,
          agentId: p.agentId,
          lotId,
          delta: p.delta,
          validFrom: p.lotId ? null : (p.validFrom ?? new Date()),
          validUntil: p.lotId
            ? op.kind === 'EXTEND'
              ? (p.validUntil ?? null)
              : null
            : (p.validUntil ?? null),
        });
        await moveCache(tx, op, { ...p, lotId, isNewLot: !p.lotId });
      }
      return id;
    },

    /**
     * The pool buckets of a period's grants that end with it (`endsAt`, an extension) or later
     * than `after` (the period ended now).
     */
    async lotsOfPeriod(
      tx: Exec,
      subscriptionId: string,
      ends: { endsAt: Date } | { after: Date },
    ): Promise<LotRow[]> {
      const when =
        'endsAt' in ends ? sql`valid_until = ${ends.endsAt}` : sql`valid_until > ${ends.after}`;
      const result = await tx.execute(sql`
        select ${lotColumns} from ${entitlementLots}
        where agent_id is null and ${when} and lot_id in (
          select p.id from ${ledgerPostings} p
          join ${ledgerOperations} o on o.id = p.operation_id
          where o.subscription_id = ${subscriptionId} and p.id = p.lot_id)`);
      return rowsOf<LotRow>(result).map(toLot);
    },
    /** Grants with a lot past its end that still holds something: the expiry job's work. */
    async dueToExpire(at: Date, limit: number) {
      const result = await db.execute(sql`
        select distinct l.agency_id as "agencyId", p.operation_id as "operationId"
        from ${entitlementLots} l join ${ledgerPostings} p on p.id = l.lot_id
        where l.remaining <> 0 and l.valid_until is not null and l.valid_until <= ${at}
        limit ${limit}`);
      return rowsOf<{ agencyId: string; operationId: string }>(result);
    },
    /** A grant operation, for reversal. */
    async operation(id: string) {
      const [row] = await db.select().from(ledgerOperations).where(eq(ledgerOperations.id, id));
      return row;
    },
    /** The same, inside a transaction (a refund reverses its purchase in its own). */
    async operationIn(tx: Exec, id: string) {
      const [row] = await tx.select().from(ledgerOperations).where(eq(ledgerOperations.id, id));
      return row;
    },

    /** What the postings say each bucket holds, beside what the cache says (recompute). */
    async compareWithCache(tx: Exec, agencyId: string) {
      const result = await tx.execute(sql`
        with ledger as (
          select p.lot_id, p.agent_id, sum(p.delta)::float8 as remaining
          from ${ledgerPostings} p where p.agency_id = ${agencyId}
          group by p.lot_id, p.agent_id
        )
        select coalesce(l.lot_id, c.lot_id) as "lotId", coalesce(l.agent_id, c.agent_id) as "agentId",
          coalesce(c.remaining, 0)::float8 as cached, coalesce(l.remaining, 0)::float8 as ledger
        from ledger l
        full join ${entitlementLots} c
          on c.lot_id = l.lot_id and c.agent_id is not distinct from l.agent_id
        where coalesce(c.agency_id, ${agencyId}) = ${agencyId}`);
      return rowsOf<{ lotId: string; agentId: string | null; cached: number; ledger: number }>(
        result,
      );
    },
    /** Sets the cache of one bucket to what the postings say (recompute). */
    async setCached(tx: Exec, lotId: string, agentId: string | null, remaining: number) {
      await tx
        .update(entitlementLots)
        .set({ remaining, updatedAt: new Date() })
        .where(
          and(
            eq(entitlementLots.lotId, lotId),
            agentId
              ? eq(entitlementLots.agentId, agentId)
              : sql`${entitlementLots.agentId} is null`,
          ),
        );
    },
  };

  /** The cache follows the posting: remaining always, consumed on use, the window on EXTEND. */
  async function moveCache(
    tx: Exec,
    op: NewOperation,
    p: NewPosting & { lotId: string; isNewLot: boolean },
  ) {
    if (p.isNewLot) {
      await tx.insert(entitlementLots).values({
        lotId: p.lotId,
        agencyId: op.agencyId,
        itemId: p.itemId,
        agentId: p.agentId,
        source: p.source ?? op.source ?? 'ADMIN_GRANT',
        granted: p.delta,
        remaining: p.delta,
        validFrom: p.validFrom ?? new Date(),
        validUntil: p.validUntil ?? null,
      });
      return;
    }
    if (op.kind === 'EXTEND') {
      await tx
        .update(entitlementLots)
        .set({ validUntil: p.validUntil ?? null, updatedAt: new Date() })
        .where(eq(entitlementLots.lotId, p.lotId));
      return;
    }
    const consumed = op.kind === 'CONSUME' ? -p.delta : 0;
    // A bucket an allocation opens takes the lot's source and window.
    await tx.execute(sql`
      insert into ${entitlementLots}
        (lot_id, agency_id, item_id, agent_id, source, granted, consumed, remaining, valid_from, valid_until)
      select lot_id, agency_id, item_id, ${p.agentId}, source, 0, ${consumed}, ${p.delta}, valid_from, valid_until
      from ${entitlementLots} where lot_id = ${p.lotId} limit 1
      on conflict (lot_id, agent_id) do update set
        remaining = ${entitlementLots}.remaining + excluded.remaining,
        consumed = ${entitlementLots}.consumed + excluded.consumed,
        updated_at = now()`);
  }
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
