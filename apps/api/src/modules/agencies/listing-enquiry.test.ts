import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingEnquiryMessages, PHONE_MESSAGE } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { lastSeq, outboxSince } from '../../platform/events/events-test-helpers';
import { mailOutbox } from '../../platform/mail/mail.schema';
import { createListing, listingForm } from '../listings/listings-test-helpers';
import { createAgency } from './agencies-test-helpers';
import { leadEnquiries, leads } from './agencies.schema';
import { enquiryToAgentMail } from './listing-enquiry-mail';
import { LISTING_ENQUIRIES_PER_HOUR } from './listing-enquiry.routes';

describe('the enquiry form on a listing (issue 46)', () => {
  let ctx: TestContext;
  let agencyId: string;
  let agent: { id: string; auth: Record<string, string> };
  let listingId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyId = (await createAgency(ctx, admin, { name: 'Enquiry Homes', slug: 'enquiry-homes' }))
      .id;
    agent = await signInAs(ctx, 'AGENT', { email: 'agent@enquiry.test', agencyId });
    await signInAs(ctx, 'SUPER_AGENT', { email: 'boss@enquiry.test', agencyId });
    const listing = await createListing(ctx, agent.auth, listingForm({ title: 'Enquiry villa' }));
    expect(listing.status).toBe('ACTIVE');
    listingId = listing.id;
  });
  afterAll(() => ctx.close());

  const form = (over: object = {}) => ({
    name: 'Grace Namata',
    phone: '0772 123456',
    email: 'grace@buyer.test',
    message: 'Is the price negotiable? I would like to see it.',
    wantsViewing: true,
    preferredDays: ['SAT', 'SUN', 'SAT'],
    website: '',
    ...over,
  });
  let client = 0;
  /** Each test its own client address, so the per-client limit is only met where it is tested. */
  const send = (payload: object, id = listingId, remoteAddress = `10.0.0.${++client}`) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/enquiries`,
      payload,
      remoteAddress,
    });
  const mailsTo = (to: string) =>
    ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const enquiriesOf = (name: string) =>
    ctx.database.db
      .select({ lead: leads, enquiry: leadEnquiries })
      .from(leadEnquiries)
      .innerJoin(leads, eq(leads.id, leadEnquiries.leadId))
      .where(eq(leadEnquiries.name, name));

  it('stores the lead and the enquiry with its event, mails the agent and a copy', async () => {
    const seq = await lastSeq(ctx);
    const res = await send(form());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ ok: true, message: ListingEnquiryMessages.SENT });

    const [row, ...more] = await enquiriesOf('Grace Namata');
    expect(more).toHaveLength(0);
    expect(row!.lead).toMatchObject({ agencyId, agentId: agent.id, listingId, channel: 'ENQUIRY' });
    expect(row!.enquiry).toMatchObject({
      phone: '+256772123456',
      email: 'grace@buyer.test',
      wantsViewing: true,
      preferredDays: ['SAT', 'SUN'],
    });
    const events = await outboxSince(ctx, seq);
    expect(events.map((e) => [e.type, e.agencyId])).toEqual([['lead.created', agencyId]]);
    expect(events[0]!.data).toMatchObject({ id: row!.lead.id, channel: 'ENQUIRY', listingId });

    const [toAgent] = await mailsTo('agent@enquiry.test');
    expect(toAgent!.subject).toBe('Enquiry about Enquiry villa from Grace Namata');
    expect(toAgent!.text).toContain('Phone: +256772123456');
    expect(toAgent!.text).toContain('Would like a viewing, preferably on Saturday, Sunday.');
    expect(toAgent!.text).toContain('Is the price negotiable?');
    expect(await mailsTo('boss@enquiry.test')).toHaveLength(0);
    const [copy] = await mailsTo('grace@buyer.test');
    expect(copy!.subject).toBe('Your enquiry about Enquiry villa');
    expect(copy!.text).toContain('Is the price negotiable?');

    const leadsPage = await ctx.app.inject({ url: '/api/agent/leads', headers: agent.auth });
    expect(leadsPage.json().data[0]).toMatchObject({ channel: 'ENQUIRY' });
  });

  it("the agent's mail replies to the enquirer", () => {
    const enquiry = {
      name: 'A',
      phone: '+256772123456',
      message: 'Hello there, agent.',
      wantsViewing: false,
      preferredDays: [],
      listing: { title: 'T', url: 'http://x/properties/1' },
    };
    const mail = (email: string | null) =>
      enquiryToAgentMail({ to: 'a@b.test', enquiry: { ...enquiry, email }, product: 'P' });
    expect(mail('me@buyer.test').replyTo).toBe('me@buyer.test');
    expect(mail(null).replyTo).toBeUndefined();
  });

  it('without an email: the agent is mailed, no copy is sent', async () => {
    const before = (await mailsTo('agent@enquiry.test')).length;
    const res = await send(form({ name: 'No Mail', email: '', wantsViewing: false }));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await enquiriesOf('No Mail');
    expect(row!.enquiry).toMatchObject({ email: null, wantsViewing: false, preferredDays: [] });
    expect(await mailsTo('agent@enquiry.test')).toHaveLength(before + 1);
    const copies = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, 'Your enquiry%'));
    expect(copies).toHaveLength(1);
  });

  it('a filled honeypot gets the same answer, and nothing is stored or mailed', async () => {
    const seq = await lastSeq(ctx);
    const res = await send(form({ name: 'Spam Bot', email: 'bot@spam.test', website: 'x.com' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, message: ListingEnquiryMessages.SENT });
    expect(await enquiriesOf('Spam Bot')).toHaveLength(0);
    expect(await mailsTo('bot@spam.test')).toHaveLength(0);
    expect(await outboxSince(ctx, seq)).toHaveLength(0);
  });

  it('refuses a phone that is no number (400) and keeps nothing', async () => {
    const res = await send(form({ name: 'Bad Phone', phone: '0772 12' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PHONE_MESSAGE);
    expect(res.json().error.details.fields.phone).toEqual([PHONE_MESSAGE]);
    const short = await send(form({ name: 'Bad Phone', message: 'Hi' }));
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().error.details.fields)).toEqual(['message']);
    expect(await enquiriesOf('Bad Phone')).toHaveLength(0);
  });

  it('answers 404 for a listing that is not active or does not exist', async () => {
    const other = await createListing(ctx, agent.auth, listingForm({ title: 'Paused villa' }));
    const paused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${other.id}/status`,
      headers: agent.auth,
      payload: { status: 'INACTIVE', note: '' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const res = await send(form({ name: 'Too Late' }), other.id);
    expect(res.statusCode).toBe(404);
    expect((await send(form(), '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await enquiriesOf('Too Late')).toHaveLength(0);
  });

  it(`limits a client to ${LISTING_ENQUIRIES_PER_HOUR} enquiries an hour`, async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < LISTING_ENQUIRIES_PER_HOUR; i++)
      expect((await send(form({ website: 'x' }), listingId, from)).statusCode).toBe(201);
    const over = await send(form({ name: 'Over Limit' }), listingId, from);
    expect(over.statusCode).toBe(429);
    expect(await enquiriesOf('Over Limit')).toHaveLength(0);
    expect((await send(form({ name: 'Other Client' }))).statusCode).toBe(201);
  });
});
