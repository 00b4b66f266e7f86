import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemCode } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency, mailbox } from '../../agencies/agencies-test-helpers';

/** Super agents hear before a period ends: 7 days and 1 day before, each once (issue 41). */
describe('entitlements: reminders before a period ends', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agencyId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyId = (await createAgency(ctx, admin, { name: 'Reminded Homes' }, { plan: 'free' })).id;
    await signInAs(ctx, 'SUPER_AGENT', { email: 'boss@reminded.test', agencyId });
    const slots = (await ctx.app.services.catalogue.items.byCode(ItemCode.LISTING_SLOTS)).id;
    const pkg = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/packages',
      headers: admin,
      payload: {
        code: 'REMINDED_MONTH',
        name: 'Reminded Month',
        description: '',
        validityDays: 30,
        visibility: 'PRIVATE',
        position: 1,
        status: 'ACTIVE',
        items: [{ itemId: slots, quantity: 10 }],
        prices: [],
      },
    });
    const gift = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/entitlements/gifts',
      headers: admin,
      payload: {
        agencyIds: [agencyId],
        gift: { type: 'PACKAGE', packageId: pkg.json().id },
        reason: 'A month',
        idempotencyKey: randomUUID(),
      },
    });
    expect(gift.statusCode).toBe(201);
  });
  afterAll(() => ctx.close());

  /** The period (and its grants) now ends in `days` days. */
  async function endsIn(days: number) {
    await ctx.database.db.execute(sql`
      update agency_subscription set ends_at = now() + ${days * 24} * interval '1 hour'
      where agency_id = ${agencyId} and ends_at is not null`);
  }
  const reminders = async () =>
    (await mailbox(ctx, 'boss@reminded.test')).filter((m) =>
      m.subject.startsWith('Reminded Month for Reminded Homes ends on'),
    );

  it('mails once a week before, once a day before, and never twice', async () => {
    await endsIn(20);
    await ctx.app.services.expiry.run();
    expect(await reminders()).toHaveLength(0);

    await endsIn(6);
    await ctx.app.services.expiry.run();
    await ctx.app.services.expiry.run();
    const week = await reminders();
    expect(week).toHaveLength(1);
    expect(week[0]!.text).toContain('listings over the slots you have left become inactive');

    await endsIn(0.5);
    await ctx.app.services.expiry.run();
    await ctx.app.services.expiry.run();
    expect(await reminders()).toHaveLength(2);
  });
});
