import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthMessages, Messages } from '@afrinest/contract';
import { Alert, Spinner } from '@/components/ui';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { TextLink } from '@/features/auth/components/text-link';
import { tellOpener } from '@/features/auth/social-popup';
import { useAuth } from '@/features/auth/use-auth';

const providerFailure = (error: string) =>
  error === 'unable_to_create_user' ? Messages.REGISTRATION_DISABLED : AuthMessages.SOCIAL_FAILED;

/**
 * The social sign-in popup's last page. In the popup it tells the opener and closes; opened as
 * a whole page (popup blocked) it finishes the sign-in itself.
 */
export function SocialSignInDone({ error }: { error: string | null }) {
  const { completeSocialSignIn } = useAuth();
  const navigate = useNavigate();
  const [signInFailure, setSignInFailure] = useState<string | null>(null);
  // An error from the provider is known from the address: shown at once, nothing to finish.
  const failure = error ? providerFailure(error) : signInFailure;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (tellOpener(error)) {
      window.close();
      return;
    }
    if (error) return;
    void completeSocialSignIn().then((result) => {
      if (result.ok) void navigate('/dashboard', { replace: true });
      else setSignInFailure(result.message);
    });
  }, [error, completeSocialSignIn, navigate]);

  if (failure) {
    return (
      <AuthPanel
        title="Sign-in did not work"
        footer={<TextLink to="/login">Back to sign in</TextLink>}
      >
        <Alert variant="error">{failure}</Alert>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title="Signing you in">
      <Spinner label="Signing you in…" />
    </AuthPanel>
  );
}
