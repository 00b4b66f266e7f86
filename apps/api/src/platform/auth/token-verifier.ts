import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';

/**
 * Verifies the SPA's bearer JWT against our own JWKS, kept in memory and reloaded when a token
 * names a key we have not seen (a rotation on another instance), so no request pays a DB read
 * for keys. Issue 3 adds OIDC and Firebase verifiers behind the same interface.
 */
export interface TokenVerifier {
  verify(token: string): Promise<{ sub: string } | null>;
}

export function createJwksVerifier(opts: {
  loadJwks: () => Promise<JSONWebKeySet>;
  issuer: string;
  audience: string;
}): TokenVerifier {
  let keySet: ReturnType<typeof createLocalJWKSet> | null = null;
  let loadedAt = 0;
  const load = async () => {
    keySet = createLocalJWKSet(await opts.loadJwks());
    loadedAt = Date.now();
    return keySet;
  };
  const check = async (keys: ReturnType<typeof createLocalJWKSet>, token: string) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: opts.issuer,
      audience: opts.audience,
    });
    return typeof payload.sub === 'string' ? { sub: payload.sub } : null;
  };
  return {
    async verify(token) {
      try {
        return await check(keySet ?? (await load()), token);
      } catch (e) {
        // An unknown key id may be a key minted since we loaded (first sign-in, a rotation on
        // another instance): reload, but at most every 100 ms so junk tokens cannot flood the DB.
        if ((e as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') return null;
        if (Date.now() - loadedAt < 100) return null;
        try {
          return await check(await load(), token);
        } catch {
          return null;
        }
      }
    },
  };
}
