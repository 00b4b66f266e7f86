import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { AuthMessages, PASSWORD_TOO_COMMON } from '@afrinest/contract';
import { cookieOf, createTestApp, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import { ensureAccount } from '../../seed/accounts';
import { verifications } from '../users/users.schema';

describe('forgotten password: mail, reset link, used and expired links', () => {
  let ctx: TestContext;
  const email = 'okello.reset@test.afrinest';
  const newPassword = 'Jinja-falls-2027';

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureAccount(ctx.app.services, {
      email,
      password: TEST_PASSWORD,
      name: 'Okello Reset',
      role: 'USER',
    });
  });
  afterAll(() => ctx.close());

  const mails = async (to: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })
    ).json().data as { subject: string; text: string }[];
  const tokenOf = (text: string) =>
    new URL(text.match(/https?:\/\/\S+auth-action\S+/)![0]).searchParams.get('token')!;
  const forgot = (address: string, ip = '10.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: address },
      remoteAddress: ip,
    });
  const reset = (token: string, password = newPassword) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: password },
    });
  const login = (password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  // Mails are sent in the background (no enumeration by timing): wait for `count` mails with
  // this subject to land, up to 5 s, so a machine under load does not fail the test (no timing
  // is asserted). By subject: the account's own verification mail from sign-up lands in the same
  // mailbox at its own time, so counting every mail could stop before the awaited one arrived.
  const waitForMail = async (to: string, subject: string, count: number) => {
    const withSubject = async () => (await mails(to)).filter((m) => m.subject === subject);
    for (let i = 0; i < 250 && (await withSubject()).length < count; i++)
      await new Promise((r) => setTimeout(r, 20));
    return withSubject();
  };
  const RESET_SUBJECT = 'Choose a new password for AfriNest';
  const CHANGED_SUBJECT = 'Your AfriNest password was changed';

  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    const unknown = await forgot('nobody.here@test.afrinest');
    const known = await forgot(email);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ ok: true, message: AuthMessages.RESET_MAIL_SENT });
    const [mail] = await waitForMail(email, RESET_SUBJECT, 1);
    expect(mail!.subject).toBe(RESET_SUBJECT);
    expect(mail!.text).toContain('http://localhost:8080/auth-action?mode=resetPassword&token=');
    expect(await mails('nobody.here@test.afrinest')).toEqual([]);
  });

  it('refuses a common password with field details, and the link still works afterwards', async () => {
    const [mail] = await waitForMail(email, RESET_SUBJECT, 1);
    const res = await reset(tokenOf(mail!.text), 'Password123');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields.newPassword).toEqual([PASSWORD_TOO_COMMON]);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the new password, ends every session, mails a notice, and the link then says "used"', async () => {
    const before = await login(TEST_PASSWORD);
    const oldCookie = cookieOf(before.headers['set-cookie']);
    const oldBearer = { authorization: `Bearer ${before.json().token}` };
    // Used once, so this process remembers its session as open: the reset must end it at once.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: oldBearer }))
        .statusCode,
    ).toBe(200);
    const [mail] = await waitForMail(email, RESET_SUBJECT, 1);
    const token = tokenOf(mail!.text);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AuthMessages.PASSWORD_RESET);

    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(newPassword)).statusCode).toBe(200);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: oldCookie },
    });
    expect(refresh.statusCode).toBe(401);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: oldBearer,
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().error.message).toBe('Invalid token');

    const notices = await waitForMail(email, CHANGED_SUBJECT, 1);
    expect(notices).toHaveLength(1);

    const again = await reset(token, 'Another-good-one-9');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'LINK_USED',
      message: AuthMessages.RESET_LINK_USED,
    });
    expect((await login('Another-good-one-9')).statusCode).toBe(401);
  });

  it('explains an expired link and a made-up one', async () => {
    await forgot(email, '10.0.0.2');
    const [mail] = await waitForMail(email, RESET_SUBJECT, 2);
    await ctx.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, 'reset-password:%'));
    const expired = await reset(tokenOf(mail!.text));
    expect(expired.json().error).toEqual({
      code: 'LINK_EXPIRED',
      message: AuthMessages.RESET_LINK_EXPIRED,
    });
    expect((await reset('made-up-token')).json().error.code).toBe('LINK_INVALID');
    expect((await login(newPassword)).statusCode).toBe(200);
  });

  it('limits reset mails per address (registered or not) with 429 and Retry-After', async () => {
    const address = 'limit.me@test.afrinest';
    for (let i = 0; i < 3; i++) expect((await forgot(address, `10.1.0.${i}`)).statusCode).toBe(200);
    const limited = await forgot(address, '10.1.0.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // Another address from the same place is not held back.
    expect((await forgot('someone.else@test.afrinest', '10.1.0.9')).statusCode).toBe(200);
  });
});

describe('verification mails: resend with a cool-down, welcome after verifying', () => {
  let ctx: TestContext;
  const email = 'achieng.verify@test.afrinest';
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const mails = async (to: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })
    ).json().data as { subject: string; text: string }[];
  const resend = (address: string, ip = '10.2.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification',
      payload: { email: address },
      remoteAddress: ip,
    });

  it('answers alike for every address and holds a second mail back for a minute', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Achieng Verify', email, password: 'Lake-Victoria-88' },
    });
    expect(await mails(email)).toHaveLength(1);

    // Right after registering, the address is cooling down.
    const early = await resend(email);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);

    const unknown = await resend('ghost@test.afrinest');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      ok: true,
      message: AuthMessages.VERIFICATION_SENT,
      retryAfterSeconds: 60,
    });
    expect((await resend('ghost@test.afrinest')).statusCode).toBe(429);
    expect(await mails('ghost@test.afrinest')).toEqual([]);
  });

  it('sends the mail once the cool-down is over, then a welcome mail after verifying', async () => {
    await ctx.cache.del(`limit:verify:cool:${email}`);
    const res = await resend(email);
    expect(res.statusCode).toBe(200);
    const sent = await mails(email);
    expect(sent).toHaveLength(2);
    const token = new URL(sent[0]!.text.match(/https?:\/\/\S+auth-action\S+/)![0]).searchParams.get(
      'token',
    )!;
    const verified = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${token}`,
    });
    expect(verified.statusCode).toBe(200);
    for (let i = 0; i < 250 && (await mails(email)).length < 3; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await mails(email))[0]!.subject).toBe('Welcome to AfriNest');
  });

  it('refuses a bad address with field details', async () => {
    const res = await resend('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields.email).toEqual(['Enter a valid email address.']);
  });
});
