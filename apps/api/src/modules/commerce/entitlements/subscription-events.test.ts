import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemCode } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { rowsOf } from '../../../platform/db/client';
import { lastSeq, outboxSince } from '../../../platform/events/events-test-helpers';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { createListing, listingForm } from '../../listings/listings-test-helpers';

/**
 * Subscription events (issue 45): expiring when a reminder goes out, expired when a period
 * ends, each once per period and kind however often the expiry job runs; the listings it
 * trims and republishes write listing.status_changed.
 */
describe('subscription events in the outbox', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let agencyId: string;
  let packageId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyId = (await createAgency(ctx, admin, { name: 'Period Homes' }, { plan: 'free' })).id;
    await signInAs(ctx, 'SUPER_AGENT', { email: 'boss@period.test', agencyId });
    agent = (await signInAs(ctx, 'AGENT', { email: 'agent@period.test', agencyId })).auth;
    const slots = (await ctx.app.services.catalogue.items.byCode(ItemCode.LISTING_SLOTS)).id;
    const pkg = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/packages',
      headers: admin,
      payload: {
        code: 'PERIOD_MONTH',
        name: 'Period Month',
        description: '',
        validityDays: 30,
        visibility: 'PRIVATE',
        position: 1,
        status: 'ACTIVE',
        items: [{ itemId: slots, quantity: 2 }],
        prices: [],
      },
    });
    packageId = pkg.json().id;
  });
  afterAll(() => ctx.close());

  const gift = async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/entitlements/gifts',
      headers: admin,
      payload: {
        agencyIds: [agencyId],
        gift: { type: 'PACKAGE', packageId },
        reason: 'A month',
        idempotencyKey: randomUUID(),
      },
    });
    expect(res.statusCode).toBe(201);
  };
  /** The period (and its grants) now end in `days` days. */
  async function endsIn(days: number) {
    await ctx.database.db.execute(sql`
      update entitlement_lot set valid_until = now() + ${days * 24} * interval '1 hour',
        valid_from = least(valid_from, now() - interval '40 days')
      where agency_id = ${agencyId} and valid_until is not null`);
    await ctx.database.db.execute(sql`
      update agency_subscription set ends_at = now() + ${days * 24} * interval '1 hour',
        starts_at = least(starts_at, now() - interval '40 days')
      where agency_id = ${agencyId} and ends_at is not null`);
  }
  const run = () => ctx.app.services.expiry.run();

  it('writes subscription.expiring per reminder sent and subscription.expired once', async () => {
    await gift();
    const [subscriptionId] = rowsOf<{ id: string }>(
      await ctx.database.db.execute(
        sql`select id from agency_subscription where agency_id = ${agencyId} and ends_at is not null`,
      ),
    );
    // Five free slots and two of the month: seven live listings.
    const listings = [];
    for (let i = 0; i < 7; i++)
      listings.push(await createListing(ctx, agent, listingForm({ title: `Period house ${i}` })));
    expect(listings.every((l) => l.status === 'ACTIVE')).toBe(true);

    let seq = await lastSeq(ctx);
    await endsIn(6);
    await run();
    await run();
    let events = await outboxSince(ctx, seq);
    expect(events.map((e) => [e.type, e.agencyId])).toEqual([['subscription.expiring', agencyId]]);
    expect(events[0]!.data).toEqual({
      agencyId,
      subscriptionId: subscriptionId!.id,
      packageId,
      packageName: 'Period Month',
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    seq = await lastSeq(ctx);
    await endsIn(0.5);
    await run();
    await run();
    events = await outboxSince(ctx, seq);
    expect(events.map((e) => e.type)).toEqual(['subscription.expiring']);

    seq = await lastSeq(ctx);
    await endsIn(-0.1);
    const first = await run();
    expect(first.deactivated).toBe(2);
    await run();
    events = await outboxSince(ctx, seq);
    expect(events.filter((e) => e.type === 'subscription.expired').map((e) => e.data)).toEqual([
      {
        agencyId,
        subscriptionId: subscriptionId!.id,
        packageId,
        packageName: 'Period Month',
        expiresAt: expect.any(String),
      },
    ]);
    // The two newest listings, trimmed to the slots left.
    const trimmed = events.filter((e) => e.type === 'listing.status_changed');
    expect(trimmed.map((e) => [e.data.from, e.data.to]).sort()).toEqual([
      ['ACTIVE', 'INACTIVE'],
      ['ACTIVE', 'INACTIVE'],
    ]);
    expect(trimmed.map((e) => e.data.id).sort()).toEqual([listings[5]!.id, listings[6]!.id].sort());

    // Renewed and republished: each comes back with its event.
    await gift();
    seq = await lastSeq(ctx);
    const republish = await ctx.app.inject({
      method: 'POST',
      url: '/api/agent/entitlements/republish',
      headers: agent,
    });
    expect(republish.json()).toEqual({ republished: 2, stillInactive: 0 });
    events = await outboxSince(ctx, seq);
    expect(events.map((e) => [e.type, e.data.from, e.data.to])).toEqual([
      ['listing.status_changed', 'INACTIVE', 'ACTIVE'],
      ['listing.status_changed', 'INACTIVE', 'ACTIVE'],
    ]);
  });
});
