import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CopyButton } from '@/components/copy-button';
import { Button, ModalDialog } from '@/components/ui';

export interface OnceSecretDialogProps {
  title: string;
  /** Said above the value: what was made (created, rotated). */
  intro: string;
  /** Why it must be copied now. */
  warning: string;
  /** The value's label, e.g. "Signing secret". */
  label: string;
  /** The copy button's name for screen readers, e.g. "Copy the signing secret". */
  copyLabel: string;
  value: string;
  /** What follows the value (how to use it). */
  children?: ReactNode;
  onClose(): void;
}

/**
 * A secret or key the API answers once (it keeps only a hash, or never shows it again): shown
 * read-only with a copy button, and closed only by saying it was copied.
 */
export function OnceSecretDialog(props: OnceSecretDialogProps) {
  const inputId = useId();
  const noteId = useId();
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <ModalDialog title={props.title} busy={false} onClose={props.onClose} describedBy={noteId}>
      <div id={noteId} className="flex flex-col gap-2 text-sm text-gray-700">
        <p>{props.intro}</p>
        <p className="font-medium text-gray-900">{props.warning}</p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-gray-900">
          {props.label}
        </label>
        <div className="flex items-center gap-2">
          <input
            id={inputId}
            readOnly
            value={props.value}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-gray-300 px-2 py-1.5 font-mono text-sm"
          />
          <CopyButton text={props.value} label={props.copyLabel} />
        </div>
      </div>
      {props.children}
      <div className="flex justify-end">
        <Button ref={done} onClick={props.onClose}>
          I have copied it
        </Button>
      </div>
    </ModalDialog>
  );
}
