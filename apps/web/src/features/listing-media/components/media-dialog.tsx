import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '@/components/ui';

export interface MediaDialogProps {
  title: ReactNode;
  /** Escape closes the dialog unless something is running that closing would stop. */
  busy?: boolean;
  onClose(): void;
  children: ReactNode;
  /** 'md' for a question, 'lg' for the upload popup. */
  size?: 'md' | 'lg';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal over the page, named by its title. Focus moves into it when it opens, Tab stays
 * inside, Escape closes it, and focus goes back to what opened it.
 */
export function MediaDialog({
  title,
  busy = false,
  onClose,
  children,
  size = 'md',
}: MediaDialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    box.current?.focus();
    return () => opener?.focus?.();
  }, []);

  const keepFocusInside = (e: React.KeyboardEvent) => {
    if (e.key !== 'Tab' || !box.current) return;
    const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === box.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  // The keys are caught on the backdrop as they bubble up from the dialog and anything in it.
  return (
    <div
      role="presentation"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-2 sm:p-4"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !busy) {
          e.stopPropagation();
          onClose();
        }
        keepFocusInside(e);
      }}
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn(
          'flex max-h-full w-full flex-col gap-4 overflow-y-auto rounded-lg bg-white p-4 shadow-xl outline-none sm:p-5',
          size === 'lg' ? 'max-w-2xl' : 'max-w-md',
        )}
      >
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
