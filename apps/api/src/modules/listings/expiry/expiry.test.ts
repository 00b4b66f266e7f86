import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ListingConfirmMessages } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { rowsOf } from '../../../platform/db/client';
import { outboxRows } from '../../../platform/events/events-test-helpers';
import { createAgency, mailbox } from '../../agencies/agencies-test-helpers';
import { createListing, listingForm } from '../listings-test-helpers';

/**
 * Listing expiry (issue 46) end to end through the mail outbox: the job mails a one-click link
 * once per period, the link confirms once, and a listing past its period becomes INACTIVE.
 */
describe('listing expiry and the "still available" link', () => {
  let ctx: TestContext;
  let agent: Record<string, string>;
  const agentEmail = 'expiring-agent@test.afrinest';

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const agencyId = (await createAgency(ctx, admin, { name: 'Expiry Homes' })).id;
    agent = (await signInAs(ctx, 'AGENT', { email: agentEmail, agencyId })).auth;
  });
  afterAll(() => ctx.close());

  let seen = 0;
  beforeEach(async () => {
    seen = (await mailbox(ctx, agentEmail)).length;
  });

  const run = () => ctx.app.services.listingExpiry.run();
  /** Mails to the agent since the test began, the newest first. */
  const newMails = async () => {
    const all = await mailbox(ctx, agentEmail);
    return all.slice(0, all.length - seen);
  };
  const tokenIn = (text: string) => text.match(/\/listing-confirm\/([A-Za-z0-9_-]{43})\b/)?.[1];
  const confirm = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/listings/confirm', payload: { token } });

  /** A new ACTIVE listing published (or confirmed) `days` ago. */
  async function listingAged(days: number, confirmedDaysAgo?: number) {
    const { id, status } = await createListing(ctx, agent, listingForm({ title: `Aged ${days}` }));
    expect(status).toBe('ACTIVE');
    await ctx.database.db.execute(sql`
      update listing set published_at = now() - make_interval(days => ${days}),
        created_at = now() - make_interval(days => ${days}),
        confirmed_at = ${confirmedDaysAgo === undefined ? null : sql`now() - make_interval(days => ${confirmedDaysAgo})`}
      where id = ${id}`);
    return id;
  }
  async function listingRow(id: string) {
    const [row] = rowsOf<{
      status: string;
      confirmed_at: unknown;
      expiry_notice_at: unknown;
    }>(
      await ctx.database.db.execute(
        sql`select status, confirmed_at::text, expiry_notice_at::text from listing where id = ${id}`,
      ),
    );
    return row!;
  }
  const tokens = async (id: string) =>
    rowsOf<{ used_at: string | null }>(
      await ctx.database.db.execute(
        sql`select used_at::text from listing_confirm_token where listing_id = ${id}`,
      ),
    );

  it('mails the link once per period, however often the job runs', async () => {
    const fresh = await listingAged(40);
    const due = await listingAged(55);
    await run();
    await run();
    const mails = await newMails();
    expect(mails.map((m) => m.subject)).toEqual(['Is "Aged 55" still available?']);
    expect(mails[0]!.text).toContain('no sign-in needed');
    expect(tokenIn(mails[0]!.text)).toBeDefined();
    expect((await listingRow(due)).expiry_notice_at).not.toBeNull();
    expect(await tokens(due)).toHaveLength(1);
    expect((await listingRow(fresh)).expiry_notice_at).toBeNull();
    expect(await tokens(fresh)).toHaveLength(0);
  });

  it('the link confirms once; a second use is 410 and changes nothing', async () => {
    const id = await listingAged(56);
    await run();
    const token = tokenIn((await newMails())[0]!.text)!;

    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ listingId: id, title: 'Aged 56' });
    const until = new Date(first.json().confirmedUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);
    const after = await listingRow(id);
    expect(after).toMatchObject({ status: 'ACTIVE', expiry_notice_at: null });
    expect(after.confirmed_at).not.toBeNull();

    const second = await confirm(token);
    expect(second.statusCode).toBe(410);
    expect(second.json().error).toMatchObject({
      code: 'CONFIRM_LINK_GONE',
      message: ListingConfirmMessages.LINK_GONE,
    });
    expect(await listingRow(id)).toEqual(after);

    // The period starts again: no new mail and no expiry now.
    await run();
    expect(await newMails()).toHaveLength(1);
    expect((await listingRow(id)).status).toBe('ACTIVE');
  });

  it('an expired or unknown link is 410 and changes nothing', async () => {
    const id = await listingAged(57);
    await run();
    const token = tokenIn((await newMails())[0]!.text)!;
    await ctx.database.db.execute(
      sql`update listing_confirm_token set expires_at = now() - interval '1 minute'
          where listing_id = ${id}`,
    );
    const before = await listingRow(id);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(ListingConfirmMessages.LINK_GONE);
    expect(await listingRow(id)).toEqual(before);
    expect((await tokens(id))[0]!.used_at).toBeNull();

    const unknown = await confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(410);
  });

  it('a link to a listing no longer ACTIVE is 409 and stays unused', async () => {
    const id = await listingAged(58);
    await run();
    const token = tokenIn((await newMails())[0]!.text)!;
    const sold = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${id}/status`,
      headers: agent,
      payload: { status: 'SOLD', note: 'Sold' },
    });
    expect(sold.statusCode).toBe(200);
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ListingConfirmMessages.NOT_ACTIVE);
    expect((await tokens(id))[0]!.used_at).toBeNull();
    expect((await listingRow(id)).status).toBe('SOLD');
  });

  it('a listing past its period becomes INACTIVE with history, event and a mail', async () => {
    const id = await listingAged(61);
    // Noticed a week ago (the run that mailed it), not confirmed since.
    await run();
    await ctx.database.db.execute(
      sql`update listing set expiry_notice_at = now() - interval '8 days' where id = ${id}`,
    );
    const eventsBefore = (await outboxRows(ctx, 'listing.status_changed')).length;
    await run();
    await run();
    expect((await listingRow(id)).status).toBe('INACTIVE');
    const history = rowsOf<{ from_status: string; to_status: string; note: string }>(
      await ctx.database.db.execute(
        sql`select from_status, to_status, note from listing_status_change
            where listing_id = ${id} order by changed_at`,
      ),
    );
    expect(history.at(-1)).toEqual({
      from_status: 'ACTIVE',
      to_status: 'INACTIVE',
      note: 'Not confirmed for 60 days',
    });
    const events = (await outboxRows(ctx, 'listing.status_changed')).slice(eventsBefore);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ id, from: 'ACTIVE', to: 'INACTIVE' });
    const subjects = (await newMails()).map((m) => m.subject);
    expect(subjects).toEqual(['"Aged 61" is now inactive', 'Is "Aged 61" still available?']);
  });

  it('an old listing never mailed gets the full notice days before it expires', async () => {
    const id = await listingAged(90);
    await run();
    expect((await listingRow(id)).status).toBe('ACTIVE');
    expect((await newMails()).map((m) => m.subject)).toEqual(['Is "Aged 90" still available?']);
  });

  it('leaves recently confirmed listings alone', async () => {
    const id = await listingAged(100, 10);
    await run();
    expect(await newMails()).toHaveLength(0);
    expect(await listingRow(id)).toMatchObject({ status: 'ACTIVE', expiry_notice_at: null });
    expect(await tokens(id)).toHaveLength(0);
  });
});
