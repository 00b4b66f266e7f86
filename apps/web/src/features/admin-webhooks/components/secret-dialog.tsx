import { OnceSecretDialog } from '@/components/once-secret-dialog';

export interface SecretDialogProps {
  secret: string;
  /** Said above the secret (the rotation's message keeps the old secret's 24 hours in mind). */
  intro: string;
  onClose(): void;
}

/**
 * The signing secret, the only time it shows (after a create or a rotation): the receiver needs it
 * to verify signatures, and the API never answers it again.
 */
export function SecretDialog({ secret, intro, onClose }: SecretDialogProps) {
  return (
    <OnceSecretDialog
      title="Copy the signing secret now"
      intro={intro}
      warning="This secret will not be shown again: copy it into your receiver now."
      label="Signing secret"
      copyLabel="Copy the signing secret"
      value={secret}
      onClose={onClose}
    />
  );
}
