import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencyBreakdownSchema,
  agentEntitlementsSchema,
  ItemCode,
  ledgerPageSchema,
  publicEntitlementsSchema,
  subscriptionPageSchema,
  unifiedPageSchema,
  usageSeriesSchema,
  type ItemBalance,
} from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { createListing } from '../../listings/listings-test-helpers';

const kampalaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kampala' }).format(new Date());

/** The entitlement reads through the HTTP routes, on agencies made and used as people do. */
describe('entitlement reads over HTTP', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agencyId: string;
  let boss: Awaited<ReturnType<typeof signInAs>>;
  let agent: Awaited<ReturnType<typeof signInAs>>;
  let stranger: Awaited<ReturnType<typeof signInAs>>;
  const item: Record<string, string> = {};
  let listingId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    // The FREE package only, as a new agency holds it.
    agencyId = (await createAgency(ctx, admin, { name: 'Reads Homes' }, { plan: 'free' })).id;
    const other = (await createAgency(ctx, admin, { name: 'Other Homes' })).id;
    boss = await signInAs(ctx, 'SUPER_AGENT', { email: 'boss@reads.test', agencyId });
    agent = await signInAs(ctx, 'AGENT', { email: 'agent@reads.test', agencyId });
    stranger = await signInAs(ctx, 'SUPER_AGENT', { email: 'boss@other.test', agencyId: other });
    const items = await get('/api/admin/items?pageSize=100', admin);
    for (const i of items.json().data as { id: string; code: string }[]) item[i.code] = i.id;
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload: object,
  ) => ctx.app.inject({ method, url, headers, payload });
  const byCode = (items: ItemBalance[], code: string) => items.find((b) => b.item.code === code)!;

  it('shows a new agency its FREE package, with live listing use', async () => {
    listingId = (await createListing(ctx, agent.auth)).id;
    const res = await get(`/api/admin/entitlements/agencies/${agencyId}`, admin);
    expect(res.statusCode).toBe(200);
    const breakdown = agencyBreakdownSchema.parse(res.json());
    expect(breakdown.agency).toMatchObject({ id: agencyId, name: 'Reads Homes' });
    expect(byCode(breakdown.items, ItemCode.LISTING_SLOTS)).toMatchObject({
      granted: 5,
      used: 1,
      left: 4,
    });
    expect(byCode(breakdown.items, ItemCode.PHOTO_STORAGE).granted).toBe(524_288_000);
    expect(breakdown.subscriptions.map((s) => [s.package.name, s.status])).toEqual([
      ['Free', 'ACTIVE'],
    ]);
    expect(breakdown.team.map((t) => t.agent.id).sort()).toEqual([boss.id, agent.id].sort());
    expect((await get(`/api/admin/entitlements/agencies/${randomUUID()}`, admin)).statusCode).toBe(
      404,
    );
  });

  it('reads a grant and a use in the ledger, the unified list and the usage of today', async () => {
    const granted = await send('POST', '/api/admin/entitlements/agency-grants', admin, {
      agencyIds: [agencyId],
      itemId: item[ItemCode.FEATURED_DAYS],
      quantity: 12,
      validityDays: 30,
      reason: 'Launch offer',
      idempotencyKey: `reads-test-${randomUUID()}`,
    });
    expect(granted.statusCode).toBe(201);
    const featured = await send('POST', `/api/agent/properties/${listingId}/feature`, agent.auth, {
      days: 2,
      idempotencyKey: `reads-test-${randomUUID()}`,
    });
    expect(featured.statusCode).toBe(200);
    const ledger = ledgerPageSchema.parse(
      (await get(`/api/admin/entitlements/agencies/${agencyId}/ledger?kind=GRANT`, admin)).json(),
    );
    expect(ledger.data[0]).toMatchObject({
      kind: 'GRANT',
      reason: 'Launch offer',
      reversible: true,
      postings: [{ item: { code: ItemCode.FEATURED_DAYS }, delta: 12 }],
    });
    const unified = unifiedPageSchema.parse(
      (
        await get(
          `/api/admin/entitlements/unified?q=reads&itemId=${item[ItemCode.FEATURED_DAYS]}&expiringWithinDays=31`,
          admin,
        )
      ).json(),
    );
    expect(unified.data).toMatchObject([
      { agency: { id: agencyId }, granted: 12, used: 2, left: 10 },
    ]);
    const today = kampalaToday();
    const usage = await get(
      `/api/admin/entitlements/usage?agencyId=${agencyId}&itemId=${item[ItemCode.FEATURED_DAYS]}&startDate=${today}&endDate=${today}`,
      admin,
    );
    expect(usageSeriesSchema.parse(usage.json())).toEqual({
      labels: [today],
      consumed: [2],
      left: [10],
      granted: [12],
    });
  });

  it('answers 400 naming querystring.endDate for a window that ends before it starts', async () => {
    const res = await get(
      `/api/admin/entitlements/usage?agencyId=${agencyId}&itemId=${item[ItemCode.BUMPS]}&startDate=2026-03-05&endDate=2026-03-01`,
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.details.fields)).toEqual(['querystring.endDate']);
  });

  it('gives the super agent the team, and an agent only their own part', async () => {
    const mine = await get('/api/agent/entitlements', agent.auth);
    expect(mine.statusCode).toBe(200);
    const view = agentEntitlementsSchema.parse(mine.json());
    expect(view.team).toBeNull();
    expect(view.plan).toEqual({ name: 'Free', endsAt: null });
    expect(view.items.find((i) => i.item.code === ItemCode.LISTING_SLOTS)!.mine).toEqual({
      allocated: 0,
      used: 1,
    });
    const team = agentEntitlementsSchema.parse(
      (await get('/api/agent/entitlements', boss.auth)).json(),
    ).team!;
    expect(team.map((t) => t.agent.id).sort()).toEqual([boss.id, agent.id].sort());
    expect((await get('/api/agent/entitlements')).statusCode).toBe(401);
    expect((await get(`/api/admin/entitlements/unified`, agent.auth)).statusCode).toBe(403);
  });

  it('shows the public view to anyone, and the breakdown to the agency’s own people only', async () => {
    const url = `/api/broker/agencies/${agencyId}/entitlements`;
    const visitor = publicEntitlementsSchema.parse((await get(url)).json());
    expect(visitor).toMatchObject({
      agency: { id: agencyId, name: 'Reads Homes' },
      plan: 'Free',
      verifiedBadge: false,
      activeListings: 1,
      breakdown: null,
    });
    expect((await get(url, stranger.auth)).json().breakdown).toBeNull();
    const own = publicEntitlementsSchema.parse((await get(url, agent.auth)).json());
    expect(byCode(own.breakdown!, ItemCode.FEATURED_DAYS)).toMatchObject({ used: 2, left: 10 });
    expect((await get(url, admin)).json().breakdown).not.toBeNull();
    expect((await get(`/api/broker/agencies/${randomUUID()}/entitlements`)).statusCode).toBe(404);
  });

  it('lists periods for admins, and one agency’s history', async () => {
    const list = subscriptionPageSchema.parse(
      (await get('/api/admin/subscriptions?q=reads%20homes&status=ACTIVE', admin)).json(),
    );
    expect(list.data.map((s) => [s.agency.id, s.package.isFree])).toEqual([[agencyId, true]]);
    const history = await get(
      `/api/admin/broker/agencies/${agencyId}/subscription-history?pageSize=5`,
      admin,
    );
    expect(subscriptionPageSchema.parse(history.json())).toMatchObject({ total: 1, pageSize: 5 });
    const unknown = await get(
      `/api/admin/broker/agencies/${randomUUID()}/subscription-history`,
      admin,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
