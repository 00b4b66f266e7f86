import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@afrinest/contract';
import { createTestApp, signInAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import { createMemoryCache } from '../../platform/cache/cache';
import { createWebsiteStateRepository } from './website-state.repository';
import { createWebsiteStateService } from './website-state.service';

describe('website state', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let user: Awaited<ReturnType<typeof signInAs>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signInAs(ctx, 'AFRI_ADMIN');
    user = await signInAs(ctx, 'USER');
  });
  afterAll(() => ctx.close());

  const setState = (state: string, description = '') =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/website-state',
      headers: admin.auth,
      payload: { state, description },
    });
  const login = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
  const register = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'New Person', email, password: 'a-long-password-1' },
    });

  it('answers NORMAL with an empty description when nothing was set', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/website-state' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'NORMAL', description: '' });
    expect(Date.parse(res.json().updated_at)).not.toBeNaN();
  });

  it('lets admins set it, audits the change, and refuses non-admins and bad values', async () => {
    const denied = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/website-state',
      headers: user.auth,
      payload: { state: 'MAINTENANCE', description: '' },
    });
    expect(denied.statusCode).toBe(403);
    const bad = await setState('CLOSED');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.state).toBeDefined();

    const res = await setState('NO_NEW_USERS', 'Registrations reopen Monday');
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/website-state' })).json()).toMatchObject({
      state: 'NO_NEW_USERS',
      description: 'Registrations reopen Monday',
    });
    const [entry] = await ctx.app.services.audit.latest(1);
    expect(entry).toMatchObject({ action: 'website-state.update', actorId: admin.id });
    expect(entry!.after).toMatchObject({ state: 'NO_NEW_USERS' });
    await setState('NORMAL');
  });

  it('MAINTENANCE answers 503 with the description to all but admins; state, health and admin sign-in still work', async () => {
    await setState('MAINTENANCE', 'Back at 14:00 EAT');
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/analytics/config' });
    expect(visitor.statusCode).toBe(503);
    expect(visitor.json().error).toMatchObject({
      code: 'MAINTENANCE',
      message: 'Back at 14:00 EAT',
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/analytics/config', headers: user.auth }))
        .statusCode,
    ).toBe(503);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/analytics/config', headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/website-state' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await login(admin.email)).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(503);
    await setState('NORMAL');
  });

  it('ONLY_ADMIN refuses every non-admin request', async () => {
    await setState('ONLY_ADMIN');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/analytics/config',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ONLY_ADMIN');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/analytics/config', headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    expect((await login(user.email)).statusCode).toBe(403);
    expect((await register('only-admin@test.afrinest')).statusCode).toBe(403);
    await setState('NORMAL');
  });

  it('NO_LOGIN refuses sign-in and registration but not browsing', async () => {
    await setState('NO_LOGIN');
    const res = await login(user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'LOGIN_DISABLED',
      message: Messages.LOGIN_DISABLED,
    });
    expect((await login(admin.email)).statusCode).toBe(200);
    const reg = await register('no-login@test.afrinest');
    expect(reg.statusCode).toBe(403);
    expect(reg.json().error.code).toBe('REGISTRATION_DISABLED');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/analytics/config' })).statusCode).toBe(
      200,
    );
    await setState('NORMAL');
  });

  it('NO_NEW_USERS refuses registration only', async () => {
    await setState('NO_NEW_USERS');
    expect((await register('no-new@test.afrinest')).statusCode).toBe(403);
    expect((await login(user.email)).statusCode).toBe(200);
    await setState('NORMAL');
    expect((await register('no-new@test.afrinest')).statusCode).toBe(201);
  });

  it('is read once for all concurrent requests, kept a second here, and changed here at once', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const repo = createWebsiteStateRepository(ctx.database.db);
    let reads = 0;
    const counted = { ...repo, get: () => ((reads += 1), repo.get()) };
    const cache = createMemoryCache({ now });
    const service = createWebsiteStateService({
      repo: counted,
      cache,
      audit: ctx.app.services.audit,
      now,
    });
    const states = await Promise.all(Array.from({ length: 20 }, () => service.current()));
    expect(new Set(states.map((x) => x.state))).toEqual(new Set(['NORMAL']));
    expect(reads).toBe(1);
    // Within the second: this process's copy, even with the shared copy gone.
    await cache.del('website-state');
    clock += 999;
    await service.current();
    expect(reads).toBe(1);
    // After it: the shared cache, then (once that expired too) the database, once.
    clock += 2;
    await service.current();
    expect(reads).toBe(2);
    clock += 1_500; // shared copy still fresh (2 s): read from it, kept here a second more
    await service.current();
    expect(reads).toBe(2);
    clock += 1_001; // both stale: one read of the database for the two
    await Promise.all([service.current(), service.current()]);
    expect(reads).toBe(3);
    // A change made here is seen here at once.
    await service.update(admin.id, { state: 'NO_NEW_USERS', description: '' });
    expect((await service.current()).state).toBe('NO_NEW_USERS');
    await service.update(admin.id, { state: 'NORMAL', description: '' });
    expect((await service.current()).state).toBe('NORMAL');
  });
});
