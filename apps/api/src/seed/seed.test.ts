import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/helper';
import type { ListingPhoto } from '@afrinest/contract';
import { ensureAccount } from './accounts';
import { seedDemo } from './index';
import { seedDemoPhotos } from './demo-listing-photos';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { demoContactDetails } from './demo-contact';

describe('demo seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const count = async () =>
    (
      (await ctx.database.db.execute(sql`select count(*)::int as n from "user"`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;

  it('creates one verified account per role that can sign in, and a second run changes nothing', async () => {
    await seedDemo(ctx.app.services);
    expect(await count()).toBe(demoAccounts.length);
    await seedDemo(ctx.app.services);
    expect(await count()).toBe(demoAccounts.length);
    expect(new Set(demoAccounts.map((a) => a.role)).size).toBe(5);
    for (const account of demoAccounts) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(account.role);
    }
  });

  it('leaves past purchases with their invoices and open payment requests, once', async () => {
    await seedDemo(ctx.app.services);
    const n = async (table: string, where: string) =>
      (
        (await ctx.database.db.execute(
          sql.raw(`select count(*)::int as n from ${table} where ${where}`),
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const states = async () =>
      [
        await n('payment', "status = 'SUCCEEDED'"),
        await n('payment', "status in ('FAILED', 'CANCELLED')"),
        await n('invoice', "kind = 'INVOICE'"),
        await n('payment_request', "status = 'OPEN'"),
      ] as const;
    expect(await states()).toEqual([2, 2, 2, 2]);
    await seedDemo(ctx.app.services);
    expect(await states()).toEqual([2, 2, 2, 2]);
  });

  it('sends the demo accounts no "verify your email" mail: they start verified', async () => {
    await seedDemo(ctx.app.services);
    const verifyMails = async (email: string) => {
      const res = await ctx.app.inject({
        url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
      });
      expect(res.statusCode).toBe(200);
      const subjects = (res.json().data as { subject: string }[]).map((m) => m.subject);
      return subjects.filter((s) => /verify your email/i.test(s));
    };
    for (const account of demoAccounts) expect(await verifyMails(account.email)).toEqual([]);
    // The mailbox does see the mail: an account seeded unverified gets it, as anyone signing up.
    const email = 'unverified@seed.test';
    await ensureAccount(ctx.app.services, {
      email,
      password: DEMO_PASSWORD,
      name: 'Not Yet Verified',
      role: 'USER',
      verified: false,
    });
    await vi.waitFor(async () => expect(await verifyMails(email)).toHaveLength(1));
  });

  it('sets the company contact details the /contact page shows, and keeps the ones an admin set', async () => {
    await seedDemo(ctx.app.services);
    const read = () => ctx.app.inject({ method: 'GET', url: '/api/content/contact' });
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(demoContactDetails);
    expect(res.json()).toMatchObject({
      companyName: 'AfriNest Ltd',
      city: 'Kampala',
      country: 'Uganda',
      email: 'hello@afrinest.test',
    });

    const adminId = (await ctx.app.services.users.findIdByEmail('admin@afrinest.test'))!;
    await ctx.app.services.settings.updateContact(adminId, {
      ...demoContactDetails,
      companyName: 'AfriNest Uganda Ltd',
    });
    await seedDemo(ctx.app.services);
    expect((await read()).json().companyName).toBe('AfriNest Uganda Ltd');
  });

  it('gives demo listings drawn photos through the real pipeline, once', async () => {
    const { listings } = await seedDemo(ctx.app.services);
    const two = listings.slice(0, 2);
    expect(await seedDemoPhotos(ctx.app.services, two, 2)).toBe(4);
    // A second run leaves listings that have photos alone.
    expect(await seedDemoPhotos(ctx.app.services, two, 2)).toBe(0);
    for (const listing of two) {
      let photos: ListingPhoto[] = [];
      for (let tries = 0; photos.length < 2 && tries < 200; tries++) {
        await new Promise((r) => setTimeout(r, 100));
        photos = (await ctx.app.inject({ url: `/properties/${listing.id}` })).json().photos;
      }
      expect(photos).toHaveLength(2);
      expect(photos[0]).toMatchObject({ width: 1280, height: 853 });
      expect(photos[0]!.webp.map((v) => v.width)).toEqual([320, 640, 1280]);
    }
  });
});
