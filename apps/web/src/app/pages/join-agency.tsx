import { useCallback } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { JoinAgencyPage } from '@/features/join-agency/pages/join-agency-page';

// A new member starts on their agent profile.
const nextPath = '/agent/profile';

/** /join-agency/{token}: the invitation page, told who is signed in and how to sign in. */
export function JoinAgencyRoute() {
  const { user, login } = useAuth();
  const signIn = useCallback(
    async (email: string, password: string) => {
      const result = await login({ email, password });
      return result.ok ? null : result.message;
    },
    [login],
  );
  return <JoinAgencyPage signedInEmail={user?.email ?? null} signIn={signIn} nextPath={nextPath} />;
}
