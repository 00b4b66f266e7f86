import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADS_SUMMARY_DAYS } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { createListing, listingForm } from '../listings/listings-test-helpers';
import { createAgency } from './agencies-test-helpers';

type Who = { id: string; auth: Record<string, string> };

describe('contact about a listing, and the leads the agents read back', () => {
  let ctx: TestContext;
  let agencyId: string;
  let boss: Who;
  let amina: Who;
  let brian: Who;
  let outsider: Who;
  let house: { id: string; title: string };
  let plot: { id: string; title: string };
  let elsewhere: { id: string; title: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyId = (await createAgency(ctx, admin, { name: 'Lead Homes', whatsappNumbers: [] })).id;
    const otherId = (await createAgency(ctx, admin, { name: 'Far Homes' })).id;
    boss = await signInAs(ctx, 'SUPER_AGENT', { email: 'boss@lead.test', agencyId });
    amina = await signInAs(ctx, 'AGENT', { email: 'amina@lead.test', agencyId });
    brian = await signInAs(ctx, 'AGENT', { email: 'brian@lead.test', agencyId });
    outsider = await signInAs(ctx, 'AGENT', { email: 'far@far.test', agencyId: otherId });
    await inject('PUT', '/api/agent/profile', amina.auth, {
      photoUrl: '',
      bio: '',
      languages: [],
      areasServed: [],
      phone: '+256701000001',
      whatsapp: '+256701000001',
    });
    house = await createListing(ctx, amina.auth, listingForm({ title: 'Villa in Kololo' }));
    plot = await createListing(ctx, brian.auth, listingForm({ title: 'Bungalow in Ntinda' }));
    elsewhere = await createListing(ctx, outsider.auth, listingForm({ title: 'Far house' }));
  });
  afterAll(() => ctx.close());

  const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  const contactAgent = (agentId: string, payload: object) =>
    inject('POST', `/api/brokers/${agentId}/contact`, {}, payload);
  const contactAgency = (payload: object) =>
    inject('POST', `/api/broker/agencies/${agencyId}/contact`, {}, payload);
  const enquiries = async (id: string) =>
    (await inject('GET', `/properties/${id}`, boss.auth)).json().enquiryCount as number;

  it("names the listing and its link in the agent's WhatsApp message and counts the enquiry", async () => {
    const res = await contactAgent(amina.id, { channel: 'WHATSAPP', listingId: house.id });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin + url.pathname).toBe('https://wa.me/256701000001');
    expect(url.searchParams.get('text')).toBe(
      `Hello Test, I saw Villa in Kololo on AfriNest and would like to know more: http://localhost:8080/properties/${house.id}`,
    );
    expect(await enquiries(house.id)).toBe(1);
  });

  it("answers 404 for a listing that is not this agent's, another agency's, hidden or missing", async () => {
    await inject('PUT', `/api/properties/${plot.id}/status`, brian.auth, { status: 'INACTIVE' });
    const cases = [
      contactAgent(amina.id, { channel: 'PHONE', listingId: plot.id }),
      contactAgent(amina.id, { channel: 'PHONE', listingId: elsewhere.id }),
      contactAgent(brian.id, { channel: 'PHONE', listingId: plot.id }),
      contactAgency({ channel: 'PHONE', listingId: elsewhere.id }),
      contactAgency({ channel: 'PHONE', listingId: crypto.randomUUID() }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Listing not found.');
    }
    await inject('PUT', `/api/properties/${plot.id}/status`, brian.auth, { status: 'ACTIVE' });
    expect(await enquiries(plot.id)).toBe(0);
  });

  it("routes an agency enquiry about a listing to the listing's agent (LISTING_AGENT)", async () => {
    const res = await contactAgency({ channel: 'PHONE', listingId: plot.id });
    // The agency's own number first (ADR 0010); the lead is the listing agent's.
    expect(res.json()).toEqual({ url: 'tel:+256700111222', agentId: brian.id });
    const wa = await contactAgency({ channel: 'WHATSAPP', listingId: house.id });
    const text = new URL(wa.json().url).searchParams.get('text');
    expect(text).toContain(`Villa in Kololo on AfriNest`);
    expect(text).toContain(`/properties/${house.id}`);
    expect(wa.json().agentId).toBe(amina.id);
    expect(await enquiries(plot.id)).toBe(1);
    // Without a listing the agency enquiry goes to the SUPER_AGENT.
    expect((await contactAgency({ channel: 'PHONE' })).json().agentId).toBe(boss.id);
  });

  it('lets an AGENT read only their own leads, newest first, with the listing title', async () => {
    const mine = await inject('GET', '/api/agent/leads', amina.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().total).toBe(2);
    expect(mine.json().data[0]).toMatchObject({
      channel: 'WHATSAPP',
      agent: { id: amina.id },
      listing: { id: house.id, title: 'Villa in Kololo' },
    });
    expect(Date.parse(mine.json().data[0].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(mine.json().data[1].createdAt),
    );
    const theirs = await inject('GET', `/api/agent/leads?agentId=${brian.id}`, amina.auth);
    expect(theirs.statusCode).toBe(403);
  });

  it("lets the SUPER_AGENT read the agency's leads, by agent, never another agency's", async () => {
    const all = await inject('GET', '/api/agent/leads?pageSize=2', boss.auth);
    expect(all.json()).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(all.json().data).toHaveLength(2);
    const pageTwo = await inject('GET', '/api/agent/leads?pageSize=2&page=2', boss.auth);
    expect(pageTwo.json().data[1]).toMatchObject({ listing: { title: 'Villa in Kololo' } });
    const brians = await inject('GET', `/api/agent/leads?agentId=${brian.id}`, boss.auth);
    expect(brians.json().data.map((l: { agent: { id: string } }) => l.agent.id)).toEqual([
      brian.id,
    ]);
    const far = await inject('GET', `/api/agent/leads?agentId=${outsider.id}`, boss.auth);
    expect(far.statusCode).toBe(403);
    const farSummary = await inject(
      'GET',
      `/api/agent/leads/summary?agentId=${outsider.id}`,
      boss.auth,
    );
    expect(farSummary.statusCode).toBe(403);
    const outsiders = await inject('GET', '/api/agent/leads', outsider.auth);
    expect(outsiders.json().total).toBe(0);
  });

  it('sums the last 30 days by channel, listing, agent and day', async () => {
    const res = await inject('GET', '/api/agent/leads/summary', boss.auth);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.total).toBe(4);
    expect(s.byChannel).toEqual({ WHATSAPP: 2, PHONE: 2, ENQUIRY: 0 });
    expect(s.byListing).toEqual([
      { id: house.id, title: 'Villa in Kololo', count: 2 },
      { id: plot.id, title: 'Bungalow in Ntinda', count: 1 },
    ]);
    // Most enquired first; the two agents with one lead each tie.
    expect(s.byAgent[0]).toEqual({ id: amina.id, name: 'Test AGENT', count: 2 });
    expect(s.byAgent.slice(1)).toHaveLength(2);
    expect(s.byAgent.slice(1)).toEqual(
      expect.arrayContaining([
        { id: boss.id, name: 'Test SUPER_AGENT', count: 1 },
        { id: brian.id, name: 'Test AGENT', count: 1 },
      ]),
    );
    expect(s.byDay).toHaveLength(LEADS_SUMMARY_DAYS);
    const days: { day: string; count: number }[] = s.byDay;
    // Consecutive UTC days ending today, holding every lead (all were made moments ago).
    const dayMs = 24 * 60 * 60 * 1000;
    days.slice(1).forEach((d, i) => {
      expect(Date.parse(d.day) - Date.parse(days[i]!.day)).toBe(dayMs);
    });
    expect(Date.parse(s.from)).toBe(Date.parse(days[0]!.day));
    expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(4);
    const own = await inject('GET', '/api/agent/leads/summary', brian.auth);
    expect(own.json()).toMatchObject({ total: 1, byChannel: { WHATSAPP: 0, PHONE: 1 } });
  });
});
