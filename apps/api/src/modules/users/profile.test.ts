import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages, PASSWORD_TOO_COMMON, PHONE_MESSAGE } from '@afrinest/contract';
import { createTestApp, signInAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';

describe('profile and profile edit', () => {
  let ctx: TestContext;
  let me: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    me = await signInAs(ctx, 'USER');
  });
  afterAll(() => ctx.close());

  const put = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/users/profile', headers: me.auth, payload });
  const get = () => ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: me.auth });

  it('saves name, phone (spaces dropped), country and region', async () => {
    const res = await put({
      name: '  Sarah Achieng ',
      phone: '+256 772 123-456',
      country: 'Uganda',
      region: 'Central',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Sarah Achieng',
      phone: '+256772123456',
      country: 'Uganda',
      region: 'Central',
    });
    expect((await get()).json()).toMatchObject({ phone: '+256772123456', region: 'Central' });
    expect(Date.parse((await get()).json().createdAt)).toBeGreaterThan(0);
  });

  it('refuses a phone that is no valid number with field details and changes nothing', async () => {
    const res = await put({
      name: 'Changed Name',
      phone: '0772',
      country: null,
      region: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields.phone).toEqual([PHONE_MESSAGE]);
    expect((await get()).json()).toMatchObject({ name: 'Sarah Achieng', country: 'Uganda' });
  });

  it('clears phone, country and region when they are emptied', async () => {
    const res = await put({ name: 'Sarah Achieng', phone: '', country: '', region: '' });
    expect(res.json()).toMatchObject({ phone: null, country: null, region: null });
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('change password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/change-password', headers, payload });

  it('refuses a wrong current password on its field, and a common new one', async () => {
    const me = await signInAs(ctx, 'AGENT');
    const headers = { ...me.auth, cookie: me.cookie };
    const wrong = await change(headers, {
      currentPassword: 'not-my-password',
      newPassword: 'Mbarara-cows-2027',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    expect(wrong.json().error.details.fields.currentPassword).toEqual([
      AuthMessages.WRONG_PASSWORD,
    ]);
    const common = await change(headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Qwerty123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.details.fields.newPassword).toEqual([PASSWORD_TOO_COMMON]);
  });

  it('changes it, keeps this device signed in and signs every other one out', async () => {
    const other = await signInAs(ctx, 'USER');
    const me = await signInAs(ctx, 'USER');
    const res = await change(
      { ...me.auth, cookie: me.cookie },
      { currentPassword: TEST_PASSWORD, newPassword: 'Mbarara-cows-2027' },
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect(fresh).not.toBe(me.token);

    const profile = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect((await profile({ authorization: `Bearer ${fresh}` })).statusCode).toBe(200);
    expect((await profile(me.auth)).statusCode).toBe(401);
    expect((await profile(other.auth)).statusCode).toBe(401);
    const refresh = (cookie: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
    expect((await refresh(other.cookie)).statusCode).toBe(401);
    const newCookie = (res.headers['set-cookie'] as string[] | string).toString().split(';')[0]!;
    expect((await refresh(newCookie)).statusCode).toBe(200);

    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: me.email, password },
      });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('Mbarara-cows-2027')).statusCode).toBe(200);

    for (let i = 0; i < 50; i++) {
      const mail = await ctx.app.inject({
        method: 'GET',
        url: `/api/dev/mailbox?to=${encodeURIComponent(me.email)}`,
      });
      if (mail.json().data.length > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const mails = await ctx.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(me.email)}`,
    });
    expect(mails.json().data[0].subject).toBe('Your AfriNest password was changed');
  });

  // The SPA's 401 rule would end the session: the bearer alone must do (issue 39).
  it('works with the bearer alone, without the session cookie', async () => {
    const me = await signInAs(ctx, 'SUPER_AGENT');
    const res = await change(me.auth, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Gulu-highway-2027',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeDefined();
  });
});
