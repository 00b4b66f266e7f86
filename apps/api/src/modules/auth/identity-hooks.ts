import type { IdentityHooks } from '../../platform/auth/identity';
import type { WebsiteStateService } from '../website-state/website-state.service';
import { AuthLimits, type AttemptLimiter } from './attempt-limiter';
import type { TokenRevocations } from './token-revocations';

/** The identity provider's hooks, answered by this module (limits, revocation, website state). */
export function createIdentityHooks(deps: {
  limiter: AttemptLimiter;
  revocations: TokenRevocations;
  websiteState: WebsiteStateService;
  onMailError: (error: unknown) => void;
  /** Events were written by the database itself (user.registered, issue 45): deliver them soon. */
  eventsWritten: () => void;
}): IdentityHooks {
  const { limiter, revocations, websiteState } = deps;
  return {
    // Every verification mail (sign-up, sign-in, resend) counts against the address, and
    // starts the resend button's one-minute count-down.
    async verificationMailAllowed(email) {
      const address = email.toLowerCase();
      const hourly = await limiter.hit(
        `verify:acct:${address}`,
        AuthLimits.verificationMailsPerAccount,
      );
      await limiter.hit(`verify:cool:${address}`, AuthLimits.verificationCooldown);
      return !hourly.limited;
    },
    // The identity provider has ended every session of the user (a reset).
    passwordChanged: async (userId) => revocations.endedAllOf(userId),
    beforeSocialSignUp: () => websiteState.assertRegistrationAllowed(),
    mailFailed: deps.onMailError,
    // The account's insert wrote user.registered (a trigger, migration 0046): wake its delivery.
    userCreated: async () => deps.eventsWritten(),
  };
}
