import { useLocation } from 'react-router';
import { useAcceptLegal, useLegalStatus } from '@/features/legal/api/legal-status';
import { LegalPrompt } from '@/features/legal/components/legal-prompt';

/** The pages the prompt links to: they stay readable under it, so it is not drawn there. */
const READABLE_PATHS = new Set(['/terms', '/privacy']);

export interface LegalCheckProps {
  userId: string;
  onSignOut(): void;
}

/**
 * For a signed-in user: asks once per session which legal documents changed since they accepted
 * them, and when any did, asks them to accept the new versions (or sign out).
 */
export function LegalCheck({ userId, onSignOut }: LegalCheckProps) {
  const { pathname } = useLocation();
  const status = useLegalStatus(userId);
  const accept = useAcceptLegal(userId);
  const data = status.data;
  if (!data || data.pending.length === 0 || READABLE_PATHS.has(pathname)) return null;
  const { terms, privacy } = data.current;
  // Only documents that are published can be accepted; the API lists no others as pending.
  if (terms === null || privacy === null) return null;
  return (
    <LegalPrompt
      pending={data.pending}
      versions={{ terms, privacy }}
      accept={accept.mutateAsync}
      onSignOut={onSignOut}
    />
  );
}
