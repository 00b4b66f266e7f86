import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentErrorCode, LegalMessages, type ContentPage } from '@afrinest/contract';
import { createTestApp, signInAs, TEST_PASSWORD, type TestContext } from '../../../../test/helper';
import { users } from '../../users/users.schema';
import { legalAcceptances } from '../content.schema';
import { contentApi, editOf } from '../pages/content-test-helpers';

describe('legal: current versions, acceptance and registration', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof contentApi>;
  let terms: ContentPage;
  let privacy: ContentPage;
  const current = async () => (await ctx.app.inject({ url: '/api/legal/current' })).json();
  const statusOf = (auth: Record<string, string>) =>
    ctx.app.inject({ url: '/api/users/me/legal', headers: auth });
  const accept = (auth: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/me/legal', headers: auth, payload });
  const register = (email: string, legal?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nakato Sarah', email, password: TEST_PASSWORD, legal },
    });
  const acceptancesOf = async (email: string) => {
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    if (!user) return undefined;
    return ctx.database.db
      .select({ document: legalAcceptances.document, version: legalAcceptances.version })
      .from(legalAcceptances)
      .where(eq(legalAcceptances.userId, user.id))
      .orderBy(legalAcceptances.document);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    api = contentApi(ctx, (await signInAs(ctx, 'AFRI_ADMIN')).auth);
  });
  afterAll(() => ctx.close());

  it('has no current version while the pages are not published', async () => {
    terms = await api.created({ slug: 'terms', title: 'Terms of use' });
    privacy = await api.created({ slug: 'privacy', title: 'Privacy notice' });
    expect(await current()).toEqual({ terms: null, privacy: null });
    const user = (await signInAs(ctx, 'USER', { email: 'early@test.afrinest' })).auth;
    expect((await statusOf(user)).json()).toEqual({
      current: { terms: null, privacy: null },
      pending: [],
    });
  });

  it('takes the version of the published page as the current one', async () => {
    terms = (await api.update(terms.id, editOf(terms, { status: 'PUBLISHED' }))).json();
    privacy = (await api.update(privacy.id, editOf(privacy, { status: 'PUBLISHED' }))).json();
    expect(await current()).toEqual({ terms: 2, privacy: 2 });
  });

  it('asks a user to accept, accepts idempotently and refuses stale versions', async () => {
    const user = (await signInAs(ctx, 'AGENT', { email: 'reader@test.afrinest' })).auth;
    expect((await statusOf(user)).json()).toEqual({
      current: { terms: 2, privacy: 2 },
      pending: ['terms', 'privacy'],
    });
    const stale = await accept(user, { terms: 1, privacy: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: ContentErrorCode.STALE_LEGAL,
      message: LegalMessages.STALE_LEGAL,
    });
    expect((await statusOf(user)).json().pending).toEqual(['terms', 'privacy']);

    const ok = await accept(user, { terms: 2, privacy: 2 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().pending).toEqual([]);
    expect((await accept(user, { terms: 2, privacy: 2 })).statusCode).toBe(200);

    // A published change of the terms asks again, for the terms only.
    terms = (await api.update(terms.id, editOf(terms, { body: 'New clause.' }))).json();
    expect((await statusOf(user)).json()).toEqual({
      current: { terms: 3, privacy: 2 },
      pending: ['terms'],
    });
  });

  it('answers 401 to anonymous callers of the personal routes', async () => {
    expect((await statusOf({})).statusCode).toBe(401);
    expect((await accept({}, { terms: 3, privacy: 2 })).statusCode).toBe(401);
  });

  it('stores the versions accepted at registration', async () => {
    const res = await register('accepted@test.afrinest', { terms: 3, privacy: 2 });
    expect(res.statusCode).toBe(201);
    expect(await acceptancesOf('accepted@test.afrinest')).toEqual([
      { document: 'privacy', version: 2 },
      { document: 'terms', version: 3 },
    ]);
  });

  it('refuses a registration with stale versions and creates no account', async () => {
    const res = await register('stale@test.afrinest', { terms: 2, privacy: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe(ContentErrorCode.STALE_LEGAL);
    expect(await acceptancesOf('stale@test.afrinest')).toBeUndefined();
  });

  it('registers without legal (API clients) and leaves the documents pending', async () => {
    const res = await register('api-client@test.afrinest');
    expect(res.statusCode).toBe(201);
    expect(await acceptancesOf('api-client@test.afrinest')).toEqual([]);
    const id = (await ctx.app.services.users.findIdByEmail('api-client@test.afrinest'))!;
    expect((await ctx.app.services.legal.status(id)).pending).toEqual(['terms', 'privacy']);
  });
});
