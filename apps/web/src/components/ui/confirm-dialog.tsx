import { useId, type ReactNode } from 'react';
import { Button } from './button';

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
  const titleId = useId();
  const bodyId = useId();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="flex w-full max-w-md flex-col gap-4 rounded-lg bg-white p-5 shadow-xl"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !busy) onCancel();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <div id={bodyId} className="text-sm text-gray-700">
          {children}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={busy} onClick={onCancel} autoFocus>
            Cancel
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
