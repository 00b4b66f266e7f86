import type { JSONWebKeySet } from 'jose';
import type { Config } from '../../config';
import {
  createExternalVerifier,
  createFirebaseVerifier,
  createIssuerRouter,
  createJwksVerifier,
  createOidcVerifier,
  type ExternalTokenVerifier,
  type TokenVerifier,
} from '../../platform/auth/token-verifier';
import type { ExternalIdentityService } from './external-identity.service';
import type { TokenRevocations } from './token-revocations';

/**
 * The bearer verifier IDENTITY_PROVIDER asks for. Our own JWTs are always accepted (the SPA's
 * sign-in, social sign-in and refresh mint them); with 'oidc' or 'firebase', tokens of that
 * issuer are accepted too and mapped to local users.
 */
export function createBearerVerifier(deps: {
  config: Config;
  loadJwks: () => Promise<unknown>;
  revocations: TokenRevocations;
  externalIdentities: ExternalIdentityService;
  /** Tests point Firebase at a local JWKS. */
  firebaseJwksUrl?: string;
}): TokenVerifier {
  const { config } = deps;
  const embedded = createJwksVerifier({
    loadJwks: async () => (await deps.loadJwks()) as JSONWebKeySet,
    issuer: config.API_URL,
    audience: config.API_URL,
    sessionLive: deps.revocations.isLive,
  });
  let external: ExternalTokenVerifier | null = null;
  if (config.IDENTITY_PROVIDER === 'oidc')
    external = createOidcVerifier({ issuer: config.OIDC_ISSUER!, audience: config.OIDC_AUDIENCE! });
  if (config.IDENTITY_PROVIDER === 'firebase')
    external = createFirebaseVerifier({
      projectId: config.FIREBASE_PROJECT_ID!,
      jwksUrl: deps.firebaseJwksUrl,
    });
  if (!external) return createIssuerRouter({ [config.API_URL]: embedded });
  return createIssuerRouter({
    [config.API_URL]: embedded,
    [external.issuer]: createExternalVerifier(external, deps.externalIdentities.link),
  });
}
