import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  agencyBreakdownSchema,
  agentEntitlementsSchema,
  CommerceMessages,
  ItemCode,
  ledgerPageSchema,
  publicEntitlementsSchema,
  unifiedPageSchema,
  type ItemBalance,
  type Role,
} from '@afrinest/contract';
import { freshDatabase } from '../../../../test/helper';
import { rowsOf, type Database } from '../../../platform/db/client';
import { agencies } from '../../agencies/agencies.schema';
import { users } from '../../users/users.schema';
import { agencySubscriptions } from '../commerce.schema';
import { createBalancesRepository } from './balances.repository';
import { createEntitlementReads } from './entitlement-reads.service';
import { createLedgerRepository, type NewOperation, type NewPosting } from './ledger.repository';
import type { CapacityUse, UsageSources } from './usage';

const DAY = 86_400_000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY);

/**
 * The reads against a migrated database, the ledger written through the ledger repository (as
 * the writes do) and, for history, moved back in time with SQL.
 */
describe('entitlement reads', () => {
  let database: Database;
  let ledger: ReturnType<typeof createLedgerRepository>;
  let reads: ReturnType<typeof createEntitlementReads>;
  const item: Record<string, string> = {};
  let freeId: string;
  // Live use handed in as the composition does; each test sets what it needs.
  const use = new Map<string, CapacityUse>();
  const uses = (entries: [string | null, number][]): CapacityUse => new Map(entries);
  const usage = Object.fromEntries(
    [
      ItemCode.LISTING_SLOTS,
      ItemCode.AGENT_SEATS,
      ItemCode.PHOTO_STORAGE,
      ItemCode.PHOTO_COUNT,
    ].map((code) => [
      code,
      async (_: unknown, agencyId: string) => use.get(`${agencyId}:${code}`) ?? new Map(),
    ]),
  ) as unknown as UsageSources;

  beforeAll(async () => {
    database = await freshDatabase();
    const db = database.db;
    ledger = createLedgerRepository(db);
    const repo = createBalancesRepository(db);
    reads = createEntitlementReads({
      repo,
      usage,
      agencies: {
        findById: async (id) => {
          const [a] = await db
            .select()
            .from(agencies)
            .where(sql`${agencies.id} = ${id}`);
          return a;
        },
      },
      users: {
        findRecords: async (ids) =>
          ids.length
            ? db
                .select()
                .from(users)
                .where(sql`${users.id} in ${ids}`)
            : [],
      },
    });
    for (const r of rowsOf<{ id: string; code: string }>(
      await db.execute(sql`select id, code from catalogue_item`),
    ))
      item[r.code] = r.id;
    freeId = rowsOf<{ id: string }>(
      await db.execute(sql`select id from catalogue_package where is_free`),
    )[0]!.id;
  });
  afterAll(() => database.close());

  async function agency(name: string, status = 'ACTIVE') {
    const [a] = await database.db
      .insert(agencies)
      .values({
        name,
        slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 6)}`,
        status,
      })
      .returning();
    return a!.id;
  }
  async function person(
    agencyId: string | null,
    role: Role,
    name = `${role} ${randomUUID().slice(0, 4)}`,
  ) {
    const id = randomUUID();
    await database.db
      .insert(users)
      .values({ id, name, email: `${id}@test.afrinest`, role, agencyId });
    return { id, email: `${id}@test.afrinest`, role, agencyId };
  }
  const append = (op: Omit<NewOperation, 'idempotencyKey'>, postings: NewPosting[]) =>
    ledger.append(database.db, { ...op, idempotencyKey: randomUUID() }, postings);
  const grant = (agencyId: string, code: string, delta: number, w: Partial<NewPosting> = {}) =>
    append({ agencyId, kind: 'GRANT', source: 'ADMIN_GRANT', reason: `Give ${code}` }, [
      { itemId: item[code]!, agentId: null, delta, validFrom: daysFromNow(-1), ...w },
    ]);
  const lotOf = async (operationId: string) =>
    (await ledger.lotIdsOfOperation(database.db, operationId))[0]!;
  /** The FREE package, as every agency holds it from its creation. */
  async function grantFree(agencyId: string) {
    const subscriptionId = randomUUID();
    await database.db.insert(agencySubscriptions).values({
      id: subscriptionId,
      agencyId,
      packageId: freeId,
      source: 'PACKAGE',
      startsAt: daysFromNow(-1),
    });
    const content = rowsOf<{ itemId: string; quantity: number }>(
      await database.db.execute(
        sql`select item_id as "itemId", quantity::float8 as quantity from catalogue_package_item where package_id = ${freeId}`,
      ),
    );
    return append(
      {
        agencyId,
        kind: 'GRANT',
        source: 'PACKAGE',
        packageId: freeId,
        subscriptionId,
        reason: 'Free package',
      },
      content.map((c) => ({
        itemId: c.itemId,
        agentId: null,
        delta: c.quantity,
        validFrom: daysFromNow(-1),
      })),
    );
  }
  const byCode = (balances: ItemBalance[], code: string) =>
    balances.find((b) => b.item.code === code)!;

  it('gives a fresh agency the FREE package: 5 listing slots, 1 seat, 500 MB, 150 photos', async () => {
    const a = await agency('Fresh Homes');
    await grantFree(a);
    use.set(`${a}:${ItemCode.LISTING_SLOTS}`, uses([[null, 2]]));
    const balances = await reads.balances(a);
    expect(balances.map((b) => b.item.code).sort()).toEqual(Object.values(ItemCode).sort());
    expect(byCode(balances, ItemCode.LISTING_SLOTS)).toMatchObject({
      granted: 5,
      used: 2,
      left: 3,
      allocated: 0,
      enabled: true,
      nextExpiry: null,
    });
    expect(byCode(balances, ItemCode.AGENT_SEATS)).toMatchObject({ granted: 1, used: 0, left: 1 });
    expect(byCode(balances, ItemCode.PHOTO_STORAGE).left).toBe(524_288_000);
    expect(byCode(balances, ItemCode.PHOTO_COUNT).left).toBe(150);
    expect(byCode(balances, ItemCode.FEATURED_DAYS)).toMatchObject({
      granted: 0,
      left: 0,
      enabled: false,
    });
    expect(byCode(balances, ItemCode.VERIFIED_BADGE).enabled).toBe(false);
  });

  it('counts a consumable’s use and what agents were given; ended grants count for nothing', async () => {
    const a = await agency('Consuming Homes');
    const agent = await person(a, 'AGENT');
    const op = await grant(a, ItemCode.FEATURED_DAYS, 10, { validUntil: daysFromNow(30) });
    const lot = await lotOf(op);
    const featured = item[ItemCode.FEATURED_DAYS]!;
    await append({ agencyId: a, kind: 'ALLOCATE', reason: 'To the agent' }, [
      { itemId: featured, agentId: null, lotId: lot, delta: -4 },
      { itemId: featured, agentId: agent.id, lotId: lot, delta: 4 },
    ]);
    await append({ agencyId: a, kind: 'CONSUME', reason: 'Featured' }, [
      { itemId: featured, agentId: agent.id, lotId: lot, delta: -1 },
    ]);
    await append({ agencyId: a, kind: 'CONSUME', reason: 'Featured' }, [
      { itemId: featured, agentId: null, lotId: lot, delta: -2 },
    ]);
    // Bumps given last month that ended yesterday.
    await grant(a, ItemCode.BUMPS, 5, { validFrom: daysFromNow(-30), validUntil: daysFromNow(-1) });

    const balances = await reads.balances(a);
    expect(byCode(balances, ItemCode.FEATURED_DAYS)).toMatchObject({
      granted: 10,
      used: 3,
      left: 7,
      // What the agent holds (3) and used of theirs (1).
      allocated: 4,
      enabled: true,
    });
    expect(byCode(balances, ItemCode.BUMPS)).toMatchObject({
      granted: 0,
      used: 0,
      left: 0,
      enabled: false,
    });
  });

  it('names the soonest end of a grant with something left as the next expiry', async () => {
    const a = await agency('Expiring Homes');
    const soon = daysFromNow(5);
    const later = daysFromNow(40);
    const usedUp = await grant(a, ItemCode.BUMPS, 2, { validUntil: daysFromNow(2) });
    await append({ agencyId: a, kind: 'CONSUME', reason: 'Bumps' }, [
      { itemId: item[ItemCode.BUMPS]!, agentId: null, lotId: await lotOf(usedUp), delta: -2 },
    ]);
    await grant(a, ItemCode.BUMPS, 3, { validUntil: later });
    await grant(a, ItemCode.BUMPS, 1, { validUntil: soon });
    const bumps = byCode(await reads.balances(a), ItemCode.BUMPS);
    expect(bumps).toMatchObject({ granted: 6, used: 2, left: 4 });
    expect(bumps.nextExpiry).toBe(soon.toISOString());
  });

  it('counts listing slots allocated to an agent, and the agent’s own use of them', async () => {
    const a = await agency('Allocating Homes');
    await grantFree(a);
    const boss = await person(a, 'SUPER_AGENT', 'Boss Nakato');
    const agent = await person(a, 'AGENT', 'Agent Okello');
    const slots = item[ItemCode.LISTING_SLOTS]!;
    const lot = rowsOf<{ lotId: string }>(
      await database.db.execute(
        sql`select lot_id as "lotId" from entitlement_lot where agency_id = ${a} and item_id = ${slots}`,
      ),
    )[0]!.lotId;
    await append({ agencyId: a, kind: 'ALLOCATE', reason: 'Two for Okello' }, [
      { itemId: slots, agentId: null, lotId: lot, delta: -2 },
      { itemId: slots, agentId: agent.id, lotId: lot, delta: 2 },
    ]);
    use.set(
      `${a}:${ItemCode.LISTING_SLOTS}`,
      uses([
        [agent.id, 1],
        [boss.id, 1],
      ]),
    );

    expect(byCode(await reads.balances(a), ItemCode.LISTING_SLOTS)).toMatchObject({
      granted: 5,
      used: 2,
      left: 3,
      allocated: 2,
    });
    const mine = agentEntitlementsSchema.parse(await reads.agentView(agent));
    expect(mine.team).toBeNull();
    expect(mine.plan).toEqual({ name: 'Free', endsAt: null });
    expect(mine.items.find((i) => i.item.code === ItemCode.LISTING_SLOTS)!.mine).toEqual({
      allocated: 2,
      used: 1,
    });

    const view = agentEntitlementsSchema.parse(await reads.agentView(boss));
    expect(view.team!.map((t) => t.agent.name)).toEqual(['Agent Okello', 'Boss Nakato']);
    const okello = view.team![0]!;
    // Seats, photo space and features are the agency's as a whole: not allocated.
    expect(okello.allocations.map((x) => x.itemId).sort()).toEqual(
      [ItemCode.LISTING_SLOTS, ItemCode.FEATURED_DAYS, ItemCode.BUMPS].map((c) => item[c]!).sort(),
    );
    expect(okello.allocations.find((x) => x.itemId === slots)).toEqual({
      itemId: slots,
      allocated: 2,
      used: 1,
    });

    const breakdown = agencyBreakdownSchema.parse(await reads.breakdown(a));
    expect(breakdown.team).toEqual(view.team);
    expect(breakdown.subscriptions).toMatchObject([
      { package: { name: 'Free', isFree: true }, status: 'ACTIVE' },
    ]);
    const slotLots = breakdown.lots.filter((l) => l.item.code === ItemCode.LISTING_SLOTS);
    expect(slotLots.map((l) => [l.agent?.name ?? null, l.granted, l.remaining])).toEqual([
      [null, 5, 3],
      ['Agent Okello', 0, 2],
    ]);
    expect(slotLots[0]!.package?.name).toBe('Free');
  });

  it('says NO_AGENCY to an agent of no agency', async () => {
    const loner = await person(null, 'AGENT');
    await expect(reads.agentView(loner)).rejects.toMatchObject({
      statusCode: 404,
      code: 'NO_AGENCY',
      message: CommerceMessages.NO_AGENCY,
    });
  });

  it('reads the ledger newest first; a reversed grant is no longer reversible', async () => {
    const a = await agency('Ledger Homes');
    const admin = await person(null, 'AFRI_ADMIN', 'Admin Achieng');
    const first = await append(
      { agencyId: a, kind: 'GRANT', source: 'GIFT', reason: 'A gift', actorId: admin.id },
      [{ itemId: item[ItemCode.BUMPS]!, agentId: null, delta: 4, validFrom: daysFromNow(-1) }],
    );
    await database.db.execute(
      sql`update ledger_operation set created_at = now() - interval '1 hour' where id = ${first}`,
    );
    const second = await grant(a, ItemCode.FEATURED_DAYS, 7);
    let page = ledgerPageSchema.parse(await reads.ledger(a, { page: 1, pageSize: 20 }));
    expect(page.total).toBe(2);
    expect(page.data.map((o) => o.id)).toEqual([second, first]);
    expect(page.data[1]).toMatchObject({
      kind: 'GRANT',
      source: 'GIFT',
      actor: { id: admin.id, name: 'Admin Achieng' },
      reversible: true,
      postings: [{ item: { code: ItemCode.BUMPS }, agent: null, delta: 4, validUntil: null }],
    });

    const lot = await lotOf(first);
    await append({ agencyId: a, kind: 'REVERSE', reversesId: first, reason: 'Given by mistake' }, [
      { itemId: item[ItemCode.BUMPS]!, agentId: null, lotId: lot, delta: -4 },
    ]);
    page = ledgerPageSchema.parse(
      await reads.ledger(a, { page: 1, pageSize: 20, itemId: item[ItemCode.BUMPS] }),
    );
    expect(page.data.map((o) => [o.kind, o.reversible])).toEqual([
      ['REVERSE', false],
      ['GRANT', false],
    ]);
    const [one] = await reads.operations([second]);
    expect(one).toMatchObject({
      id: second,
      agency: { id: a, name: 'Ledger Homes' },
      reversible: true,
    });
  });

  it('draws the usage per Kampala day: used, granted, and left at the end of each day', async () => {
    const a = await agency('Usage Homes');
    const featured = item[ItemCode.FEATURED_DAYS]!;
    // Granted on 2 March at 10:00 in Kampala (07:00 UTC), for 20 days.
    const granted = await grant(a, ItemCode.FEATURED_DAYS, 10, {
      validFrom: new Date('2026-03-02T07:00:00Z'),
      validUntil: new Date('2026-03-22T07:00:00Z'),
    });
    const at = (op: string, instant: string) =>
      database.db.execute(
        sql`update ledger_posting set created_at = ${instant}::timestamptz where operation_id = ${op}`,
      );
    await at(granted, '2026-03-02T07:00:00Z');
    const lot = await lotOf(granted);
    // 22:30 UTC on 3 March is already 4 March in Kampala.
    const used = await append({ agencyId: a, kind: 'CONSUME', reason: 'Featured' }, [
      { itemId: featured, agentId: null, lotId: lot, delta: -3 },
    ]);
    await at(used, '2026-03-03T22:30:00Z');

    const series = await reads.usageSeries({
      agencyId: a,
      itemId: featured,
      startDate: '2026-03-01',
      endDate: '2026-03-05',
    });
    expect(series).toEqual({
      labels: ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'],
      consumed: [0, 0, 0, 3, 0],
      left: [0, 10, 10, 7, 7],
      granted: [0, 10, 0, 0, 0],
    });
    // After the grant ends (22 March), nothing is left on those days.
    const later = await reads.usageSeries({
      agencyId: a,
      itemId: featured,
      startDate: '2026-03-21',
      endDate: '2026-03-22',
    });
    expect(later.left).toEqual([7, 0]);
  });

  it('refuses a window that ends before it starts or is over 366 days, naming querystring.endDate', async () => {
    const a = await agency('Window Homes');
    const q = { agencyId: a, itemId: item[ItemCode.BUMPS]! };
    await expect(
      reads.usageSeries({ ...q, startDate: '2026-03-05', endDate: '2026-03-01' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      details: { fields: { 'querystring.endDate': ['The end is before the start.'] } },
    });
    await expect(
      reads.usageSeries({ ...q, startDate: '2026-01-01', endDate: '2027-01-02' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      details: { fields: { 'querystring.endDate': ['At most 366 days.'] } },
    });
    // 366 days (a leap year) is allowed.
    expect(
      (await reads.usageSeries({ ...q, startDate: '2028-01-01', endDate: '2028-12-31' })).labels,
    ).toHaveLength(366);
  });

  it('shows the public view to everyone and the breakdown only to the agency’s people and admins', async () => {
    const a = await agency('Public Homes');
    await grantFree(a);
    await grant(a, ItemCode.VERIFIED_BADGE, 1);
    use.set(`${a}:${ItemCode.LISTING_SLOTS}`, uses([[null, 4]]));
    use.set(`${a}:${ItemCode.AGENT_SEATS}`, uses([[null, 1]]));
    const own = await person(a, 'AGENT');
    const other = await person(await agency('Other Homes'), 'SUPER_AGENT');
    const admin = await person(null, 'ASSISTANT_ADMIN');
    const visitor = publicEntitlementsSchema.parse(await reads.publicView(null, a));
    expect(visitor).toMatchObject({
      agency: { id: a, name: 'Public Homes' },
      plan: 'Free',
      verifiedBadge: true,
      activeListings: 4,
      agents: 1,
      breakdown: null,
    });
    expect((await reads.publicView(other, a)).breakdown).toBeNull();
    expect(byCode((await reads.publicView(own, a)).breakdown!, ItemCode.LISTING_SLOTS).left).toBe(
      1,
    );
    expect((await reads.publicView(admin, a)).breakdown).toHaveLength(8);

    const pending = await agency('Pending Homes', 'PENDING');
    await expect(reads.publicView(admin, pending)).rejects.toMatchObject({ statusCode: 404 });
    await expect(reads.publicView(null, randomUUID())).rejects.toMatchObject({ statusCode: 404 });
  });

  it('lists every agency’s items and periods, paged and filtered', async () => {
    const a = await agency('Zebra Unified');
    const b = await agency('Zebra Unified Two');
    await grant(a, ItemCode.BUMPS, 3, { validUntil: daysFromNow(3) });
    await grant(b, ItemCode.BUMPS, 5, { validUntil: daysFromNow(60) });
    await grant(b, ItemCode.FEATURED_DAYS, 2);
    const all = unifiedPageSchema.parse(
      await reads.unified({ q: 'zebra unified', page: 1, pageSize: 2 }),
    );
    expect(all.total).toBe(3);
    expect(all.data.map((r) => [r.agency.name, r.item.code, r.left])).toEqual([
      ['Zebra Unified', ItemCode.BUMPS, 3],
      ['Zebra Unified Two', ItemCode.BUMPS, 5],
    ]);
    const soon = await reads.unified({ q: 'zebra', page: 1, pageSize: 20, expiringWithinDays: 7 });
    expect(soon.data.map((r) => r.agency.id)).toEqual([a]);
    const onlyFeatured = await reads.unified({
      q: 'zebra',
      itemId: item[ItemCode.FEATURED_DAYS],
      page: 1,
      pageSize: 20,
    });
    expect(onlyFeatured.data.map((r) => [r.agency.id, r.granted])).toEqual([[b, 2]]);

    await grantFree(a);
    const history = await reads.subscriptionHistory(a, { page: 1, pageSize: 20 });
    expect(history.data.map((s) => [s.agency.name, s.package.name, s.status])).toEqual([
      ['Zebra Unified', 'Free', 'ACTIVE'],
    ]);
    await expect(
      reads.subscriptionHistory(randomUUID(), { page: 1, pageSize: 20 }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    const listed = await reads.subscriptions({
      q: 'zebra unified',
      status: 'ACTIVE',
      page: 1,
      pageSize: 20,
    });
    expect(listed.total).toBe(1);
    expect(await reads.subscription(listed.data[0]!.id)).toEqual(listed.data[0]);
  });
});
