import type { ExternalClaims } from '../../platform/auth/token-verifier';
import type { UsersService } from '../users/users.service';
import type { WebsiteStateService } from '../website-state/website-state.service';
import type { ExternalIdentityRepository } from './external-identity.repository';

/**
 * First sign-in through an external provider: the person gets (or is linked to) a local user
 * row, so roles, agency membership and favourites stay ours. Accounts are keyed by a verified
 * email address: a provider that vouches for none cannot create or claim an account.
 */
export function createExternalIdentityService(deps: {
  repo: ExternalIdentityRepository;
  users: UsersService;
  websiteState: WebsiteStateService;
}) {
  const { repo, users, websiteState } = deps;
  return {
    async link(provider: string, claims: ExternalClaims): Promise<string | null> {
      const known = await repo.findUserId(provider, claims.subject);
      if (known) return known;
      if (!claims.email || !claims.emailVerified) return null;
      let userId = await users.findIdByEmail(claims.email);
      if (!userId) {
        await websiteState.assertRegistrationAllowed();
        userId = await users.createExternalUser({
          email: claims.email,
          name: claims.name?.trim() || claims.email.split('@')[0]!,
        });
      }
      await repo.link(provider, claims.subject, userId);
      return repo.findUserId(provider, claims.subject);
    },
  };
}
export type ExternalIdentityService = ReturnType<typeof createExternalIdentityService>;
