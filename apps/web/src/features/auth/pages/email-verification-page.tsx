import { useLocation, useSearchParams } from 'react-router';
import { VERIFICATION_RESEND_COOLDOWN_S } from '@afrinest/contract';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { ResendVerification } from '@/features/auth/components/resend-verification';
import { TextLink } from '@/features/auth/components/text-link';

interface VerificationState {
  email?: unknown;
  message?: unknown;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * "Check your inbox": shown after registering (the address comes in the navigation state or
 * ?email=), with a resend button that counts down the minute between two mails.
 */
export function EmailVerificationPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as VerificationState;
  const email = text(state.email) ?? text(params.get('email'));
  const message = text(state.message);

  return (
    <AuthPanel
      title="Check your inbox"
      footer={
        <>
          Verified already? <TextLink to="/login">Sign in</TextLink>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-gray-800">
        {message && <p role="status">{message}</p>}
        <p>
          We sent a verification link to{' '}
          {email ? <strong className="break-all">{email}</strong> : 'your email address'}. Open it
          to activate your account.
        </p>
        <p className="text-sm text-gray-700">
          No email after a few minutes? Look in your spam or promotions folder, or send it again.
        </p>
        {/* Just registered: the first mail left a moment ago, so the button starts counting. */}
        <ResendVerification
          email={email}
          initialCooldown={message ? VERIFICATION_RESEND_COOLDOWN_S : 0}
        />
      </div>
    </AuthPanel>
  );
}
