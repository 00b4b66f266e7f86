import { useSearchParams } from 'react-router';
import { Messages } from '@afrinest/contract';
import { Alert, Spinner } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useVerifyEmail } from '@/features/auth/api/verify-email';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { TextLink } from '@/features/auth/components/text-link';

const VERIFY_EMAIL = 'verifyEmail';

/** Landing page of the links we email: `?mode=verifyEmail&token=…` confirms an address. */
export function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const token = mode === VERIFY_EMAIL ? (params.get('token') ?? '') : '';
  const verification = useVerifyEmail(token);
  const signIn = <TextLink to="/login">Sign in</TextLink>;

  if (token === '') {
    return (
      <AuthPanel title="This link does not work" footer={signIn}>
        <Alert variant="error">{Messages.LINK_INVALID}</Alert>
      </AuthPanel>
    );
  }

  if (verification.isPending) {
    return (
      <AuthPanel title="Verifying your email">
        <Spinner label="Verifying your email…" />
      </AuthPanel>
    );
  }

  if (verification.isError) {
    return (
      <AuthPanel title="We could not verify your email" footer={signIn}>
        <Alert variant="error">{toApiError(verification.error).message}</Alert>
      </AuthPanel>
    );
  }

  const already = verification.data.status === 'already-verified';
  return (
    <AuthPanel title={already ? 'Email already verified' : 'Email verified'}>
      <Alert variant="success">
        {already
          ? 'This address was verified before. You can sign in.'
          : 'Thank you: your email address is verified. You can now sign in.'}
      </Alert>
      <p className="mt-4">
        <TextLink to="/login">Sign in to your account</TextLink>
      </p>
    </AuthPanel>
  );
}
