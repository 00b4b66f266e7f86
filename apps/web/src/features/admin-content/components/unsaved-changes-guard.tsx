import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui';

/**
 * Asks before leaving an editor with unsaved changes: a dialog for a move inside the app, the
 * browser's own question for a reload or a closed tab. `isDirty` is read when leaving, so a
 * caller that has just saved can clear it before navigating away.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      confirmLabel="Leave and lose the changes"
      danger
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      The changes you made to this page are not saved yet.
    </ConfirmDialog>
  );
}
