import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  cookieOf,
  createTestApp,
  signInAs,
  TEST_PASSWORD,
  type TestContext,
} from '../../../test/helper';

type Session = Awaited<ReturnType<typeof signInAs>>;

describe('a suspended account', () => {
  let ctx: TestContext;
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signInAs(ctx, 'ASSISTANT_ADMIN');
    user = await signInAs(ctx, 'AGENT', { email: 'kato@suspension.afrinest' });
  });
  afterAll(() => ctx.close());

  const setStatus = (payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: admin.auth,
      payload,
    });
  const login = (password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
  const sessionsOf = async (id: string) =>
    (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from "session" where user_id = ${id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;

  it('works normally before', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
  });

  it('is refused on its very next request, with the reason, and its sessions end', async () => {
    const res = await setStatus({ status: 'SUSPENDED', suspendedReason: 'Fake listings reported' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'SUSPENDED',
      suspendedReason: 'Fake listings reported',
    });

    const next = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: user.auth,
    });
    expect(next.statusCode).toBe(403);
    expect(next.json().error).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message:
        'Your account has been suspended. Reason: Fake listings reported. Contact us if you think this is a mistake.',
      details: { reason: 'Fake listings reported' },
    });
    // Public calls with its token too: the open page's website-state poll learns of it.
    const poll = await ctx.app.inject({ method: 'GET', url: '/website-state', headers: user.auth });
    expect(poll.statusCode).toBe(403);
    expect(poll.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect((await ctx.app.inject({ method: 'GET', url: '/website-state' })).statusCode).toBe(200);

    expect(await sessionsOf(user.id)).toBe(0);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: user.cookie },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('cannot sign in, and says so only to someone who knows the password', async () => {
    const wrong = await login('not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');

    const right = await login(TEST_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect(right.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it('signs in again once reactivated', async () => {
    const res = await setStatus({ status: 'ACTIVE' });
    expect(res.json()).toMatchObject({
      status: 'ACTIVE',
      suspendedReason: null,
      suspendedAt: null,
    });
    const again = await login(TEST_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect(cookieOf(again.headers['set-cookie'])).toContain('session_token');
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${again.json().token}` },
    });
    expect(profile.statusCode).toBe(200);
  });
});
