import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgenciesMessages } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { agencyForm } from './agencies-test-helpers';

/** "List your property": a signed-in person asks for their agency, then follows the request. */
describe('agency requests: ask, then read my request back', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
  });
  afterAll(() => ctx.close());

  const {
    slug: _s,
    verified: _v,
    ...form
  } = agencyForm({
    name: 'Mbarara Homes',
    phone: '0772 123 456',
    whatsappNumbers: ['0772 123 456'],
  });
  const ask = (auth: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/broker/agencies/requests',
      headers: auth,
      payload: form,
    });
  const mine = (auth: Record<string, string>) =>
    ctx.app.inject({ url: '/api/broker/agencies/requests/mine', headers: auth });

  it('answers 404 with a message before any request, and 401 to a visitor', async () => {
    const user = await signInAs(ctx, 'USER', { email: 'nobody@test.afrinest' });
    const none = await mine(user.auth);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: AgenciesMessages.REQUEST_NOT_FOUND,
    });
    expect((await ctx.app.inject({ url: '/api/broker/agencies/requests/mine' })).statusCode).toBe(
      401,
    );
  });

  it('takes local phone numbers (stored E.164) and shows my request as it moves on', async () => {
    const user = await signInAs(ctx, 'USER', { email: 'lister@test.afrinest' });
    const asked = await ask(user.auth);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      phone: '+256772123456',
      whatsappNumbers: ['+256772123456'],
    });

    const pending = await mine(user.auth);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      id: asked.json().id,
      name: 'Mbarara Homes',
      status: 'PENDING',
    });
    // Another person's request is not theirs to read.
    const other = await signInAs(ctx, 'USER', { email: 'other@test.afrinest' });
    expect((await mine(other.auth)).statusCode).toBe(404);

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${asked.json().id}/status`,
      headers: admin,
      payload: { status: 'SUSPENDED', reason: 'We could not reach you.' },
    });
    expect((await mine(user.auth)).json()).toMatchObject({
      status: 'SUSPENDED',
      statusReason: 'We could not reach you.',
    });
  });
});
