import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, type TestContext } from '../../../test/helper';
import { startFakeOidcProvider, type FakeOidcProvider } from './testing/fake-oidc-provider';

describe('social sign-in through a generic OIDC provider (a local fake)', () => {
  let provider: FakeOidcProvider;
  let ctx: TestContext;
  beforeAll(async () => {
    provider = await startFakeOidcProvider();
    ctx = await createTestApp({
      OAUTH_OIDC_DISCOVERY_URL: `${provider.issuer}/.well-known/openid-configuration`,
      OAUTH_OIDC_CLIENT_ID: 'afrinest-web',
      OAUTH_OIDC_CLIENT_SECRET: 'test-secret',
      OAUTH_OIDC_NAME: 'Kampala SSO',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await provider.close();
  });

  it('lists the configured provider for the sign-in buttons', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ social: [{ id: 'oidc', name: 'Kampala SSO' }] });
  });

  it('goes start → provider → callback → session, creating the user, then refresh gives a JWT', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/social/oidc' });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin + authorize.pathname).toBe(`${provider.issuer}/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe('afrinest-web');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/callback/oidc',
    );
    const state = authorize.searchParams.get('state')!;
    const stateCookie = cookieOf(start.headers['set-cookie']);

    // The person agrees at the provider, which sends the browser back with a code.
    const code = provider.authorize(authorize.toString());
    const callback = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/callback/oidc?code=${code}&state=${encodeURIComponent(state)}`,
      headers: { cookie: stateCookie },
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('http://localhost:8080/auth-action?mode=socialSignIn');
    expect(provider.requests).toContain('POST /token');
    const session = cookieOf(callback.headers['set-cookie']);
    expect(session).toContain('session_token');

    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: session },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().user).toMatchObject({
      email: 'social.user@test.afrinest',
      name: 'Social User',
      role: 'USER',
      emailVerified: true,
    });
  });

  it('refuses a callback whose state does not match, and sends the popup back with an error', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/callback/oidc?code=the-code&state=forged',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(
      /^http:\/\/localhost:8080\/auth-action\?mode=socialSignIn&error=/,
    );
    expect(cookieOf(res.headers['set-cookie'])).not.toContain('session_token');
  });

  it('answers an unknown provider with an error for the popup', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/social/myspace' });
    expect(start.headers.location).toBe(
      'http://localhost:8080/auth-action?mode=socialSignIn&error=unknown_provider',
    );
    const callback = await ctx.app.inject({ method: 'GET', url: '/api/auth/callback/myspace' });
    expect(callback.statusCode).toBe(404);
  });

  it('does not create a new account through social sign-in while registration is closed', async () => {
    const admin = await (await import('../../../test/helper')).signInAs(ctx, 'AFRI_ADMIN');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/website-state',
      headers: admin.auth,
      payload: { state: 'NO_NEW_USERS', description: '' },
    });
    provider.nextUser = {
      sub: 'oidc-user-2',
      email: 'late.comer@test.afrinest',
      email_verified: true,
      name: 'Late Comer',
    };
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/social/oidc' });
    const authorize = new URL(start.headers.location as string);
    const state = authorize.searchParams.get('state')!;
    const code = provider.authorize(authorize.toString());
    const callback = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/callback/oidc?code=${code}&state=${encodeURIComponent(state)}`,
      headers: { cookie: cookieOf(start.headers['set-cookie']) },
    });
    expect(callback.headers.location).toMatch(/error=/);
    expect(await ctx.app.services.users.roleOfEmail('late.comer@test.afrinest')).toBeNull();
  });
});

describe('social sign-in not configured', () => {
  it('lists no provider, so the web shows no buttons', async () => {
    const ctx = await createTestApp();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(res.json()).toEqual({ social: [] });
    } finally {
      await ctx.close();
    }
  });
});
