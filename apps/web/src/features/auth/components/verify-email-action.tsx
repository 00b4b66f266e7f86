import { ErrorCode } from '@afrinest/contract';
import { Alert, Spinner } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useVerifyEmail } from '@/features/auth/api/verify-email';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { TextLink } from '@/features/auth/components/text-link';

/** /auth-action?mode=verifyEmail&token=…: confirms the address the link was sent to. */
export function VerifyEmailAction({ token }: { token: string }) {
  const verification = useVerifyEmail(token);
  const signIn = <TextLink to="/login">Sign in</TextLink>;

  if (verification.isPending) {
    return (
      <AuthPanel title="Verifying your email">
        <Spinner label="Verifying your email…" />
      </AuthPanel>
    );
  }

  if (verification.isError) {
    const error = toApiError(verification.error);
    return (
      <AuthPanel title="We could not verify your email" footer={signIn}>
        <Alert variant="error">{error.message}</Alert>
        {(error.code === ErrorCode.LINK_EXPIRED || error.code === ErrorCode.LINK_INVALID) && (
          <p className="mt-4">
            <TextLink to="/email-verification">Send me a new link</TextLink>
          </p>
        )}
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
