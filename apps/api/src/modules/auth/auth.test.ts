import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@afrinest/contract';
import { cookieOf, createTestApp, type TestContext } from '../../../test/helper';

describe('identity: register, verify, sign in, refresh, sign out', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const email = 'wanjiru@test.afrinest';
  const password = 'Kampala-hills-42';
  const mailbox = async (to: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })
    ).json().data as { subject: string; text: string }[];
  const tokenFromMail = (text: string) =>
    new URL(text.match(/https?:\/\/\S+auth-action\S+/)![0]).searchParams.get('token')!;

  it('registers, sending a verification mail whose link opens the web auth-action page', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Wanjiru Kamau', email, password },
    });
    expect(res.statusCode).toBe(201);
    const mails = await mailbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('http://localhost:8080/auth-action?mode=verifyEmail&token=');
  });

  it('refuses an email already registered with the SPEC message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Again', email: email.toUpperCase(), password },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'This email is already registered. Please log in.',
    });
  });

  it('rejects a short password with field details and creates nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Short', email: 'short@test.afrinest', password: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields.password).toEqual(['At least 8 characters.']);
    expect(await ctx.app.services.users.roleOfEmail('short@test.afrinest')).toBeNull();
  });

  it('refuses sign-in before verification with the SPEC message and sends a fresh mail', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(Messages.EMAIL_NOT_VERIFIED);
    expect(Messages.EMAIL_NOT_VERIFIED).toBe(
      'Please verify your email address before logging in. A verification email has been sent.',
    );
    expect(await mailbox(email)).toHaveLength(2);
  });

  it('explains a broken link', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-token',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('LINK_INVALID');
  });

  it('verifies from the mailed link, then signs in with a JWT, a profile and a session cookie', async () => {
    const [latest] = await mailbox(email);
    const verify = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${tokenFromMail(latest!.text)}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ ok: true, status: 'verified' });

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({
      email,
      name: 'Wanjiru Kamau',
      role: 'USER',
      agencyId: null,
      emailVerified: true,
    });
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    const cookie = cookieOf(res.headers['set-cookie']);
    expect(cookie).toContain('session_token');

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(email);

    // The refresh call renews the JWT from the cookie alone.
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.email).toBe(email);

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 Unauthorized without a token and Invalid token for a forged one', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe('Unauthorized');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.message).toBe('Invalid token');
  });
});
