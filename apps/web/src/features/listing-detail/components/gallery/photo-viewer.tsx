import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { ListingPhoto } from '@afrinest/contract';
import { ListingPicture } from '@/components/photo';
import { cn } from '@/components/ui';
import { VIEWER_SIZES } from './gallery-sizes';
import { lockPageBehind } from './lock-page-behind';
import { photoAlt, scrollBehavior } from './photo-alt';

export interface PhotoViewerProps {
  title: string;
  photos: ListingPhoto[];
  /** The photo to open on. */
  start: number;
  /** Closed on this photo: the gallery shows it next. */
  onClose(at: number): void;
}

/** A photo counts as the one in view once 60% of it is. */
const IN_VIEW = 0.6;

const roundButton = cn(
  'flex h-11 w-11 items-center justify-center rounded-full bg-black/60 text-2xl text-white',
  'hover:bg-black/80 aria-disabled:cursor-default aria-disabled:opacity-30',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
);

/**
 * Every photo of a listing, full screen (loaded on the first open, never with the page). The
 * photos sit side by side in a CSS scroll-snap track, so a finger swipe moves from photo to photo
 * natively on a phone; the buttons and the ← → keys scroll the same track. The counter and the
 * caption follow whichever photo is in view, however it got there. Escape or Close closes it and
 * gives focus back to what opened it; the page behind is locked while it is open.
 */
export function PhotoViewer({ title, photos, start, onClose }: PhotoViewerProps) {
  const total = photos.length;
  // The photo it opened on: shown at once, with its neighbours loaded eagerly.
  const [opened] = useState(() => Math.min(Math.max(start, 0), total - 1));
  const [index, setIndex] = useState(opened);
  const dialog = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const photo = photos[index] ?? photos[0]!;

  // Open on the chosen photo at once: no animation through the ones before it.
  useLayoutEffect(() => {
    const el = track.current;
    if (el) el.scrollLeft = opened * el.clientWidth;
  }, [opened]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPageBehind(dialog.current!);
    dialog.current!.focus();
    return () => {
      unlock();
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.intersectionRatio >= IN_VIEW)
            setIndex(Number((entry.target as HTMLElement).dataset.index));
      },
      { root: el, threshold: IN_VIEW },
    );
    for (const slide of Array.from(el.children)) observer.observe(slide);
    return () => observer.disconnect();
  }, [total]);

  const go = (to: number) => {
    const next = Math.min(Math.max(to, 0), total - 1);
    setIndex(next);
    const el = track.current;
    el?.scrollTo({ left: next * el.clientWidth, behavior: scrollBehavior() });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: total - 1,
    };
    if (e.key === 'Escape') onClose(index);
    else if (e.key in moves) go(moves[e.key]!);
    else return;
    // The track scrolls by itself on arrow keys: one move, not two.
    e.preventDefault();
  };

  const atStart = index === 0;
  const atEnd = index === total - 1;

  // The keys are caught on a wrapper as they bubble up from the dialog and anything in it.
  return createPortal(
    <div role="presentation" onKeyDown={onKeyDown}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={`Photos of ${title}`}
        tabIndex={-1}
        className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
      >
        <div className="flex items-center justify-between gap-3 px-3 py-2">
          <p aria-live="polite" className="text-sm tabular-nums">
            <span aria-hidden="true">
              {index + 1} / {total}
            </span>
            <span className="sr-only">
              Photo {index + 1} of {total}
            </span>
          </p>
          <button
            type="button"
            onClick={() => onClose(index)}
            className={cn(
              'flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-white/10',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
            )}
          >
            <span aria-hidden="true" className="text-lg">
              ✕
            </span>
            Close
          </button>
        </div>

        <div className="relative min-h-0 flex-1">
          <ul
            ref={track}
            className={cn(
              'flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain',
              '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
            )}
          >
            {photos.map((p, i) => (
              <li
                key={p.id}
                data-index={i}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${total}`}
                className="h-full w-full shrink-0 snap-center snap-always"
              >
                <ListingPicture
                  photo={p}
                  alt={photoAlt(p, title, i + 1, total)}
                  sizes={VIEWER_SIZES}
                  fit="contain"
                  // The chosen photo and its neighbours at once, the rest as the visitor nears them.
                  loading={Math.abs(i - opened) <= 1 ? 'eager' : 'lazy'}
                  className="h-full w-full"
                />
              </li>
            ))}
          </ul>
          {total > 1 && (
            <>
              <button
                type="button"
                aria-label="Previous photo"
                aria-disabled={atStart || undefined}
                onClick={() => go(index - 1)}
                className={cn(roundButton, 'absolute top-1/2 left-2 -translate-y-1/2')}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                aria-label="Next photo"
                aria-disabled={atEnd || undefined}
                onClick={() => go(index + 1)}
                className={cn(roundButton, 'absolute top-1/2 right-2 -translate-y-1/2')}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
        </div>

        <p className="min-h-12 px-4 py-3 text-center text-sm text-gray-100">{photo.caption}</p>
      </div>
    </div>,
    document.body,
  );
}
