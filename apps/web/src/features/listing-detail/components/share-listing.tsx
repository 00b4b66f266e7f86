import { useId, useState } from 'react';
import { Button, cn, focusRing } from '@/components/ui';
import { useHydrated } from '@/lib/use-hydrated';
import { actionStyles } from './action-styles';

export interface ShareListingProps {
  title: string;
  /** The listing's public URL. */
  url: string;
  /** Test seam: the browser's share sheet, when it has one. */
  share?: ((data: ShareData) => Promise<void>) | null;
}

const browserShare = (): ((data: ShareData) => Promise<void>) | null =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function'
    ? (data) => navigator.share(data)
    : null;

const toast = (kind: 'success' | 'error', message: string) =>
  void import('sonner').then(({ toast: t }) => t[kind](message));

/** A WhatsApp "send to a contact" link with the listing's title and URL as the message. */
export const whatsappShareUrl = (title: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;

/** The share icon: a box with an arrow leaving it. */
const ShareIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="h-5 w-5 text-gray-700"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M12 15V3m0 0L7.5 7.5M12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
  </svg>
);

/**
 * Share as one round icon button beside the favourite heart, named "Share" for screen readers:
 * the phone's own share sheet where there is one (WhatsApp, SMS, any app); elsewhere it opens a
 * WhatsApp link and "Copy link". The shared URL gets its preview card from the web server.
 */
export function ShareListing({ title, url, share: sheet = browserShare() }: ShareListingProps) {
  // The server has no share sheet: the page's first render in the browser must match it.
  const share = useHydrated() ? sheet : null;
  const [open, setOpen] = useState(false);
  const [copying, setCopying] = useState(false);
  const panelId = useId();

  const onClick = () => {
    if (!share) return setOpen((was) => !was);
    // Closing the sheet rejects with AbortError: that is the visitor's choice, not a failure.
    share({ title, text: title, url }).catch((e: unknown) => {
      if (!(e instanceof DOMException && e.name === 'AbortError'))
        toast('error', 'Could not open sharing. Copy the address bar instead.');
    });
  };
  const copy = async () => {
    setCopying(true);
    try {
      await navigator.clipboard.writeText(url);
      toast('success', 'Link copied.');
    } catch {
      toast('error', 'Could not copy the link. Copy the address bar instead.');
    } finally {
      setCopying(false);
    }
  };

  return (
    <div className="relative">
      <button
        type="button"
        aria-label="Share"
        title="Share"
        onClick={onClick}
        {...(share ? {} : { 'aria-expanded': open, 'aria-controls': panelId })}
        className={cn(
          'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-gray-200 hover:bg-white',
          focusRing,
        )}
      >
        <ShareIcon />
      </button>
      {!share && open && (
        <div
          id={panelId}
          className="absolute right-0 z-20 mt-2 flex w-56 flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 shadow-lg"
        >
          <a
            href={whatsappShareUrl(title, url)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(actionStyles.secondary, 'sm:w-full')}
          >
            Share on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Button
            variant="secondary"
            className="w-full"
            loading={copying}
            onClick={() => void copy()}
          >
            Copy link
          </Button>
        </div>
      )}
    </div>
  );
}
