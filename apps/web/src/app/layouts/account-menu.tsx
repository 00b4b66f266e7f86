import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { UserProfile } from '@afrinest/contract';
import { cn, focusRing } from '@/components/ui';
import { accountLinksFor } from '@/app/layouts/account-links';
import { roleLabels } from '@/app/role-labels';

export interface AccountMenuProps {
  user: UserProfile;
  onSignOut(): void;
}

const itemClass = cn(
  'flex min-h-11 w-full items-center px-4 text-left text-sm text-gray-800 hover:bg-gray-100',
  focusRing,
);

/** The signed-in user's name, opening their links and Sign out (a disclosure, not a menu role). */
export function AccountMenu({ user, onSignOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-300 px-3 text-sm font-medium text-gray-900 hover:bg-gray-50',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className="grid h-7 w-7 place-items-center rounded-full bg-emerald-700 text-xs text-white"
        >
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="max-w-40 truncate">{user.name}</span>
        <span className="sr-only">: account</span>
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-60 overflow-hidden rounded-md border border-gray-200 bg-white py-1 shadow-lg"
        >
          <p className="border-b border-gray-100 px-4 py-2 text-xs text-gray-600">
            Signed in as <span className="font-medium text-gray-900">{user.email}</span>
            <br />
            {roleLabels[user.role]}
          </p>
          {accountLinksFor(user.role).map((link) => (
            <Link key={link.to} to={link.to} className={itemClass} onClick={close}>
              {link.label}
            </Link>
          ))}
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
