import { useEffect, useRef, useState } from 'react';
import type { ListingPhoto } from '@afrinest/contract';
import { ListingPicture } from '@/components/photo';
import { Alert, Button, cn, focusRing, Spinner } from '@/components/ui';
import { GALLERY_MAIN_SIZES, GALLERY_THUMB_MAX_WIDTH, GALLERY_THUMB_SIZES } from './gallery-sizes';
import { photoAlt, scrollBehavior } from './photo-alt';
import { loadPhotoViewer, usePhotoViewer } from './use-photo-viewer';

export interface PhotoGalleryProps {
  /** The listing's title: alt texts and the viewer's name. */
  title: string;
  /** At least one, cover first. */
  photos: ListingPhoto[];
}

const arrowButton = cn(
  'absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full',
  'bg-black/55 text-2xl text-white hover:bg-black/75',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
);

// Fetch the viewer's code as soon as the visitor heads for a way in. A failure here is quiet:
// the click tries again and says so.
const preload = () => void loadPhotoViewer().catch(() => undefined);
const preloadViewer = { onPointerEnter: preload, onFocus: preload };

/**
 * A listing's photos on its page: one photo at a time in a fixed 3:2 frame (no layout shift), the
 * first loaded at once with high priority (it is the page's largest paint), the others when
 * shown; a counter, previous/next, thumbnails, and the full-screen viewer behind the photo itself
 * and "View all N photos".
 */
export function PhotoGallery({ title, photos }: PhotoGalleryProps) {
  const total = photos.length;
  const [index, setIndex] = useState(0);
  // A refetch may bring fewer photos (the agent deleted some): stay within them.
  const current = Math.min(index, total - 1);
  const photo = photos[current]!;
  const viewer = usePhotoViewer();
  const go = (to: number) => setIndex((to + total) % total);

  // Keep the chosen thumbnail in sight: only the strip scrolls, never the page.
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[current] as HTMLElement | undefined;
    if (!list || !item || typeof list.scrollTo !== 'function') return;
    const left = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left), behavior: scrollBehavior() });
  }, [current]);

  const { state } = viewer;
  return (
    <section aria-label="Photos" className="flex flex-col gap-2">
      <figure className="overflow-hidden rounded-lg border border-gray-200 bg-white">
        <div className="relative aspect-[3/2] bg-gray-900">
          <button
            type="button"
            aria-label={
              total > 1
                ? `Open photo ${current + 1} of ${total} full screen`
                : 'Open the photo full screen'
            }
            onClick={() => viewer.open(current)}
            {...preloadViewer}
            className={cn(
              'block h-full w-full cursor-zoom-in',
              'focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white',
            )}
          >
            <ListingPicture
              // A new element per photo: its placeholder shows until that photo has loaded.
              key={photo.id}
              photo={photo}
              alt={photoAlt(photo, title, current + 1, total)}
              sizes={GALLERY_MAIN_SIZES}
              loading={current === 0 ? 'eager' : 'lazy'}
              fetchPriority={current === 0 ? 'high' : undefined}
              fit="contain"
              className="h-full w-full"
            />
          </button>
          {total > 1 && (
            <>
              <button
                type="button"
                aria-label="Previous photo"
                onClick={() => go(current - 1)}
                className={cn(arrowButton, 'left-2')}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                aria-label="Next photo"
                onClick={() => go(current + 1)}
                className={cn(arrowButton, 'right-2')}
              >
                <span aria-hidden="true">›</span>
              </button>
              <p className="absolute right-2 bottom-2 rounded bg-black/65 px-2 py-0.5 text-sm text-white tabular-nums">
                <span aria-hidden="true">
                  {current + 1} / {total}
                </span>
                <span aria-live="polite" className="sr-only">
                  Photo {current + 1} of {total}
                </span>
              </p>
            </>
          )}
        </div>
        {photo.caption && (
          <figcaption className="px-3 py-2 text-sm text-gray-800">{photo.caption}</figcaption>
        )}
      </figure>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {total > 1 && (
          // contain: the strip scrolls within the page's width instead of widening the page
          // to the length of every thumbnail.
          <ul
            ref={strip}
            aria-label="Thumbnails"
            className="relative flex gap-2 overflow-x-auto p-1 [contain:inline-size] sm:flex-1"
          >
            {photos.map((p, i) => (
              <li key={p.id} className="shrink-0">
                <button
                  type="button"
                  aria-label={`Show photo ${i + 1}`}
                  aria-current={i === current || undefined}
                  onClick={() => setIndex(i)}
                  className={cn(
                    'block h-14 w-20 overflow-hidden rounded-md border-2 bg-gray-100',
                    i === current
                      ? 'border-emerald-700'
                      : 'border-transparent opacity-80 hover:opacity-100',
                    focusRing,
                  )}
                >
                  <ListingPicture
                    photo={p}
                    alt=""
                    sizes={GALLERY_THUMB_SIZES}
                    maxWidth={GALLERY_THUMB_MAX_WIDTH}
                    className="h-full w-full"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => viewer.open(current)}
          {...preloadViewer}
          className="shrink-0 self-start sm:self-auto"
        >
          {total === 1 ? 'View full screen' : `View all ${total} photos`}
        </Button>
      </div>

      {state.kind === 'failed' && (
        <Alert variant="error">
          Could not open the photo viewer. Check your connection and try again.
        </Alert>
      )}
      {state.kind === 'opening' && (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/80 text-white">
          <Spinner size="lg" label="Opening the photos…" />
        </div>
      )}
      {state.kind === 'open' && (
        <state.Viewer
          title={title}
          photos={photos}
          start={state.at}
          onClose={(at) => {
            setIndex(at);
            viewer.close();
          }}
        />
      )}
    </section>
  );
}
