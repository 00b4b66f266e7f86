import { useSearchParams } from 'react-router';
import { AuthActionMode, Messages } from '@afrinest/contract';
import { Alert } from '@/components/ui';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { ResetPasswordAction } from '@/features/auth/components/reset-password-action';
import { SocialSignInDone } from '@/features/auth/components/social-sign-in-done';
import { TextLink } from '@/features/auth/components/text-link';
import { VerifyEmailAction } from '@/features/auth/components/verify-email-action';

/** Where a social sign-in popup ends (not an emailed link, but the same kind of landing page). */
export const SOCIAL_SIGN_IN_MODE = 'socialSignIn';

/**
 * Landing page of every link we email (`?mode=verifyEmail|resetPassword&token=…`) and of the
 * social sign-in popup (`?mode=socialSignIn[&error=…]`).
 */
export function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const token = params.get('token') ?? '';

  if (mode === SOCIAL_SIGN_IN_MODE) return <SocialSignInDone error={params.get('error')} />;
  if (mode === AuthActionMode.VERIFY_EMAIL && token) return <VerifyEmailAction token={token} />;
  if (mode === AuthActionMode.RESET_PASSWORD && token) return <ResetPasswordAction token={token} />;
  return (
    <AuthPanel title="This link does not work" footer={<TextLink to="/login">Sign in</TextLink>}>
      <Alert variant="error">{Messages.LINK_INVALID}</Alert>
    </AuthPanel>
  );
}
