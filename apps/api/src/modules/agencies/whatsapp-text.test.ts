import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { createAgency } from './agencies-test-helpers';

/** The prefilled WhatsApp message reads like a person wrote it: no name said twice. */
describe('WhatsApp enquiry text (default template)', () => {
  let ctx: TestContext;
  let agencyId: string;
  let agentId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyId = (await createAgency(ctx, admin, { name: 'Lake Homes' })).id;
    const agent = await signInAs(ctx, 'AGENT', { email: 'david@lake.test', agencyId });
    agentId = agent.id;
    const named = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: agent.auth,
      payload: { name: 'David Mugisha', phone: '', country: '', region: '' },
    });
    expect(named.statusCode).toBe(200);
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/agent/profile',
      headers: agent.auth,
      payload: {
        photoUrl: '',
        bio: '',
        languages: [],
        areasServed: [],
        phone: '',
        whatsapp: '0772 000 001',
      },
    });
    expect(profile.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  const textOf = (url: string) => new URL(url).searchParams.get('text');

  it("an agent's page greets them by first name and speaks of their profile", async () => {
    const res = await ctx.app.inject({ url: `/api/brokers/${agentId}` });
    expect(textOf(res.json().whatsappUrl)).toBe(
      `Hello David, I saw your profile on AfriNest and would like to know more: http://localhost:8080/brokers/${agentId}`,
    );
  });

  it("the agency's page greets the agency and speaks of its page", async () => {
    const res = await ctx.app.inject({ url: `/api/broker/agencies/${agencyId}` });
    expect(textOf(res.json().whatsappUrl)).toBe(
      `Hello Lake Homes, I saw your page on AfriNest and would like to know more: http://localhost:8080/agencies/${agencyId}`,
    );
    const agent = res.json().agents.find((a: { id: string }) => a.id === agentId);
    expect(textOf(agent.whatsappUrl)).toMatch(/^Hello David, I saw your profile on AfriNest/);
  });
});
