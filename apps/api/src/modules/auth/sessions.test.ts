import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';

/**
 * A bearer JWT lives as long as its session (issue 39): signing out, a password change and a
 * suspension end it at once, not when the JWT expires.
 */
describe('a bearer ends with its session', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const profile = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers });
  const logout = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
  const changePassword = (headers: Record<string, string>, newPassword: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword },
    });

  it('answers 401 Invalid token at once after signing out with the cookie', async () => {
    const me = await signInAs(ctx, 'USER', { email: 'logout.cookie@test.afrinest' });
    expect((await profile(me.auth)).statusCode).toBe(200);
    expect((await logout({ ...me.auth, cookie: me.cookie })).statusCode).toBe(200);
    const after = await profile(me.auth);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid token' });
  });

  it('signing out with the bearer alone ends its session too, and only that one', async () => {
    const phone = await signInAs(ctx, 'USER', { email: 'logout.bearer@test.afrinest' });
    const laptop = await signInAs(ctx, 'USER', { email: 'logout.bearer@test.afrinest' });
    expect((await profile(phone.auth)).statusCode).toBe(200);
    expect((await logout(phone.auth)).statusCode).toBe(200);
    expect((await profile(phone.auth)).statusCode).toBe(401);
    const refresh = (cookie: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
    expect((await refresh(phone.cookie)).statusCode).toBe(401);
    expect((await profile(laptop.auth)).statusCode).toBe(200);
    expect((await refresh(laptop.cookie)).statusCode).toBe(200);
  });

  it('a password change with the bearer alone works and ends every other session at once', async () => {
    const email = 'change.bearer@test.afrinest';
    const other = await signInAs(ctx, 'AGENT', { email });
    const me = await signInAs(ctx, 'AGENT', { email });
    expect((await profile(other.auth)).statusCode).toBe(200);
    expect((await profile(me.auth)).statusCode).toBe(200);

    const res = await changePassword(me.auth, 'Gulu-highway-2027');
    expect(res.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${res.json().token as string}` };
    expect((await profile(fresh)).statusCode).toBe(200);
    expect((await profile(other.auth)).statusCode).toBe(401);
    expect((await profile(me.auth)).statusCode).toBe(401);
  });

  it('a suspension refuses the bearer with the reason, and reactivation does not bring it back', async () => {
    const admin = await signInAs(ctx, 'AFRI_ADMIN');
    const me = await signInAs(ctx, 'USER', { email: 'suspended.bearer@test.afrinest' });
    expect((await profile(me.auth)).statusCode).toBe(200);
    const setStatus = (payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${me.id}`,
        headers: admin.auth,
        payload,
      });
    expect((await setStatus({ status: 'SUSPENDED', suspendedReason: 'Spam' })).statusCode).toBe(
      200,
    );
    const suspended = await profile(me.auth);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect((await setStatus({ status: 'ACTIVE' })).statusCode).toBe(200);
    const after = await profile(me.auth);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('Invalid token');
    const again = await signInAs(ctx, 'USER', { email: 'suspended.bearer@test.afrinest' });
    expect((await profile(again.auth)).statusCode).toBe(200);
  });
});
