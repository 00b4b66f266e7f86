import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@afrinest/contract';
import { createTestApp, signInAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';

describe('brute force on sign-in, and check-email', () => {
  let ctx: TestContext;
  let email: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    email = (await signInAs(ctx, 'USER')).email;
  });
  afterAll(() => ctx.close());

  const login = (address: string, password: string, ip = '10.3.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: address, password },
      remoteAddress: ip,
    });

  it('locks an account after 10 failures, even for the right password, with Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await login(email, `wrong-${i}-password`, `10.3.1.${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Invalid email or password.');
    }
    const locked = await login(email, TEST_PASSWORD, '10.3.2.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(AuthMessages.TOO_MANY_ATTEMPTS);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('answers an unknown address the same way, so the lock tells nothing', async () => {
    for (let i = 0; i < 10; i++)
      await login('ghost@test.afrinest', 'whatever-it-is', `10.4.0.${i}`);
    const res = await login('ghost@test.afrinest', 'whatever-it-is', '10.4.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(AuthMessages.TOO_MANY_ATTEMPTS);
  });

  it('limits one IP across accounts after 100 failures', async () => {
    const ip = '10.5.0.1';
    for (let i = 0; i < 100; i++) await login(`user${i}@test.afrinest`, 'wrong-password', ip);
    const agent = await signInAs(ctx, 'AGENT');
    expect((await login(agent.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(agent.email, TEST_PASSWORD, '10.5.0.2')).statusCode).toBe(200);
  });

  it('a success clears the account counter', async () => {
    const admin = await signInAs(ctx, 'AFRI_ADMIN');
    for (let i = 0; i < 9; i++) await login(admin.email, 'wrong-password', '10.6.0.1');
    expect((await login(admin.email, TEST_PASSWORD, '10.6.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await login(admin.email, 'wrong-password', '10.6.0.3');
    expect((await login(admin.email, TEST_PASSWORD, '10.6.0.4')).statusCode).toBe(200);
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
