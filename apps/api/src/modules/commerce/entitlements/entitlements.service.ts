import { createHash, randomUUID } from 'node:crypto';
import {
  CommerceErrorCode,
  CommerceMessages,
  isAllocatable,
  ItemCode,
  type GrantSource,
  type Item,
} from '@afrinest/contract';
import { AppError, conflict } from '../../../platform/http/errors';
import type { Db } from '../../../platform/db/client';
import type { Exec, LedgerRepository, NewPosting } from './ledger.repository';
import type { SubscriptionsRepository } from './subscriptions.repository';
import { capacityOf, drawFrom, fitsCapacity, forAgent, type Take } from './draw';
import type { UsageSources, MeasuredCode } from './usage';

const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

/** Only an ACTIVE period with an end can be extended or ended (409 otherwise, saying why). */
function assertOpenPeriod<T extends { status: string; endsAt: Date | null }>(
  sub: T,
): asserts sub is T & { endsAt: Date } {
  if (!sub.endsAt)
    throw conflict(CommerceMessages.FREE_PACKAGE_LOCKED, CommerceErrorCode.FREE_PACKAGE_LOCKED);
  if (sub.status !== 'ACTIVE')
    throw conflict(CommerceMessages.PERIOD_ENDED, CommerceErrorCode.PERIOD_ENDED);
}

/** 402: the agency has not enough of something; nothing was changed. */
export const exhausted = (
  message: string,
  code: string = CommerceErrorCode.ENTITLEMENT_EXHAUSTED,
) => new AppError(402, code, message);

export interface PackageForGrant {
  id: string;
  name: string;
  validityDays: number | null;
  isFree: boolean;
  status: string;
  items: { itemId: string; code: string; quantity: number }[];
}
export interface CatalogueLookup {
  itemByCode: (code: string) => Promise<Item>;
  itemById: (id: string) => Promise<Item>;
  packageForGrant: (id: string) => Promise<PackageForGrant>;
  freePackage: () => Promise<PackageForGrant>;
}

/** Who asked, why, and the key that makes sending it again harmless. */
export interface Intent {
  actorId: string | null;
  reason: string;
  idempotencyKey: string;
  /** What was asked, so a key sent again with other values is refused. */
  request?: unknown;
}
/** The operation an intent wrote, or the one it had written before (a replay). */
export interface Written {
  operationId: string;
  replayed: boolean;
}

/** A ledger operation as a reversal needs it. */
export interface GrantRef {
  id: string;
  agencyId: string;
  kind: string;
  subscriptionId: string | null;
}

export interface EntitlementsDeps {
  db: Db;
  ledger: LedgerRepository;
  subscriptions: SubscriptionsRepository;
  catalogue: CatalogueLookup;
  usage: UsageSources;
  now?: () => Date;
}

const hashOf = (request: unknown) =>
  request === undefined
    ? ''
    : createHash('sha256').update(JSON.stringify(request)).digest('hex').slice(0, 32);

/**
 * The entitlements every module asks (issue 41): grants, use, allocation, expiry and reversal as
 * ledger operations, each in one transaction under the agency's lock, so two requests never both
 * spend the last of something. Balances are read from the lots' cached balances in that same
 * transaction.
 */
export function createEntitlements(deps: EntitlementsDeps) {
  const { db, ledger, subscriptions, catalogue } = deps;
  const now = deps.now ?? (() => new Date());

  /** Runs `fn` in a transaction holding the agency's entitlement lock. */
  function locked<T>(agencyId: string, fn: (tx: Exec) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await ledger.lockAgency(tx, agencyId);
      return fn(tx);
    });
  }
  /** The operation of an idempotency key, if it was written already (same request) — or 409. */
  async function replayOf(tx: Exec, intent: Intent): Promise<Written | null> {
    const found = await ledger.findByKey(tx, intent.idempotencyKey);
    if (!found) return null;
    if (found.requestHash !== hashOf(intent.request))
      throw conflict(CommerceMessages.IDEMPOTENCY_REUSED, CommerceErrorCode.IDEMPOTENCY_REUSED);
    return { operationId: found.id, replayed: true };
  }
  const opOf = (agencyId: string, intent: Intent) => ({
    agencyId,
    reason: intent.reason,
    actorId: intent.actorId,
    idempotencyKey: intent.idempotencyKey,
    requestHash: hashOf(intent.request),
  });
  const takesToPostings = (takes: Take[], sign: -1 | 1): NewPosting[] =>
    takes.map((t) => ({
      itemId: t.itemId,
      agentId: t.agentId,
      lotId: t.lotId,
      delta: sign * t.quantity,
    }));

  async function grantPackageIn(
    tx: Exec,
    agencyId: string,
    pkg: PackageForGrant,
    source: GrantSource,
    intent: Intent,
  ): Promise<Written> {
    const replay = await replayOf(tx, intent);
    if (replay) return replay;
    const at = now();
    // A renewal starts when the current period ends, so the two never count twice.
    const current =
      pkg.validityDays === null ? undefined : await subscriptions.activeOf(tx, agencyId, pkg.id);
    const from = current?.endsAt && current.endsAt > at ? current.endsAt : at;
    const until = pkg.validityDays === null ? null : addDays(from, pkg.validityDays);
    let subscriptionId: string;
    if (current?.endsAt && current.endsAt > at) {
      await subscriptions.setEnd(tx, current.id, until);
      subscriptionId = current.id;
    } else {
      const created = await subscriptions.insert(tx, {
        agencyId,
        packageId: pkg.id,
        source,
        startsAt: at,
        endsAt: until,
      });
      subscriptionId = created.id;
    }
    const operationId = await ledger.append(
      tx,
      { ...opOf(agencyId, intent), kind: 'GRANT', source, packageId: pkg.id, subscriptionId },
      pkg.items.map((i) => ({
        itemId: i.itemId,
        agentId: null,
        delta: i.quantity,
        validFrom: from,
        validUntil: until,
        source,
      })),
    );
    return { operationId, replayed: false };
  }

  async function grantItemIn(
    tx: Exec,
    g: {
      agencyId: string;
      agentId: string | null;
      item: Item;
      quantity: number;
      validityDays: number | null;
      source: GrantSource;
    },
    intent: Intent,
  ): Promise<Written> {
    const replay = await replayOf(tx, intent);
    if (replay) return replay;
    if (g.item.status !== 'ACTIVE')
      throw conflict(CommerceMessages.ITEM_ARCHIVED, CommerceErrorCode.ITEM_ARCHIVED);
    const from = now();
    const operationId = await ledger.append(
      tx,
      { ...opOf(g.agencyId, intent), kind: 'GRANT', source: g.source },
      [
        {
          itemId: g.item.id,
          agentId: g.agentId,
          delta: g.item.kind === 'FEATURE' ? 1 : g.quantity,
          validFrom: from,
          validUntil: g.validityDays === null ? null : addDays(from, g.validityDays),
          source: g.source,
        },
      ],
    );
    return { operationId, replayed: false };
  }

  /**
   * Does `agentId` (null: the agency itself) have room for `adding` more of a capacity? `item`
   * is looked up before the transaction (PGlite runs one statement at a time).
   */
  async function hasRoomIn(
    tx: Exec,
    agencyId: string,
    agentId: string | null,
    item: Item & { code: MeasuredCode },
    adding: number,
  ): Promise<boolean> {
    const [lots, use] = await Promise.all([
      ledger.lotsOf(tx, agencyId, [item.id], now()),
      deps.usage[item.code](tx, agencyId),
    ]);
    return fitsCapacity(capacityOf(lots), use, agentId, adding);
  }
  const measured = async (code: MeasuredCode) =>
    (await catalogue.itemByCode(code)) as Item & { code: MeasuredCode };

  async function reverseIn(
    tx: Exec,
    grant: GrantRef,
    intent: Omit<Intent, 'idempotencyKey'>,
  ): Promise<Written> {
    const key = `reverse:${grant.id}`;
    const replay = await ledger.findByKey(tx, key);
    if (replay) throw conflict(CommerceMessages.NOT_REVERSIBLE, CommerceErrorCode.NOT_REVERSIBLE);
    const lotIds = await ledger.lotIdsOfOperation(tx, grant.id);
    const buckets = (await ledger.bucketsOf(tx, lotIds)).filter((b) => b.remaining > 0);
    if (!['GRANT', 'ADJUST'].includes(grant.kind) || buckets.length === 0)
      throw conflict(CommerceMessages.NOT_REVERSIBLE, CommerceErrorCode.NOT_REVERSIBLE);
    const operationId = await ledger.append(
      tx,
      {
        ...opOf(grant.agencyId, { ...intent, idempotencyKey: key }),
        kind: 'REVERSE',
        reversesId: grant.id,
      },
      buckets.map((b) => ({
        itemId: b.itemId,
        agentId: b.agentId,
        lotId: b.lotId,
        delta: -b.remaining,
      })),
    );
    if (grant.subscriptionId) await subscriptions.setStatus(tx, grant.subscriptionId, 'CANCELLED');
    return { operationId, replayed: false };
  }

  return {
    db,
    locked,
    hasRoomIn,
    measured,

    /** Every agency holds the FREE package from its creation (once, whatever calls it). */
    async grantFree(agencyId: string): Promise<Written> {
      const pkg = await catalogue.freePackage();
      return locked(agencyId, (tx) =>
        grantPackageIn(tx, agencyId, pkg, 'PACKAGE', {
          actorId: null,
          reason: 'Free package',
          idempotencyKey: `free:${agencyId}`,
        }),
      );
    },
    /** A package for an agency: a new period, or the current one extended (a renewal). */
    async grantPackage(agencyId: string, packageId: string, source: GrantSource, intent: Intent) {
      const pkg = await catalogue.packageForGrant(packageId);
      if (pkg.status !== 'ACTIVE')
        throw conflict(CommerceMessages.PACKAGE_ARCHIVED, CommerceErrorCode.PACKAGE_ARCHIVED);
      return locked(agencyId, (tx) => grantPackageIn(tx, agencyId, pkg, source, intent));
    },
    /** One item into the agency's pool, or straight into one agent's bucket. */
    async grantItem(
      g: {
        agencyId: string;
        agentId: string | null;
        itemId: string;
        quantity: number;
        validityDays: number | null;
        source: GrantSource;
      },
      intent: Intent,
    ) {
      const item = await catalogue.itemById(g.itemId);
      return locked(g.agencyId, (tx) => grantItemIn(tx, { ...g, item }, intent));
    },

    /**
     * Uses `quantity` of a consumable for an agent (their allocation first, then the pool) and
     * runs `then` in the same transaction (the listing change it pays for). 402, nothing used,
     * when there is not enough.
     */
    async consume<T>(
      c: {
        agencyId: string;
        agentId: string | null;
        code: string;
        quantity: number;
        listingId?: string;
      },
      intent: Intent,
      message: string,
      then: (tx: Exec, replayed: boolean) => Promise<T>,
    ): Promise<{ result: T; left: number }> {
      const item = await catalogue.itemByCode(c.code);
      return locked(c.agencyId, async (tx) => {
        const replay = await replayOf(tx, intent);
        const lots = forAgent(await ledger.lotsOf(tx, c.agencyId, [item.id], now()), c.agentId);
        if (!replay) {
          const takes = drawFrom(lots, c.quantity);
          if (!takes) throw exhausted(message);
          await ledger.append(
            tx,
            { ...opOf(c.agencyId, intent), kind: 'CONSUME', listingId: c.listingId ?? null },
            takesToPostings(takes, -1),
          );
        }
        const result = await then(tx, !!replay);
        const after = forAgent(await ledger.lotsOf(tx, c.agencyId, [item.id], now()), c.agentId);
        return { result, left: after.reduce((n, l) => n + l.remaining, 0) };
      });
    },

    /** Is a FEATURE item held now (by the agency or any of its agents)? */
    async hasFeature(agencyId: string, code: string): Promise<boolean> {
      const item = await catalogue.itemByCode(code);
      const lots = await ledger.lotsOf(db, agencyId, [item.id], now());
      return lots.some((l) => l.remaining > 0);
    },
    /** 402 unless the agency holds the FEATURE item. */
    async assertFeature(agencyId: string, code: string, message: string): Promise<void> {
      if (!(await this.hasFeature(agencyId, code)))
        throw exhausted(message, CommerceErrorCode.FEATURE_NOT_INCLUDED);
    },
    /** Runs `write` under the agency's lock, told whether the agent has a free listing slot. */
    async withSlot<T>(
      agencyId: string,
      agentId: string | null,
      write: (exec: Exec, free: boolean) => Promise<T>,
    ): Promise<T> {
      const slots = await measured(ItemCode.LISTING_SLOTS);
      return locked(agencyId, async (tx) =>
        write(tx, await hasRoomIn(tx, agencyId, agentId, slots, 1)),
      );
    },
    /** Runs `write` under the agency's lock when an agent seat is free; 402 otherwise. */
    async withSeat<T>(agencyId: string, write: (exec: Exec) => Promise<T>): Promise<T> {
      const seats = await measured(ItemCode.AGENT_SEATS);
      return locked(agencyId, async (tx) => {
        if (!(await hasRoomIn(tx, agencyId, null, seats, 1)))
          throw exhausted(CommerceMessages.AGENT_SEATS_FULL);
        return write(tx);
      });
    },
    /** What the agency's valid grants of a capacity allow now, all buckets together. */
    async ceiling(agencyId: string, code: string): Promise<number> {
      return (await this.ceilings(agencyId, [code])).get(code) ?? 0;
    },
    /** The ceilings of several capacities by code, from one read of the lots (0: none held). */
    async ceilings(agencyId: string, codes: string[]): Promise<Map<string, number>> {
      const items = await Promise.all(codes.map((code) => catalogue.itemByCode(code)));
      const ids = items.map((i) => i.id);
      const lots = await ledger.lotsOf(db, agencyId, ids, now());
      return new Map(
        items.map((i) => [i.code, capacityOf(lots.filter((l) => l.itemId === i.id)).ceiling]),
      );
    },

    /**
     * The SUPER_AGENT sets what one agent holds of an item: the difference moves between the
     * agency's pool and the agent's bucket (ALLOCATE or RELEASE).
     */
    async allocate(
      a: { agencyId: string; agentId: string; itemId: string; quantity: number },
      actorId: string,
    ): Promise<void> {
      const item = await catalogue.itemById(a.itemId);
      if (!isAllocatable(item))
        throw new AppError(400, 'VALIDATION_FAILED', CommerceMessages.ALLOCATION_NOT_ALLOWED, {
          fields: { itemId: [CommerceMessages.ALLOCATION_NOT_ALLOWED] },
        });
      await locked(a.agencyId, async (tx) => {
        const lots = await ledger.lotsOf(tx, a.agencyId, [item.id], now());
        const held = lots.filter((l) => l.agentId === a.agentId);
        const diff = a.quantity - held.reduce((n, l) => n + l.remaining, 0);
        if (diff === 0) return;
        const key = `allocate:${randomUUID()}`;
        const op = { ...opOf(a.agencyId, { actorId, reason: 'Allocation', idempotencyKey: key }) };
        if (diff > 0) {
          const takes = drawFrom(
            lots.filter((l) => l.agentId === null),
            diff,
          );
          if (!takes) throw exhausted(CommerceMessages.NOT_ENOUGH_TO_ALLOCATE);
          await ledger.append(tx, { ...op, kind: 'ALLOCATE' }, [
            ...takesToPostings(takes, -1),
            ...takes.map((t) => ({
              itemId: t.itemId,
              agentId: a.agentId,
              lotId: t.lotId,
              delta: t.quantity,
            })),
          ]);
        } else {
          // Back to the pool, the longest-lasting first: what the agent keeps ends soonest.
          const takes = drawFrom([...held].reverse(), -diff)!;
          await ledger.append(tx, { ...op, kind: 'RELEASE' }, [
            ...takesToPostings(takes, -1),
            ...takes.map((t) => ({
              itemId: t.itemId,
              agentId: null,
              lotId: t.lotId,
              delta: t.quantity,
            })),
          ]);
        }
      });
    },

    /** An admin's ± on the agency's pool: + starts a lot that does not end, − draws like a use. */
    async adjust(agencyId: string, a: { itemId: string; delta: number }, intent: Intent) {
      const item = await catalogue.itemById(a.itemId);
      return locked(agencyId, async (tx): Promise<Written> => {
        const replay = await replayOf(tx, intent);
        if (replay) return replay;
        const op = {
          ...opOf(agencyId, intent),
          kind: 'ADJUST' as const,
          source: 'ADMIN_GRANT' as const,
        };
        if (a.delta > 0) {
          const operationId = await ledger.append(tx, op, [
            {
              itemId: item.id,
              agentId: null,
              delta: a.delta,
              validFrom: now(),
              validUntil: null,
              source: 'ADMIN_GRANT',
            },
          ]);
          return { operationId, replayed: false };
        }
        const pool = (await ledger.lotsOf(tx, agencyId, [item.id], now())).filter(
          (l) => l.agentId === null,
        );
        const takes = drawFrom(pool, -a.delta);
        if (!takes) throw exhausted(CommerceMessages.NOT_ENOUGH_TO_ADJUST);
        return {
          operationId: await ledger.append(tx, op, takesToPostings(takes, -1)),
          replayed: false,
        };
      });
    },

    /** What is unused of a grant goes back, once; its package period is cancelled with it. */
    async reverse(grant: GrantRef, intent: Omit<Intent, 'idempotencyKey'>): Promise<Written> {
      return locked(grant.agencyId, (tx) => reverseIn(tx, grant, intent));
    },
    /**
     * A purchase's reversal inside the refund's transaction: what is unused goes back; null
     * when nothing is left to take back (all of it was used).
     */
    async reverseWithin(
      tx: Exec,
      grant: GrantRef,
      intent: Omit<Intent, 'idempotencyKey'>,
    ): Promise<Written | null> {
      await ledger.lockAgency(tx, grant.agencyId);
      if (await ledger.findByKey(tx, `reverse:${grant.id}`)) return null;
      try {
        return await reverseIn(tx, grant, intent);
      } catch (e) {
        // Raised before any write: nothing unused, so nothing to take back.
        if (e instanceof AppError && e.code === CommerceErrorCode.NOT_REVERSIBLE) return null;
        throw e;
      }
    },
    /** A package granted inside the caller's transaction (a purchase credits with its payment). */
    async grantPackageWithin(
      tx: Exec,
      agencyId: string,
      pkg: PackageForGrant,
      source: GrantSource,
      intent: Intent,
    ): Promise<Written> {
      await ledger.lockAgency(tx, agencyId);
      return grantPackageIn(tx, agencyId, pkg, source, intent);
    },

    /** The period and the grants ending with it last `days` longer. */
    async extend(subscriptionId: string, days: number, intent: Omit<Intent, 'idempotencyKey'>) {
      const found = await subscriptions.findById(db, subscriptionId);
      if (!found)
        throw new AppError(
          404,
          CommerceErrorCode.SUBSCRIPTION_NOT_FOUND,
          CommerceMessages.SUBSCRIPTION_NOT_FOUND,
        );
      return locked(found.agencyId, async (tx) => {
        const sub = (await subscriptions.findById(tx, subscriptionId))!;
        assertOpenPeriod(sub);
        const end = addDays(sub.endsAt, days);
        const lots = await ledger.lotsOfPeriod(tx, sub.id, { endsAt: sub.endsAt });
        await ledger.append(
          tx,
          {
            ...opOf(sub.agencyId, {
              ...intent,
              idempotencyKey: `extend:${sub.id}:${end.toISOString()}`,
            }),
            kind: 'EXTEND',
            subscriptionId: sub.id,
          },
          lots.map((l) => ({
            itemId: l.itemId,
            agentId: null,
            lotId: l.lotId,
            delta: 0,
            validUntil: end,
          })),
        );
        await subscriptions.setEnd(tx, sub.id, end);
        return sub.id;
      });
    },

    /**
     * The period ends now (a custom deal stopped): its grants end with it; the expiry job then
     * takes back what they hold and trims the listings over the slots left.
     */
    async endPeriod(subscriptionId: string, intent: Omit<Intent, 'idempotencyKey'>) {
      const found = await subscriptions.findById(db, subscriptionId);
      if (!found)
        throw new AppError(
          404,
          CommerceErrorCode.SUBSCRIPTION_NOT_FOUND,
          CommerceMessages.SUBSCRIPTION_NOT_FOUND,
        );
      return locked(found.agencyId, async (tx) => {
        const sub = (await subscriptions.findById(tx, subscriptionId))!;
        assertOpenPeriod(sub);
        const at = now();
        const lots = await ledger.lotsOfPeriod(tx, sub.id, { after: at });
        await ledger.append(
          tx,
          {
            ...opOf(sub.agencyId, { ...intent, idempotencyKey: `end:${sub.id}` }),
            kind: 'EXTEND',
            subscriptionId: sub.id,
          },
          lots.map((l) => ({
            itemId: l.itemId,
            agentId: null,
            lotId: l.lotId,
            delta: 0,
            validUntil: at,
          })),
        );
        await subscriptions.setEnd(tx, sub.id, at);
        return sub.id;
      });
    },

    /** Cached balances against the postings; the cache is set to what the postings say. */
    async recompute(agencyId: string) {
      return locked(agencyId, async (tx) => {
        const rows = await ledger.compareWithCache(tx, agencyId);
        const mismatches = rows.filter((r) => r.cached !== r.ledger);
        for (const m of mismatches) await ledger.setCached(tx, m.lotId, m.agentId, m.ledger);
        return { checked: rows.length, mismatches };
      });
    },

    /** The expiry job: lots past their end give up what they hold, one operation per grant. */
    async expireLots(agencyId: string, grantOperationId: string): Promise<boolean> {
      return locked(agencyId, async (tx) => {
        const key = `expire:${grantOperationId}`;
        if (await ledger.findByKey(tx, key)) return false;
        const at = now();
        const lotIds = await ledger.lotIdsOfOperation(tx, grantOperationId);
        const buckets = (await ledger.bucketsOf(tx, lotIds)).filter(
          (b) => b.remaining !== 0 && b.validUntil && b.validUntil <= at,
        );
        if (buckets.length === 0) return false;
        await ledger.append(
          tx,
          {
            ...opOf(agencyId, { actorId: null, reason: 'Period ended', idempotencyKey: key }),
            kind: 'EXPIRE',
          },
          buckets.map((b) => ({
            itemId: b.itemId,
            agentId: b.agentId,
            lotId: b.lotId,
            delta: -b.remaining,
          })),
        );
        return true;
      });
    },
  };
}
export type Entitlements = ReturnType<typeof createEntitlements>;
