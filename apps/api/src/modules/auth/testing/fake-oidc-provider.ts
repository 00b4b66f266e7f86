import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export interface FakeOidcProvider {
  issuer: string;
  /** Signs a token as this issuer, with keys generated for this test run. */
  sign(
    claims: JWTPayload & { sub: string; aud: string },
    opts?: { expiresIn?: string },
  ): Promise<string>;
  /** Who the next authorization code signs in (the consent screen's answer). */
  nextUser: { sub: string; email: string; email_verified: boolean; name: string };
  requests: string[];
  /** The consent screen: takes the authorization request and answers the code to send back. */
  authorize(authorizationUrl: string): string;
  close(): Promise<void>;
}

/**
 * A local OIDC issuer for tests: discovery, JWKS, token and userinfo endpoints on 127.0.0.1,
 * signing with an RSA key generated here, so no test reaches the internet.
 */
export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const requests: string[] = [];
  const codes = new Map<string, { clientId: string; nonce: string | null }>();
  let issuer = '';
  const provider: FakeOidcProvider = {
    issuer: '',
    requests,
    nextUser: {
      sub: 'oidc-user-1',
      email: 'social.user@test.afrinest',
      email_verified: true,
      name: 'Social User',
    },
    authorize(authorizationUrl) {
      const url = new URL(authorizationUrl);
      const code = `code-${codes.size + 1}`;
      codes.set(code, {
        clientId: url.searchParams.get('client_id') ?? '',
        nonce: url.searchParams.get('nonce'),
      });
      return code;
    },
    sign: (claims, o = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : issuer)
        .setIssuedAt()
        .setExpirationTime(o.expiresIn ?? '10m')
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    requests.push(`${req.method} ${url.pathname}`);
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (url.pathname === '/jwks') return json({ keys: [jwk] });
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      return req.on('end', () => {
        const grant = codes.get(new URLSearchParams(body).get('code') ?? '');
        if (!grant) return (res.writeHead(400), res.end('{"error":"invalid_grant"}'));
        codes.delete(new URLSearchParams(body).get('code') ?? '');
        const { sub, email, email_verified, name } = provider.nextUser;
        void provider
          .sign({
            sub,
            aud: grant.clientId,
            email,
            email_verified,
            name,
            ...(grant.nonce ? { nonce: grant.nonce } : {}),
          })
          .then((idToken) =>
            json({
              access_token: 'fake-access-token',
              id_token: idToken,
              token_type: 'Bearer',
              expires_in: 3600,
            }),
          );
      });
    }
    if (url.pathname === '/userinfo') {
      return req.headers.authorization === 'Bearer fake-access-token'
        ? json(provider.nextUser)
        : (res.writeHead(401), res.end());
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.issuer = issuer;
  return provider;
}
