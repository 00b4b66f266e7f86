import { useId, type ReactNode } from 'react';

export interface ModalDialogProps {
  title: ReactNode;
  /** Escape closes the dialog unless something is in flight. */
  busy: boolean;
  onClose(): void;
  children: ReactNode;
}

/** A modal over the page: labelled by its title, closed by Escape when nothing is running. */
export function ModalDialog({ title, busy, onClose, children }: ModalDialogProps) {
  const titleId = useId();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
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
