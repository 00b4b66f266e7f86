import { useEffect, useId, useRef } from 'react';
import { Button, ModalDialog } from '@/components/ui';
import { CopyButton } from '@/components/copy-button';

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
  const inputId = useId();
  const noteId = useId();
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <ModalDialog
      title="Copy the signing secret now"
      busy={false}
      onClose={onClose}
      describedBy={noteId}
    >
      <div id={noteId} className="flex flex-col gap-2 text-sm text-gray-700">
        <p>{intro}</p>
        <p className="font-medium text-gray-900">
          This secret will not be shown again: copy it into your receiver now.
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-gray-900">
          Signing secret
        </label>
        <div className="flex items-center gap-2">
          <input
            id={inputId}
            readOnly
            value={secret}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-gray-300 px-2 py-1.5 font-mono text-sm"
          />
          <CopyButton text={secret} label="Copy the signing secret" />
        </div>
      </div>
      <div className="flex justify-end">
        <Button ref={done} onClick={onClose}>
          I have copied it
        </Button>
      </div>
    </ModalDialog>
  );
}
