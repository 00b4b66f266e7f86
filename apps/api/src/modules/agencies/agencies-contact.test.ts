import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgenciesErrorCode, DEFAULT_ENQUIRY_TEMPLATE } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { ref } from '../geo/geo-test-helpers';
import { createAgency } from './agencies-test-helpers';

describe('contact: WhatsApp settings, click-to-chat links, leads and their routing', () => {
  let ctx: TestContext;
  let agencyId: string;
  let boss: { id: string; auth: Record<string, string> };
  let agents: { id: string; auth: Record<string, string> }[];
  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyId = (await createAgency(ctx, admin, { name: 'Lake Homes', whatsappNumbers: [] })).id;
    boss = await signInAs(ctx, 'SUPER_AGENT', { email: 'boss@lake.test', agencyId });
    agents = [
      await signInAs(ctx, 'AGENT', { email: 'a1@lake.test', agencyId }),
      await signInAs(ctx, 'AGENT', { email: 'a2@lake.test', agencyId }),
    ];
  });
  afterAll(() => ctx.close());

  const settings = (over: object = {}) => ({
    whatsappNumbers: ['+256 772 000 001'],
    enquiryTemplate: 'Hello {agency}, I found {listing}: {link}',
    leadRouting: 'ROUND_ROBIN',
    ...over,
  });
  const contact = (channel: string, extra: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/broker/agencies/${agencyId}/contact`,
      payload: { channel, ...extra },
    });

  it('shows the default settings, refuses a template without {link}, saves E.164 numbers', async () => {
    const before = await ctx.app.inject({ url: '/api/agent/whatsapp', headers: boss.auth });
    expect(before.json()).toEqual({
      whatsappNumbers: [],
      enquiryTemplate: DEFAULT_ENQUIRY_TEMPLATE,
      leadRouting: 'LISTING_AGENT',
    });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/agent/whatsapp',
      headers: boss.auth,
      payload: settings({ enquiryTemplate: 'Hello, call me back please', whatsappNumbers: ['07'] }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details.fields).sort()).toEqual([
      'enquiryTemplate',
      'whatsappNumbers.0',
    ]);
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: '/api/agent/whatsapp',
      headers: boss.auth,
      payload: settings(),
    });
    expect(ok.json().whatsappNumbers).toEqual(['+256772000001']);
  });

  it("the agency page's WhatsApp link carries the prefilled message with the page's link", async () => {
    const page = await ctx.app.inject({ url: `/api/broker/agencies/${agencyId}` });
    const url = new URL(page.json().whatsappUrl);
    expect(url.origin + url.pathname).toBe('https://wa.me/256772000001');
    expect(url.searchParams.get('text')).toBe(
      `Hello Lake Homes, I found your page: http://localhost:8080/agencies/${agencyId}`,
    );
    expect(page.json().phoneUrl).toBe('tel:+256700111222');
    expect(page.json().agents).toHaveLength(3);
  });

  it('records a lead per contact and routes them round-robin across the active agents', async () => {
    const picked: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await contact('WHATSAPP');
      expect(res.statusCode).toBe(200);
      expect(res.json().url).toMatch(/^https:\/\/wa\.me\/256772000001\?text=/);
      picked.push(res.json().agentId);
    }
    expect(new Set(picked).size).toBe(3);
    const leads = await ctx.app.services.agencies.leadsOf(agencyId);
    expect(leads).toHaveLength(3);
    expect(leads.every((l) => l.channel === 'WHATSAPP')).toBe(true);
  });

  it('routes by area to the agent serving it, and to the listing agent or super agent', async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/agent/profile',
      headers: agents[1]!.auth,
      payload: {
        photoUrl: '',
        bio: '',
        languages: [],
        areasServed: [ref.nakawa],
        phone: '+256701999888',
        whatsapp: '',
      },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/agent/whatsapp',
      headers: boss.auth,
      payload: settings({ leadRouting: 'BY_AREA' }),
    });
    const res = await contact('PHONE', { areaId: ref.ntinda });
    expect(res.json()).toEqual({ url: 'tel:+256700111222', agentId: agents[1]!.id });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/agent/whatsapp',
      headers: boss.auth,
      payload: settings({ leadRouting: 'LISTING_AGENT' }),
    });
    expect((await contact('PHONE')).json().agentId).toBe(boss.id);
  });

  it("contacting one agent uses the agent's own number and records the lead as theirs", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/brokers/${agents[1]!.id}/contact`,
      payload: { channel: 'PHONE' },
    });
    expect(res.json()).toEqual({ url: 'tel:+256701999888', agentId: agents[1]!.id });
    const none = await ctx.app.inject({
      method: 'POST',
      url: `/api/brokers/${agents[1]!.id}/contact`,
      payload: { channel: 'WHATSAPP' },
    });
    // The agent has no WhatsApp of their own: the agency's number, with the agent's name.
    const text = new URL(none.json().url).searchParams.get('text');
    expect(text).toContain(`http://localhost:8080/brokers/${agents[1]!.id}`);
    const leads = await ctx.app.services.agencies.leadsOf(agencyId);
    expect(leads[0]).toMatchObject({ agentId: agents[1]!.id, channel: 'WHATSAPP' });
  });

  it('answers NO_CONTACT when the agency has no number for the channel', async () => {
    const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const bare = await createAgency(ctx, admin, {
      name: 'No Phone',
      phone: '',
      whatsappNumbers: [],
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/broker/agencies/${bare.id}/contact`,
      payload: { channel: 'WHATSAPP' },
    });
    expect(res.json().error.code).toBe(AgenciesErrorCode.NO_CONTACT);
  });
});
