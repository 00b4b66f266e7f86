import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import { ensureAccount } from '../../seed/accounts';

type Session = Awaited<ReturnType<typeof signInAs>>;
type Row = {
  userId: string | null;
  userName: string | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
  success: boolean;
  reason: string | null;
};

/** A fresh address per run, so rate-limit counters kept in Redis never carry over. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('login logs', () => {
  let ctx: TestContext;
  let admin: Session;
  let memberId: string;
  const ip = randomIp();
  const member = 'wanjiku@logs.afrinest';

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signInAs(ctx, 'AFRI_ADMIN');
    memberId = await ensureAccount(ctx.app.services, {
      email: member,
      password: TEST_PASSWORD,
      name: 'Wanjiku Kamau',
      role: 'USER',
    });
  });
  afterAll(() => ctx.close());

  const attempt = (email: string, password = TEST_PASSWORD, from = ip) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: from,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131' },
      payload: { email, password },
    });
  const logs = async (query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/login-logs?${query}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Row[]; total: number };
  };
  const latest = async () => (await logs('pageSize=1')).data[0]!;
  const setState = (state: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/website-state',
      headers: admin.auth,
      payload: { state, description: '' },
    });

  it('records a successful sign-in with the account, IP and user agent', async () => {
    expect((await attempt(member)).statusCode).toBe(200);
    expect(await latest()).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      userId: memberId,
      userName: 'Wanjiku Kamau',
      email: member,
      ip,
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131',
      success: true,
      reason: null,
    });
  });

  it('records a wrong password under the account, and an unknown email as typed', async () => {
    expect((await attempt(member, 'wrong-password')).statusCode).toBe(401);
    expect(await latest()).toMatchObject({
      userId: memberId,
      success: false,
      reason: 'INVALID_CREDENTIALS',
    });
    expect((await attempt('Nobody@Logs.Afrinest', 'whatever')).statusCode).toBe(401);
    expect(await latest()).toMatchObject({
      userId: null,
      email: 'nobody@logs.afrinest',
      reason: 'INVALID_CREDENTIALS',
    });
  });

  it('records an unverified email, a suspended account and the website state refusing', async () => {
    const unverified = 'unverified@logs.afrinest';
    await ensureAccount(ctx.app.services, {
      email: unverified,
      password: TEST_PASSWORD,
      name: 'Not Verified',
      role: 'USER',
      verified: false,
    });
    expect((await attempt(unverified)).statusCode).toBe(403);
    expect(await latest()).toMatchObject({ email: unverified, reason: 'EMAIL_NOT_VERIFIED' });

    const suspend = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users/bulk-status',
      headers: admin.auth,
      payload: { ids: [memberId], status: 'SUSPENDED', reason: 'Chargebacks' },
    });
    expect(suspend.statusCode).toBe(200);
    expect((await attempt(member)).statusCode).toBe(403);
    expect(await latest()).toMatchObject({ userId: memberId, reason: 'ACCOUNT_SUSPENDED' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users/bulk-status',
      headers: admin.auth,
      payload: { ids: [memberId], status: 'ACTIVE' },
    });

    expect((await setState('NO_LOGIN')).statusCode).toBe(200);
    expect((await attempt(member)).statusCode).toBe(403);
    expect(await latest()).toMatchObject({ userId: memberId, reason: 'LOGIN_DISABLED' });
    expect((await setState('MAINTENANCE')).statusCode).toBe(200);
    expect((await attempt(member)).statusCode).toBe(503);
    expect(await latest()).toMatchObject({ userId: memberId, reason: 'MAINTENANCE' });
    expect((await setState('NORMAL')).statusCode).toBe(200);
  });

  it('does not record a request that is not an attempt (no password given)', async () => {
    const before = (await logs('')).total;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member },
    });
    expect(res.statusCode).toBe(400);
    expect((await logs('')).total).toBe(before);
  });

  it('filters by user (id, name or email), success, IP prefix and time, and pages', async () => {
    const byName = await logs('user=wanjiku kam');
    const byEmail = await logs('user=WANJIKU@');
    const byId = await logs(`user=${memberId}`);
    // Success, wrong password, suspended, sign-in closed, maintenance.
    expect(byName.total).toBe(5);
    expect(byEmail.total).toBe(byName.total);
    expect(byId.total).toBe(byName.total);
    expect(byName.data.every((r) => r.userId === memberId)).toBe(true);
    // Attempts on an address that has no account are found by the email typed.
    expect((await logs('user=nobody@')).total).toBe(1);

    const failed = await logs(`user=${memberId}&success=false`);
    expect(failed.data.every((r) => !r.success)).toBe(true);
    expect(failed.total).toBe(byId.total - 1);

    const prefix = ip.split('.').slice(0, 2).join('.') + '.';
    const fromIp = await logs(`ip=${prefix}&pageSize=100`);
    expect(fromIp.data.every((r) => r.ip === ip)).toBe(true);
    expect(fromIp.total).toBeGreaterThanOrEqual(byId.total);
    expect((await logs('ip=192.0.2.')).total).toBe(0);

    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    expect((await logs(`from=${hourAgo}&to=${inAnHour}`)).total).toBe((await logs('')).total);
    expect((await logs(`from=${encodeURIComponent(inAnHour)}`)).total).toBe(0);
    expect((await logs(`to=${encodeURIComponent(hourAgo)}`)).total).toBe(0);

    const page1 = await logs(`user=${memberId}&pageSize=2&page=1`);
    const page2 = await logs(`user=${memberId}&pageSize=2&page=2`);
    expect(page1.data).toHaveLength(2);
    expect(page1.total).toBe(byId.total);
    expect(page2.data[0]).not.toEqual(page1.data[0]);

    const byEmailAsc = await logs('sort=email&order=asc&pageSize=100');
    const emails = byEmailAsc.data.map((r) => r.email ?? '');
    expect(emails).toEqual([...emails].sort());
  });

  it('refuses a time range that ends before it starts, and bad values', async () => {
    const get = (query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/admin/login-logs?${query}`, headers: admin.auth });
    const backwards = await get('from=2026-11-20T00:00:00Z&to=2026-11-19T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details.fields).toEqual({
      'querystring.to': ['The end is before the start.'],
    });
    const bad = await get('success=maybe&from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toEqual({
      'querystring.success': ['Use true or false.'],
      'querystring.from': ['The start is a date and time (ISO 8601).'],
    });
  });
});

describe('login logs under a rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => ctx.close());

  it('records the attempts the rate limiter refuses, with their IP', async () => {
    const ip = randomIp();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: 'someone@limit.afrinest', password: 'guess-1234' },
      });
    expect((await send()).statusCode).toBe(401);
    expect((await send()).statusCode).toBe(401);
    expect((await send()).statusCode).toBe(429);
    const { data } = await ctx.app.services.loginLogs.list({
      ip,
      user: undefined,
      success: undefined,
      page: 1,
      pageSize: 10,
      sort: 'createdAt',
      order: 'desc',
    });
    expect(data.map((r) => r.reason)).toEqual([
      'RATE_LIMITED',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
    ]);
    expect(data[0]).toMatchObject({ success: false, ip });
  });
});
