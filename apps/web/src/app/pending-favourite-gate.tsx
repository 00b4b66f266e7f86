import { lazy, Suspense, useState } from 'react';
import { pendingFavourite } from '@/lib/pending-favourite';

// Loaded only when a heart is waiting: most visits never need it.
const PendingFavouriteSaver = lazy(() =>
  import('@/app/pending-favourite-saver').then((m) => ({ default: m.PendingFavouriteSaver })),
);

/**
 * Mounts the saver once a signed-in user has a heart waiting from before they signed in, and
 * keeps it mounted until it is done (it takes the waiting heart at once); signing out resets it.
 */
export function PendingFavouriteGate({ signedIn }: { signedIn: boolean }) {
  const [saving, setSaving] = useState(false);
  // Adjusting state while rendering (React's documented pattern): no extra effect pass.
  if (signedIn && !saving && pendingFavourite.peek() !== null) setSaving(true);
  if (!signedIn && saving) setSaving(false);
  if (!saving) return null;
  return (
    <Suspense fallback={null}>
      <PendingFavouriteSaver />
    </Suspense>
  );
}
