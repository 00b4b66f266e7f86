import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useFavouriteIds, useToggleFavourite } from '@/components/listing-card';
import { pendingFavourite } from '@/lib/pending-favourite';

/**
 * Saves the listing a visitor tapped the heart of before signing in (lib/pending-favourite),
 * once they are signed in: only if it is not a favourite already, since the API toggles.
 * Mounted by the root layout only while a signed-in user has one waiting.
 */
export function PendingFavouriteSaver() {
  const { ids, isLoading } = useFavouriteIds(true);
  const toggle = useToggleFavourite();
  const done = useRef(false);

  useEffect(() => {
    if (isLoading || done.current) return;
    done.current = true;
    const listingId = pendingFavourite.take();
    if (!listingId || ids.has(listingId)) return;
    toggle.mutate(listingId, {
      onSuccess: ({ favourite }) => {
        if (favourite) toast.success('Saved to your favourites.');
      },
    });
  }, [ids, isLoading, toggle]);

  return null;
}
