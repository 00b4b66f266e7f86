import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

export interface ConfirmDialogProps {
  /** The question, e.g. "Deactivate David Mugisha?". */
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The confirming button's label: the action itself ("Deactivate"), never "OK". */
  confirmLabel: string;
  /** A destructive action gets the danger button. */
  danger?: boolean;
  /** While the action runs: buttons wait and Escape does nothing. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before an action that is not undone by a click (deactivating someone): a modal dialog
 * labelled by its question, Cancel focused first so Enter never confirms by accident.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // Focus moves into the dialog as it opens (WAI-ARIA dialog pattern), onto the safe choice.
  useEffect(() => cancel.current?.focus(), []);
  return (
    <ModalDialog
      title={title}
      busy={busy}
      onClose={onCancel}
      role="alertdialog"
      describedBy={bodyId}
    >
      <div id={bodyId} className="text-sm text-gray-700">
        {children}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button ref={cancel} variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
