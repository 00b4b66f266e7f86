import { useState } from 'react';
import { Button } from '@/components/ui';
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

/**
 * Share: the phone's own share sheet where there is one (WhatsApp, SMS, any app); elsewhere a
 * WhatsApp link and "Copy link". The shared URL gets its preview card from the web server.
 */
export function ShareListing({ title, url, share = browserShare() }: ShareListingProps) {
  const [copying, setCopying] = useState(false);

  if (share)
    return (
      <Button
        variant="secondary"
        onClick={() =>
          // Closing the sheet rejects with AbortError: that is the visitor's choice, not a failure.
          share({ title, text: title, url }).catch((e: unknown) => {
            if (!(e instanceof DOMException && e.name === 'AbortError'))
              toast('error', 'Could not open sharing. Copy the address bar instead.');
          })
        }
      >
        Share
      </Button>
    );

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
    <div className="flex flex-col gap-2 sm:flex-row">
      <a
        href={whatsappShareUrl(title, url)}
        target="_blank"
        rel="noopener noreferrer"
        className={actionStyles.secondary}
      >
        Share on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <Button variant="secondary" loading={copying} onClick={() => void copy()}>
        Copy link
      </Button>
    </div>
  );
}
