import { useId, type ReactNode } from 'react';

export interface ModalDialogProps {
  title: ReactNode;
  /** Escape closes the dialog unless something is in flight. */
  busy: boolean;
  onClose(): void;
  children: ReactNode;
  /** 'alertdialog' when the dialog asks before an action (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the element that says what the dialog is about. */
  describedBy?: string;
}

/** A modal over the page: labelled by its title, closed by Escape when nothing is running. */
export function ModalDialog({
  title,
  busy,
  onClose,
  children,
  role = 'dialog',
  describedBy,
}: ModalDialogProps) {
  const titleId = useId();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <div
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        className="flex w-full max-w-md flex-col gap-4 rounded-lg bg-white p-5 shadow-xl"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !busy) onClose();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
