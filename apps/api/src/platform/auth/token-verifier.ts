import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';

/**
 * One interface for every bearer the API accepts. It answers our own user id (`sub`), whoever
 * issued the token: the embedded provider's JWTs carry it, an external provider's token is
 * mapped to a local user row first (see createExternalVerifier).
 */
export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken | null>;
}

export interface VerifiedToken {
  sub: string;
  /** The embedded provider's session the token belongs to. */
  sid?: string;
  /**
   * Signed by us, but its session has ended (signed out, password changed, suspended): the
   * token authenticates nobody; the guard only uses `sub` to tell a suspended account why.
   */
  ended?: boolean;
}

/** What an external provider says about the person, once its signature checks out. */
export interface ExternalClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface ExternalTokenVerifier {
  /** Identifies the provider in external_identity ('oidc:<issuer>', 'firebase:<project>'). */
  readonly provider: string;
  readonly issuer: string;
  verify(token: string): Promise<ExternalClaims | null>;
}

/**
 * Verifies the SPA's bearer JWT against our own JWKS, kept in memory and reloaded when a token
 * names a key we have not seen (a rotation on another instance), so no request pays a DB read
 * for keys. `sessionLive` ends a token with its session (`sid`); a token without one is ended.
 */
export function createJwksVerifier(opts: {
  loadJwks: () => Promise<JSONWebKeySet>;
  issuer: string;
  audience: string;
  sessionLive?: (sessionId: string, userId: string) => Promise<boolean>;
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
    if (typeof payload.sub !== 'string') return null;
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    if (!opts.sessionLive) return { sub: payload.sub, sid };
    const live = sid !== undefined && (await opts.sessionLive(sid, payload.sub));
    return live ? { sub: payload.sub, sid } : { sub: payload.sub, ended: true };
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

const claimsOf = (payload: JWTPayload): ExternalClaims | null =>
  typeof payload.sub === 'string' && payload.sub !== ''
    ? {
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        name: typeof payload.name === 'string' ? payload.name : null,
      }
    : null;

/**
 * Any OIDC issuer: keys from its JWKS (jose caches them and refetches on an unknown key id);
 * the JWKS address comes from the issuer's discovery document unless given.
 */
export function createOidcVerifier(opts: {
  issuer: string;
  audience: string;
  jwksUrl?: string;
  provider?: string;
}): ExternalTokenVerifier {
  const issuer = opts.issuer.replace(/\/+$/, '');
  let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | null = null;
  const discover = async () => {
    if (opts.jwksUrl) return createRemoteJWKSet(new URL(opts.jwksUrl));
    const res = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`OIDC discovery answered ${res.status}`);
    const doc = (await res.json()) as { jwks_uri?: string };
    if (!doc.jwks_uri) throw new Error('OIDC discovery names no jwks_uri');
    return createRemoteJWKSet(new URL(doc.jwks_uri));
  };
  return {
    provider: opts.provider ?? `oidc:${issuer}`,
    issuer: opts.issuer,
    async verify(token) {
      // A failed discovery is tried again on the next token, not remembered forever.
      keys ??= discover().catch((e: unknown) => {
        keys = null;
        throw e;
      });
      try {
        const { payload } = await jwtVerify(token, await keys, {
          issuer: opts.issuer,
          audience: opts.audience,
        });
        return claimsOf(payload);
      } catch {
        return null;
      }
    },
  };
}

/** Google's public keys for Firebase Authentication ID tokens, as a JWKS. */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Firebase Authentication: an OIDC-shaped token whose iss and aud name the project. */
export function createFirebaseVerifier(opts: {
  projectId: string;
  jwksUrl?: string;
}): ExternalTokenVerifier {
  return createOidcVerifier({
    issuer: `https://securetoken.google.com/${opts.projectId}`,
    audience: opts.projectId,
    jwksUrl: opts.jwksUrl ?? FIREBASE_JWKS_URL,
    provider: `firebase:${opts.projectId}`,
  });
}

/** Maps a verified external token to our own user (created on first sign-in by `link`). */
export function createExternalVerifier(
  inner: ExternalTokenVerifier,
  link: (provider: string, claims: ExternalClaims) => Promise<string | null>,
): TokenVerifier {
  return {
    async verify(token) {
      const claims = await inner.verify(token);
      if (!claims) return null;
      const userId = await link(inner.provider, claims);
      return userId ? { sub: userId } : null;
    },
  };
}

/**
 * Picks the verifier by the token's (not yet trusted) issuer, so each token is checked once,
 * against the keys of the one provider that claims it; an unknown issuer is refused outright.
 */
export function createIssuerRouter(byIssuer: Record<string, TokenVerifier>): TokenVerifier {
  return {
    async verify(token) {
      let issuer: unknown;
      try {
        issuer = decodeJwt(token).iss;
      } catch {
        return null;
      }
      const verifier = typeof issuer === 'string' ? byIssuer[issuer] : undefined;
      return verifier ? verifier.verify(token) : null;
    },
  };
}
