import { useLocation, useNavigate } from 'react-router';
import { cn, focusRing } from '@/components/ui';
import { pendingFavourite } from '@/lib/pending-favourite';
import { authStorage } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';
import { hasSession, useFavouriteIds, useToggleFavourite } from './use-favourite-ids';

export interface FavouriteButtonProps {
  listingId: string;
  /** The listing's title, so the button says which listing it saves. */
  title?: string;
  /** Who is signed in, when the page knows (app/ reads the session); else a kept token decides. */
  signedIn?: boolean;
  className?: string;
}

const SAVE_FAILED = 'Could not update your favourites. Try again.';

/**
 * The heart on a listing. Signed in, it toggles the favourite; signed out, it remembers this page
 * and the listing and goes to /login: the visitor comes back here, the listing saved.
 */
export function FavouriteButton({ listingId, title, signedIn, className }: FavouriteButtonProps) {
  // Drawn signed out on the server and while hydrating (the server cannot know), then as it is.
  const session = useHydrated() && (signedIn ?? hasSession());
  const { isFavourite } = useFavouriteIds(session);
  const toggle = useToggleFavourite();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = session && isFavourite(listingId);
  const what = title ? ` ${title}` : '';
  const label = session
    ? saved
      ? `Remove${what} from favourites`
      : `Save${what} to favourites`
    : `Sign in to save${what}`;

  const onClick = () => {
    if (!session) {
      authStorage.setPostLoginRedirect(location.pathname + location.search + location.hash);
      // Saved once they are signed in (app/pending-favourite-saver.tsx): the tap is not lost.
      pendingFavourite.set(listingId);
      void navigate('/login');
      return;
    }
    toggle.mutate(listingId, {
      onError: (e) =>
        void import('@/lib/api-client').then(({ getErrorMessage }) =>
          import('sonner').then(({ toast }) => toast.error(getErrorMessage(e, SAVE_FAILED))),
        ),
    });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={session ? saved : undefined}
      aria-label={label}
      title={label}
      disabled={toggle.isPending}
      className={cn(
        'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-gray-200',
        'hover:bg-white disabled:cursor-wait',
        focusRing,
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={cn('h-5 w-5', saved ? 'text-red-600' : 'text-gray-700')}
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
      </svg>
    </button>
  );
}
