import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemCode } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { createLedgerRepository } from './ledger.repository';
import { createSubscriptionsRepository } from './subscriptions.repository';
import { addDays, createEntitlements, type Entitlements } from './entitlements.service';
import type { UsageSources } from './usage';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../platform/db/client';

/** One step of a random history of an agency's featured days. */
type Step =
  | { kind: 'grant'; quantity: number; days: number | null; toAgent: number | null }
  | { kind: 'consume'; agent: number | null; quantity: number }
  | { kind: 'allocate'; agent: number; quantity: number }
  | { kind: 'adjust'; delta: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'time'; days: number };

const agentIndex = fc.constantFrom(0, 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('grant' as const),
    quantity: fc.integer({ min: 1, max: 40 }),
    days: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
    toAgent: fc.option(agentIndex, { nil: null }),
  }),
  fc.record({
    kind: fc.constant('consume' as const),
    agent: fc.option(agentIndex, { nil: null }),
    quantity: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({
    kind: fc.constant('allocate' as const),
    agent: agentIndex,
    quantity: fc.integer({ min: 0, max: 30 }),
  }),
  fc.record({
    kind: fc.constant('adjust' as const),
    delta: fc.integer({ min: -20, max: 20 }).filter((n) => n !== 0),
  }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('time' as const), days: fc.integer({ min: 1, max: 40 }) }),
);

describe('entitlements: the ledger after random histories (issue 41)', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let adminId: string;
  let itemId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const signedIn = await signInAs(ctx, 'AFRI_ADMIN');
    admin = signedIn.auth;
    adminId = signedIn.id;
    itemId = (await ctx.app.services.catalogue.items.byCode(ItemCode.FEATURED_DAYS)).id;
  });
  afterAll(() => ctx.close());

  /** The ledger's own service on a clock the test moves. */
  function ledgerAt(clock: { now: Date }): Entitlements {
    const { db } = ctx.database;
    const { catalogue } = ctx.app.services;
    return createEntitlements({
      db,
      ledger: createLedgerRepository(db),
      subscriptions: createSubscriptionsRepository(db),
      catalogue: {
        itemByCode: (code) => catalogue.items.byCode(code),
        itemById: (id) => catalogue.items.byId(id),
        packageForGrant: (id) => catalogue.packages.forGrant(id),
        freePackage: () => catalogue.packages.freePackage(),
      },
      // Consumables only: no capacity is measured here.
      usage: {} as UsageSources,
      now: () => clock.now,
    });
  }
  /** What an agent (or the agency, null) may use now: their bucket and the pool. */
  async function available(e: Entitlements, agencyId: string, agentId: string | null, at: Date) {
    const lots = await createLedgerRepository(ctx.database.db).lotsOf(
      ctx.database.db,
      agencyId,
      [itemId],
      at,
    );
    return lots
      .filter((l) => l.agentId === null || l.agentId === agentId)
      .reduce((n, l) => n + l.remaining, 0);
  }

  it('keeps the cached balances equal to the postings, never below zero, and spends exactly what it says', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        run += 1;
        const agencyId = (
          await createAgency(ctx, admin, { name: `Ledger ${run}` }, { plan: 'free' })
        ).id;
        const agents = [randomUUID(), randomUUID()];
        const clock = { now: new Date() };
        const e = ledgerAt(clock);
        const grants: string[] = [];
        const intent = () => ({ actorId: null, reason: 'property', idempotencyKey: randomUUID() });
        for (const s of steps) {
          if (s.kind === 'grant') {
            const w = await e.grantItem(
              {
                agencyId,
                agentId: s.toAgent === null ? null : agents[s.toAgent]!,
                itemId,
                quantity: s.quantity,
                validityDays: s.days,
                source: 'ADMIN_GRANT',
              },
              intent(),
            );
            grants.push(w.operationId);
          } else if (s.kind === 'consume') {
            const agentId = s.agent === null ? null : agents[s.agent]!;
            const before = await available(e, agencyId, agentId, clock.now);
            const spent = await e
              .consume(
                { agencyId, agentId, code: ItemCode.FEATURED_DAYS, quantity: s.quantity },
                intent(),
                'short',
                async () => true,
              )
              .then(
                () => true,
                (err: { statusCode?: number }) => {
                  expect(err.statusCode).toBe(402);
                  return false;
                },
              );
            expect(spent).toBe(before >= s.quantity);
            const after = await available(e, agencyId, agentId, clock.now);
            expect(after).toBe(spent ? before - s.quantity : before);
          } else if (s.kind === 'allocate') {
            await e
              .allocate(
                { agencyId, agentId: agents[s.agent]!, itemId, quantity: s.quantity },
                adminId,
              )
              .catch((err: { statusCode?: number }) => expect(err.statusCode).toBe(402));
          } else if (s.kind === 'adjust') {
            await e
              .adjust(agencyId, { itemId, delta: s.delta }, intent())
              .catch((err: { statusCode?: number }) => expect(err.statusCode).toBe(402));
          } else if (s.kind === 'reverse' && grants.length) {
            const id = grants[s.pick % grants.length]!;
            const op = (await createLedgerRepository(ctx.database.db).operation(id))!;
            await e
              .reverse(op, { actorId: null, reason: 'property' })
              .catch((err: { statusCode?: number }) => expect(err.statusCode).toBe(409));
          } else if (s.kind === 'time') {
            clock.now = addDays(clock.now, s.days);
            for (const due of await createLedgerRepository(ctx.database.db).dueToExpire(
              clock.now,
              500,
            ))
              if (due.agencyId === agencyId) await e.expireLots(due.agencyId, due.operationId);
          }
        }
        const check = await e.recompute(agencyId);
        expect(check.mismatches).toEqual([]);
        const [negative] = rowsOf<{ n: number }>(
          await ctx.database.db.execute(
            sql`select count(*)::int as n from entitlement_lot where agency_id = ${agencyId} and remaining < 0`,
          ),
        );
        expect(negative!.n).toBe(0);
      }),
      { numRuns: 20, seed: 41 },
    );
  }, 180_000);

  it('finds and mends a cached balance that drifted from the postings', async () => {
    const agencyId = (await createAgency(ctx, admin, { name: 'Drift' }, { plan: 'free' })).id;
    const e = ctx.app.services.entitlements;
    await e.grantItem(
      { agencyId, agentId: null, itemId, quantity: 9, validityDays: null, source: 'GIFT' },
      { actorId: null, reason: 'drift', idempotencyKey: randomUUID() },
    );
    await ctx.database.db.execute(
      sql`update entitlement_lot set remaining = remaining + 5 where agency_id = ${agencyId} and item_id = ${itemId}`,
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/entitlements/agencies/${agencyId}/recompute`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().mismatches).toEqual([
      expect.objectContaining({ cached: 14, ledger: 9, agentId: null }),
    ]);
    expect((await e.recompute(agencyId)).mismatches).toEqual([]);
  });
});
