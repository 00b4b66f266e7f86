import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdErrorCode,
  AdMessages,
  ErrorCode,
  type AdEnquiry,
  type AdEnquiryInput,
} from '@afrinest/contract';
import { createTestApp, emailFor, signInAs, type TestContext } from '../../../../../test/helper';
import { mailOutbox } from '../../../../platform/mail/mail.schema';
import { advertEnquiries } from '../../content.schema';
import { ENQUIRIES_PER_HOUR } from './enquiries.routes';

const form = (over: Partial<AdEnquiryInput> = {}): AdEnquiryInput => ({
  name: 'Sarah Namuli',
  company: 'Namuli Hardware',
  email: 'sarah@namuli.example.ug',
  phone: '+256 700 123456',
  slots: ['HOME_BANNER', 'PLOTS_PAGE'],
  message: 'We would like a banner for our roofing sheets in June.',
  website: '',
  ...over,
});

describe('advertising enquiries', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  /** Each request from an address of its own, so the hourly limit is met only where meant. */
  let client = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    await signInAs(ctx, 'ASSISTANT_ADMIN');
    await signInAs(ctx, 'USER');
  });
  afterAll(() => ctx.close());

  const send = (payload: object, remoteAddress = `10.44.0.${(client += 1)}`) =>
    ctx.app.inject({ method: 'POST', url: '/api/advertising/enquiries', payload, remoteAddress });
  const mailsAbout = (company: string) =>
    ctx.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${company}%`));
  const list = (query = '') =>
    ctx.app.inject({ url: `/api/admin/advertising/enquiries?${query}`, headers: admin });
  const setStatus = (id: string, status: string) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/advertising/enquiries/${id}/status`,
      headers: admin,
      payload: { status },
    });

  it('stores an enquiry and mails every active admin', async () => {
    const company = `Hardware ${randomUUID().slice(0, 6)}`;
    const res = await send(form({ company, slots: ['PLOTS_PAGE', 'PLOTS_PAGE'] }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, message: AdMessages.ENQUIRY_SENT });
    const [row] = await ctx.database.db
      .select()
      .from(advertEnquiries)
      .where(eq(advertEnquiries.company, company));
    expect(row).toMatchObject({ name: 'Sarah Namuli', status: 'NEW', slots: ['PLOTS_PAGE'] });
    const mails = await mailsAbout(company);
    expect(mails.map((m) => m.to).sort()).toEqual(
      [emailFor('AFRI_ADMIN'), emailFor('ASSISTANT_ADMIN')].sort(),
    );
    expect(mails[0]!.text).toContain('We would like a banner for our roofing sheets in June.');
    expect(mails[0]!.text).toContain('Plots page');
    expect(mails[0]!.text).toContain(`${ctx.config.WEB_URL}/admin/advertisements/enquiries`);
  });

  it('escapes what the sender wrote in the mailed HTML', async () => {
    const company = `Co ${randomUUID().slice(0, 6)}`;
    await send(form({ company, message: '<script>alert(1)</script> please call us' }));
    const [mail] = await mailsAbout(company);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;');
  });

  it('answers a filled honeypot as sent, and keeps and mails nothing', async () => {
    const company = `Bot ${randomUUID().slice(0, 6)}`;
    const res = await send(form({ company, website: 'https://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, message: AdMessages.ENQUIRY_SENT });
    const rows = await ctx.database.db
      .select()
      .from(advertEnquiries)
      .where(eq(advertEnquiries.company, company));
    expect(rows).toEqual([]);
    expect(await mailsAbout(company)).toEqual([]);
  });

  it('refuses an invalid form with the fields named', async () => {
    const res = await send(form({ email: 'not-an-email', message: 'short' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.details.fields).sort()).toEqual(['email', 'message']);
  });

  it(`takes ${ENQUIRIES_PER_HOUR} enquiries an hour from one client, then 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ENQUIRIES_PER_HOUR; i += 1)
      statuses.push((await send(form({ website: 'x' }), '10.45.0.1')).statusCode);
    expect(statuses.slice(0, ENQUIRIES_PER_HOUR).every((s) => s === 201)).toBe(true);
    const refused = await send(form(), '10.45.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe(ErrorCode.RATE_LIMITED);
    expect((await send(form({ website: 'x' }), '10.45.0.2')).statusCode).toBe(201);
  });

  it('lists the inbox newest first, by status, and marks enquiries answered (audited)', async () => {
    const tag = randomUUID().slice(0, 6);
    await send(form({ company: `First ${tag}` }));
    await send(form({ company: `Second ${tag}` }));
    const page = (await list('pageSize=100')).json();
    const ours = page.data.filter((e: AdEnquiry) => e.company.endsWith(tag));
    expect(ours.map((e: AdEnquiry) => e.company)).toEqual([`Second ${tag}`, `First ${tag}`]);
    const first = ours[1] as AdEnquiry;
    const answered = await setStatus(first.id, 'ANSWERED');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ id: first.id, status: 'ANSWERED' });
    const answeredList = (await list('status=ANSWERED')).json();
    expect(answeredList.data.map((e: AdEnquiry) => e.id)).toEqual([first.id]);
    const news = (await list('status=NEW&pageSize=100')).json();
    expect(news.data.map((e: AdEnquiry) => e.id)).not.toContain(first.id);
    const entry = (await ctx.app.services.audit.latest(5)).find((e) => e.entityId === first.id);
    expect(entry).toMatchObject({
      action: 'advert_enquiry.status',
      before: { status: 'NEW' },
      after: { status: 'ANSWERED' },
    });
    const missing = await setStatus(randomUUID(), 'ANSWERED');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe(AdErrorCode.ENQUIRY_NOT_FOUND);
  });

  it('keeps the inbox for admins', async () => {
    const user = (await signInAs(ctx, 'USER')).auth;
    const res = await ctx.app.inject({ url: '/api/admin/advertising/enquiries', headers: user });
    expect(res.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/advertising/enquiries' })).statusCode).toBe(
      401,
    );
  });
});
