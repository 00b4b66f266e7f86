import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@afrinest/contract';
import { createTestApp, signInAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';

// Dozens of password hashes per test: a loaded 2-core machine needs more than the default time.
describe('brute force on sign-in, and check-email', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  let email: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    email = (await signInAs(ctx, 'USER')).email;
  });
  afterAll(() => ctx.close());

  /** The token of the newest reset link mailed to `to` (mails leave in the background). */
  const resetTokenFor = async (to: string): Promise<string> => {
    for (let i = 0; i < 250; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
      });
      const mail = (res.json().data as { subject: string; text: string }[]).find(
        (m) => m.subject === 'Choose a new password for AfriNest',
      );
      if (mail)
        return new URL(mail.text.match(/https?:\/\/\S+auth-action\S+/)![0]).searchParams.get(
          'token',
        )!;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no reset mail for ${to}`);
  };

  const login = (address: string, password: string, ip = '10.3.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: address, password },
      remoteAddress: ip,
    });

  // `count` failures on `address`, 4 from each client of `net` (under the per-client lock of 5).
  const failFrom = async (address: string, count: number, net: string) => {
    for (let i = 0; i < count; i++) {
      const res = await login(address, `wrong-${i}-password`, `${net}.${Math.floor(i / 4)}`);
      expect(res.statusCode).toBe(401);
    }
  };

  it('locks an address for one client after 5 failures, even for the right password, and says a reset unlocks it', async () => {
    const ip = '10.3.1.1';
    for (let i = 0; i < 5; i++) {
      const res = await login(email, `wrong-${i}-password`, ip);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Invalid email or password.');
    }
    const locked = await login(email, TEST_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: AuthMessages.ACCOUNT_LOCKED,
    });
    expect(AuthMessages.ACCOUNT_LOCKED).toContain(AuthMessages.TOO_MANY_ATTEMPTS);
    expect(AuthMessages.ACCOUNT_LOCKED).toContain('Resetting your password');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('one client guessing cannot lock the owner out from elsewhere (issue 39)', async () => {
    const owner = await signInAs(ctx, 'USER', { email: 'lock.target@test.afrinest' });
    for (let i = 0; i < 40; i++) await login(owner.email, `wrong-${i}-password`, '10.7.0.1');
    expect((await login(owner.email, TEST_PASSWORD, '10.7.0.1')).statusCode).toBe(429);
    expect((await login(owner.email, TEST_PASSWORD, '10.7.9.9')).statusCode).toBe(200);
  });

  it('20 failures from many clients lock the address everywhere, for at most 5 minutes', async () => {
    const owner = await signInAs(ctx, 'USER', { email: 'lock.spread@test.afrinest' });
    await failFrom(owner.email, 20, '10.8.0');
    const locked = await login(owner.email, TEST_PASSWORD, '10.8.9.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(AuthMessages.ACCOUNT_LOCKED);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
  });

  it('a password reset from the mailed link lifts the lock at once', async () => {
    const owner = await signInAs(ctx, 'USER', { email: 'lock.reset@test.afrinest' });
    const ip = '10.9.0.1';
    for (let i = 0; i < 5; i++) await login(owner.email, `wrong-${i}-password`, ip); // this client's lock
    await failFrom(owner.email, 15, '10.9.1'); // and the address's: 20 failures in all
    expect((await login(owner.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(owner.email, TEST_PASSWORD, '10.9.9.9')).statusCode).toBe(429);

    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: owner.email },
      remoteAddress: ip,
    });
    expect(forgot.statusCode).toBe(200);
    const token = await resetTokenFor(owner.email);
    const newPassword = 'Kabale-hills-2027';
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword },
      remoteAddress: ip,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, newPassword, ip)).statusCode).toBe(200);
    expect((await login(owner.email, newPassword, '10.9.9.9')).statusCode).toBe(200);
  });

  it('answers an unknown address the same way, so the lock tells nothing', async () => {
    await failFrom('ghost@test.afrinest', 20, '10.4.0');
    const res = await login('ghost@test.afrinest', 'whatever-it-is', '10.4.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(AuthMessages.ACCOUNT_LOCKED);
  });

  it('limits one IP across accounts after 100 failures', async () => {
    const ip = '10.5.0.1';
    for (let i = 0; i < 100; i++) await login(`user${i}@test.afrinest`, 'wrong-password', ip);
    const agent = await signInAs(ctx, 'AGENT');
    expect((await login(agent.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(agent.email, TEST_PASSWORD, '10.5.0.2')).statusCode).toBe(200);
  });

  it('a success clears the counters of the address and of this client on it', async () => {
    const admin = await signInAs(ctx, 'AFRI_ADMIN');
    const ip = '10.6.0.0'; // the first client failFrom uses
    // 16 failures, 4 of them from this client, twice: without the clearing both locks would hold.
    await failFrom(admin.email, 4, '10.6.0');
    await failFrom(admin.email, 12, '10.6.1');
    expect((await login(admin.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    await failFrom(admin.email, 4, '10.6.0');
    await failFrom(admin.email, 12, '10.6.2');
    expect((await login(admin.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('check-email tells whether an address is registered, and checks its input', async () => {
    const known = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/check-email?email=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(known.json()).toEqual({ email, registered: true });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/check-email?email=new.person@test.afrinest',
    });
    expect(unknown.json()).toEqual({ email: 'new.person@test.afrinest', registered: false });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/auth/check-email?email=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields['querystring.email']).toEqual([
      'Enter a valid email address.',
    ]);
  });

  it('check-email is rate limited per IP', async () => {
    const small = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const call = () =>
        small.app.inject({ method: 'GET', url: '/api/auth/check-email?email=a@test.afrinest' });
      for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
      const limited = await call();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await small.close();
    }
  });
});
