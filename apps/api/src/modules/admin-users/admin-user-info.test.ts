import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { dayIn } from '../statistics/marketplace-days';

type Session = Awaited<ReturnType<typeof signInAs>>;

describe('admin user info', () => {
  let ctx: TestContext;
  let admin: Session;
  let agent: Session;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signInAs(ctx, 'ASSISTANT_ADMIN');
    agent = await signInAs(ctx, 'AGENT');
  });
  afterAll(() => ctx.close());

  const info = () =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${agent.id}/info`,
      headers: admin.auth,
    });

  it('shows the account, its recent sign-ins and its API calls per day', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: agent.email, password: 'wrong-password' },
    });
    for (let i = 0; i < 3; i++)
      await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: agent.auth });
    // Counted once each answer has left (onResponse), then written by a flush.
    await vi.waitFor(async () => {
      await ctx.app.services.apiCalls.flush();
      // Counted by the marketplace's day (Africa/Kampala), not UTC's.
      const today = dayIn(new Date(), 'Africa/Kampala');
      expect((await info()).json().apiCalls).toEqual([{ day: today, count: 3 }]);
    });

    const res = await info();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: agent.id,
      email: agent.email,
      role: 'AGENT',
      status: 'ACTIVE',
      agencyId: null,
    });
    expect(Date.parse(body.user.lastSignInAt)).not.toBeNaN();
    expect(body.signIns.recent.map((r: { success: boolean }) => r.success)).toEqual([false, true]);
    expect(body.signIns).toMatchObject({ succeeded: 1, failed: 1 });
  });

  it('answers one user for the edit form, and 404 for an unknown id', async () => {
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${agent.id}`,
      headers: admin.auth,
    });
    expect(one.json()).toMatchObject({ id: agent.id, name: 'Test AGENT' });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users/7d1f2e44-1f55-4a39-8c2b-2b9c7e0d2b22/info',
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users/not-an-id',
      headers: admin.auth,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${agent.id}/info`,
      headers: agent.auth,
    });
    expect(res.statusCode).toBe(403);
  });
});
