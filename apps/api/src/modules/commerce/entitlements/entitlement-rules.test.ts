import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommerceMessages, ItemCode } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency, mailbox } from '../../agencies/agencies-test-helpers';
import { createListing, listingForm } from '../../listings/listings-test-helpers';

/** The rules the entitlements enforce, through the API, on an agency holding only FREE. */
describe('entitlements: what a FREE agency may do, and what grants change (issue 41)', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agencyId: string;
  let boss: { id: string; auth: Record<string, string> };
  let agent: { id: string; auth: Record<string, string> };
  const items: Record<string, string> = {};

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  const key = () => randomUUID();
  async function grant(code: string, quantity: number, validityDays: number | null = null) {
    const res = await post('/api/admin/entitlements/agency-grants', admin, {
      agencyIds: [agencyId],
      itemId: items[code],
      quantity,
      validityDays,
      reason: 'Test grant',
      idempotencyKey: key(),
    });
    expect(res.statusCode).toBe(201);
    return res.json().operations[0] as { id: string };
  }
  const products = async (auth: Record<string, string>) =>
    (await ctx.app.inject({ url: '/api/agent/entitlements', headers: auth })).json();
  const balanceOf = async (auth: Record<string, string>, code: string) =>
    (await products(auth)).items.find((i: { item: { code: string } }) => i.item.code === code);

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyId = (await createAgency(ctx, admin, { name: 'Free Homes' }, { plan: 'free' })).id;
    boss = await signInAs(ctx, 'SUPER_AGENT', { email: 'boss@free.test', agencyId });
    agent = await signInAs(ctx, 'AGENT', { email: 'agent@free.test', agencyId });
    for (const code of Object.values(ItemCode))
      items[code] = (await ctx.app.services.catalogue.items.byCode(code)).id;
  });
  afterAll(() => ctx.close());

  it('publishes five listings; the sixth is kept INACTIVE and publishing it is refused with 402', async () => {
    const made = [];
    for (let i = 0; i < 6; i++)
      made.push(await createListing(ctx, agent.auth, listingForm({ title: `Free house ${i}` })));
    expect(made.map((l) => l.status)).toEqual([
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
      'INACTIVE',
    ]);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${made[5]!.id}/status`,
      headers: agent.auth,
      payload: { status: 'ACTIVE', note: '' },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toEqual({
      code: 'ENTITLEMENT_EXHAUSTED',
      message: CommerceMessages.PUBLISH_NEEDS_SLOT,
    });
    const slots = await balanceOf(agent.auth, ItemCode.LISTING_SLOTS);
    expect(slots).toMatchObject({ granted: 5, used: 5, left: 0 });

    // A gift of one more slot lets the agent publish it.
    const gift = await post('/api/admin/entitlements/gifts', admin, {
      agencyIds: [agencyId],
      gift: { type: 'ITEM', itemId: items.LISTING_SLOTS, quantity: 1, validityDays: null },
      reason: 'Welcome gift',
      idempotencyKey: key(),
    });
    expect(gift.statusCode).toBe(201);
    expect((await mailbox(ctx, 'boss@free.test')).map((m) => m.subject)).toContain(
      'A gift for Free Homes on AfriNest',
    );
    const published = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${made[5]!.id}/status`,
      headers: agent.auth,
      payload: { status: 'ACTIVE', note: '' },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('ACTIVE');
  });

  it('features a listing with featured days, the agent’s allocation first; short is 402 and uses nothing', async () => {
    const listing = await createListing(ctx, boss.auth, listingForm({ title: 'Featured house' }));
    // Boss's listing is INACTIVE (no slot): free one by archiving an older listing first.
    expect(listing.status).toBe('INACTIVE');
    await grant(ItemCode.LISTING_SLOTS, 1);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}/status`,
      headers: boss.auth,
      payload: { status: 'ACTIVE', note: '' },
    });
    const feature = (auth: Record<string, string>, days: number, k = key()) =>
      post(`/api/agent/properties/${listing.id}/feature`, auth, { days, idempotencyKey: k });

    const short = await feature(agent.auth, 2);
    expect(short.statusCode).toBe(402);
    expect(short.json().error.message).toBe(CommerceMessages.NOT_ENOUGH_FEATURED_DAYS);

    await grant(ItemCode.FEATURED_DAYS, 10, 30);
    const allocate = await ctx.app.inject({
      method: 'PUT',
      url: '/api/agent/entitlements/allocations',
      headers: boss.auth,
      payload: { agentId: agent.id, itemId: items.FEATURED_DAYS, quantity: 4 },
    });
    expect(allocate.statusCode).toBe(200);
    const once = key();
    const first = await feature(agent.auth, 3, once);
    expect(first.statusCode).toBe(200);
    // Sent again (a double tap): nothing more is used, nothing more is added.
    const again = await feature(agent.auth, 3, once);
    expect(again.json().featuredUntil).toBe(first.json().featuredUntil);
    const days = await balanceOf(agent.auth, ItemCode.FEATURED_DAYS);
    expect(days).toMatchObject({ left: 7, used: 3 });
    expect(days.mine).toEqual({ allocated: 1, used: 3 });
    // Agents may not allocate; seats are not allocated.
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/agent/entitlements/allocations',
          headers: agent.auth,
          payload: { agentId: agent.id, itemId: items.FEATURED_DAYS, quantity: 9 },
        })
      ).statusCode,
    ).toBe(403);
    const seats = await ctx.app.inject({
      method: 'PUT',
      url: '/api/agent/entitlements/allocations',
      headers: boss.auth,
      payload: { agentId: agent.id, itemId: items.AGENT_SEATS, quantity: 1 },
    });
    expect(seats.statusCode).toBe(400);
    // Nor does an admin put photo space in one agent's hands: it is the agency's as a whole.
    const photos = await post('/api/admin/entitlements/agent-grants', admin, {
      agentIds: [agent.id],
      itemId: items.PHOTO_STORAGE,
      quantity: 1000,
      validityDays: null,
      reason: 'Not for one agent',
      idempotencyKey: key(),
    });
    expect(photos.statusCode).toBe(400);
    expect(photos.json().error.details.fields).toEqual({
      itemId: [CommerceMessages.ALLOCATION_NOT_ALLOWED],
    });

    const noBump = await post(`/api/agent/properties/${listing.id}/bump`, agent.auth, {
      idempotencyKey: key(),
    });
    expect(noBump.statusCode).toBe(402);
    await grant(ItemCode.BUMPS, 1);
    const bump = await post(`/api/agent/properties/${listing.id}/bump`, agent.auth, {
      idempotencyKey: key(),
    });
    expect(bump.statusCode).toBe(200);
    expect(bump.json().left).toBe(0);
  });

  it('refuses an invitation past the agent seats, and the WhatsApp screen without its feature', async () => {
    const invite = await post('/api/agent/agents/invitations', boss.auth, {
      email: 'third@free.test',
      name: 'Third Agent',
    });
    expect(invite.statusCode).toBe(402);
    expect(invite.json().error.message).toBe(CommerceMessages.AGENT_SEATS_FULL);
    const whatsapp = await ctx.app.inject({ url: '/api/agent/whatsapp', headers: boss.auth });
    expect(whatsapp.statusCode).toBe(402);
    expect(whatsapp.json().error).toEqual({
      code: 'FEATURE_NOT_INCLUDED',
      message: CommerceMessages.WHATSAPP_NOT_INCLUDED,
    });
    // Two people already hold the one FREE seat and one more: two more seats leave room for one.
    await grant(ItemCode.AGENT_SEATS, 2);
    await grant(ItemCode.WHATSAPP_ROUTING, 1);
    expect(
      (
        await post('/api/agent/agents/invitations', boss.auth, {
          email: 'third@free.test',
          name: 'Third Agent',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await ctx.app.inject({ url: '/api/agent/whatsapp', headers: boss.auth })).statusCode,
    ).toBe(200);
  });

  it('ends a period: listings over the slots left become INACTIVE with a notice, and come back on renewal', async () => {
    const pkg = await post('/api/admin/packages', admin, {
      code: 'TEST_MONTH',
      name: 'Test Month',
      description: '',
      validityDays: 30,
      visibility: 'PRIVATE',
      position: 5,
      status: 'ACTIVE',
      items: [{ itemId: items.LISTING_SLOTS, quantity: 3 }],
      prices: [{ currency: 'UGX', amount: '100000' }],
    });
    expect(pkg.statusCode).toBe(201);
    const packageId = pkg.json().id as string;
    const giftPackage = () =>
      post('/api/admin/entitlements/gifts', admin, {
        agencyIds: [agencyId],
        gift: { type: 'PACKAGE', packageId },
        reason: 'A month on us',
        idempotencyKey: key(),
      });
    expect((await giftPackage()).statusCode).toBe(201);
    const extra = [];
    for (let i = 0; i < 3; i++)
      extra.push(await createListing(ctx, agent.auth, listingForm({ title: `Month house ${i}` })));
    expect(extra.every((l) => l.status === 'ACTIVE')).toBe(true);
    const before = await balanceOf(agent.auth, ItemCode.LISTING_SLOTS);
    expect(before.left).toBe(0);

    // Thirty-one days pass for this agency's package period.
    await ctx.database.db.execute(sql`
      update entitlement_lot set valid_from = valid_from - interval '31 days',
        valid_until = valid_until - interval '31 days'
      where agency_id = ${agencyId} and valid_until is not null`);
    await ctx.database.db.execute(sql`
      update agency_subscription set starts_at = starts_at - interval '31 days',
        ends_at = ends_at - interval '31 days'
      where agency_id = ${agencyId} and ends_at is not null`);
    const run = await ctx.app.services.expiry.run();
    expect(run.deactivated).toBe(3);

    const view = await products(agent.auth);
    expect(view.notices).toHaveLength(1);
    expect(view.notices[0]).toMatchObject({ kind: 'PACKAGE_EXPIRED', count: 3 });
    const statuses = await Promise.all(
      extra.map(
        async (l) =>
          (await ctx.app.inject({ url: `/properties/${l.id}`, headers: agent.auth })).json().status,
      ),
    );
    // The newest three are the ones over the ceiling: exactly the month's listings.
    expect(statuses).toEqual(['INACTIVE', 'INACTIVE', 'INACTIVE']);
    const subs = await ctx.app.inject({
      url: `/api/admin/broker/agencies/${agencyId}/subscription-history`,
      headers: admin,
    });
    expect(subs.json().data.map((s: { status: string }) => s.status)).toContain('EXPIRED');

    // Renewed: nothing comes back by itself, then republish brings all three back.
    expect((await giftPackage()).statusCode).toBe(201);
    const republish = await post('/api/agent/entitlements/republish', agent.auth);
    expect(republish.json()).toEqual({ republished: 3, stillInactive: 0 });
    expect((await products(agent.auth)).notices).toEqual([]);
  });

  it('lets an admin end a period now: its grants end and the expiry runs at once', async () => {
    const pkg = await post('/api/admin/packages', admin, {
      code: 'TEST_DEAL',
      name: 'Test Deal',
      description: '',
      validityDays: 90,
      visibility: 'PRIVATE',
      position: 6,
      status: 'ACTIVE',
      items: [{ itemId: items.FEATURED_DAYS, quantity: 30 }],
      prices: [],
    });
    const gift = await post('/api/admin/entitlements/gifts', admin, {
      agencyIds: [agencyId],
      gift: { type: 'PACKAGE', packageId: pkg.json().id },
      reason: 'Custom deal',
      idempotencyKey: key(),
    });
    expect(gift.statusCode).toBe(201);
    const before = (await balanceOf(agent.auth, ItemCode.FEATURED_DAYS)).left as number;
    const history = await ctx.app.inject({
      url: `/api/admin/broker/agencies/${agencyId}/subscription-history`,
      headers: admin,
    });
    const deal = history
      .json()
      .data.find((s: { package: { name: string } }) => s.package.name === 'Test Deal');
    const ended = await post(`/api/admin/subscriptions/${deal.id}/end`, admin, {
      reason: 'Deal stopped',
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().status).toBe('EXPIRED');
    expect((await balanceOf(agent.auth, ItemCode.FEATURED_DAYS)).left).toBe(before - 30);
    // The FREE period never ends.
    const free = history
      .json()
      .data.find((s: { package: { isFree: boolean } }) => s.package.isFree);
    expect(
      (await post(`/api/admin/subscriptions/${free.id}/end`, admin, { reason: 'Not this one' }))
        .statusCode,
    ).toBe(409);
  });
});
