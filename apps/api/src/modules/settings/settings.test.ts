import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';

describe('analytics config', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is disabled with no measurement id until an admin sets it', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/analytics/config' })).json()).toEqual({
      measurementId: '',
      isEnabled: false,
    });
  });

  it('is set by admins, validated, audited and read back by everyone', async () => {
    const admin = await signInAs(ctx, 'ASSISTANT_ADMIN');
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/analytics',
      headers: admin.auth,
      payload: { measurementId: '', isEnabled: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.measurementId).toEqual([
      'A measurement id is needed to enable analytics.',
    ]);

    const ok = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/analytics',
      headers: admin.auth,
      payload: { measurementId: 'G-AB12CD34', isEnabled: true },
    });
    expect(ok.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/analytics/config' })).json()).toEqual({
      measurementId: 'G-AB12CD34',
      isEnabled: true,
    });
    const [entry] = await ctx.app.services.audit.latest(1);
    expect(entry).toMatchObject({
      action: 'settings.analytics.update',
      actorId: admin.id,
      before: { isEnabled: false },
      after: { isEnabled: true },
    });
  });
});
