import { useState } from 'react';
import { AuthMessages, Messages } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { FormError } from '@/components/form';
import { useAuthProviders } from '@/features/auth/api/get-auth-providers';
import { openSocialPopup, socialStartUrl } from '@/features/auth/social-popup';
import { useAuth } from '@/features/auth/use-auth';

const REGISTRATION_CLOSED = 'unable_to_create_user';

/**
 * "Continue with Google / Facebook / …" for every provider the API has configured; nothing at
 * all when none is. On success the session is signed in and the guest page's guard moves on.
 */
export function SocialSignInButtons({ disabled = false }: { disabled?: boolean }) {
  const providers = useAuthProviders();
  const { completeSocialSignIn } = useAuth();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = providers.data?.social ?? [];
  if (list.length === 0) return null;

  const start = async (id: string) => {
    setFailure(null);
    setBusy(id);
    try {
      const outcome = await openSocialPopup(id);
      if (outcome === 'blocked') {
        // No popup allowed: the whole page goes, and /auth-action finishes the sign-in.
        window.location.assign(socialStartUrl(id));
        return;
      }
      if (outcome === 'closed') return;
      if (outcome !== null) {
        setFailure(
          outcome === REGISTRATION_CLOSED
            ? Messages.REGISTRATION_DISABLED
            : AuthMessages.SOCIAL_FAILED,
        );
        return;
      }
      const result = await completeSocialSignIn();
      if (!result.ok && result.code) setFailure(result.message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-gray-200 pt-6">
      <p className="text-center text-sm text-gray-700">Or continue with</p>
      {list.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          className="w-full"
          loading={busy === provider.id}
          disabled={disabled || (busy !== null && busy !== provider.id)}
          onClick={() => void start(provider.id)}
        >
          Continue with {provider.name}
        </Button>
      ))}
      <FormError message={failure} />
    </div>
  );
}
