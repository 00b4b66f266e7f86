import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { createFirebaseVerifier } from '../../platform/auth/token-verifier';
import { startFakeOidcProvider, type FakeOidcProvider } from './testing/fake-oidc-provider';

describe('bearer tokens of an external OIDC issuer (IDENTITY_PROVIDER=oidc)', () => {
  let issuer: FakeOidcProvider;
  let ctx: TestContext;
  const audience = 'afrinest-api';
  beforeAll(async () => {
    issuer = await startFakeOidcProvider();
    ctx = await createTestApp({
      IDENTITY_PROVIDER: 'oidc',
      OIDC_ISSUER: issuer.issuer,
      OIDC_AUDIENCE: audience,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await issuer.close();
  });

  const profile = (token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${token}` },
    });

  it('creates a local user on first sign-in and finds the same one afterwards', async () => {
    const token = await issuer.sign({
      sub: 'ext-42',
      aud: audience,
      email: 'Mukasa.External@test.afrinest',
      email_verified: true,
      name: 'Mukasa External',
    });
    const first = await profile(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      email: 'mukasa.external@test.afrinest',
      name: 'Mukasa External',
      role: 'USER',
      emailVerified: true,
    });
    // Roles stay ours: an admin change applies to the external user at once.
    await ctx.app.services.users.update(first.json().id, { role: 'AGENT' });
    const again = await profile(await issuer.sign({ sub: 'ext-42', aud: audience }));
    expect(again.json()).toMatchObject({ id: first.json().id, role: 'AGENT' });
  });

  it('links a verified address to the local account that already has it', async () => {
    const local = await signInAs(ctx, 'SUPER_AGENT');
    const token = await issuer.sign({
      sub: 'ext-7',
      aud: audience,
      email: local.email,
      email_verified: true,
    });
    expect((await profile(token)).json()).toMatchObject({ id: local.id, role: 'SUPER_AGENT' });
  });

  it('refuses an unverified address, a wrong audience, a foreign signer and an expired token', async () => {
    const unverified = await issuer.sign({
      sub: 'ext-8',
      aud: audience,
      email: 'someone@test.afrinest',
      email_verified: false,
    });
    expect((await profile(unverified)).json().error.message).toBe('Invalid token');
    const wrongAudience = await issuer.sign({ sub: 'ext-42', aud: 'another-api' });
    expect((await profile(wrongAudience)).statusCode).toBe(401);
    const other = await startFakeOidcProvider();
    try {
      // Same issuer name, other keys: the signature gives it away.
      const forged = await other.sign({ sub: 'ext-42', aud: audience, iss: issuer.issuer });
      expect((await profile(forged)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
    const expired = await issuer.sign({ sub: 'ext-42', aud: audience }, { expiresIn: '-1m' });
    expect((await profile(expired)).statusCode).toBe(401);
  });

  it('still accepts the embedded provider’s own tokens', async () => {
    const user = await signInAs(ctx, 'USER');
    expect((await profile(user.token)).statusCode).toBe(200);
  });
});

describe('Firebase ID tokens', () => {
  it('checks iss and aud against the project, with keys from the configured JWKS', async () => {
    const google = await startFakeOidcProvider();
    try {
      const projectId = 'afrinest-test';
      const verifier = createFirebaseVerifier({ projectId, jwksUrl: `${google.issuer}/jwks` });
      const iss = `https://securetoken.google.com/${projectId}`;
      const good = await google.sign({
        sub: 'firebase-uid-1',
        aud: projectId,
        iss,
        email: 'fb@test.afrinest',
        email_verified: true,
      });
      expect(await verifier.verify(good)).toEqual({
        subject: 'firebase-uid-1',
        email: 'fb@test.afrinest',
        emailVerified: true,
        name: null,
      });
      expect(verifier.provider).toBe('firebase:afrinest-test');
      const otherProject = await google.sign({ sub: 'x', aud: 'other-project', iss });
      expect(await verifier.verify(otherProject)).toBeNull();
      const otherIssuer = await google.sign({ sub: 'x', aud: projectId });
      expect(await verifier.verify(otherIssuer)).toBeNull();
    } finally {
      await google.close();
    }
  });
});
