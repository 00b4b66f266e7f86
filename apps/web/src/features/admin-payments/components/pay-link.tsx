import { CopyButton } from '@/components/copy-button';
import { textLinkClass } from '@/features/admin-payments/payment-labels';

/** A request's pay link as people paste it: a path from the API is made whole with this site. */
export const absoluteLink = (url: string) =>
  url.startsWith('/') ? `${window.location.origin}${url}` : url;

/** The page the agency pays on, with a button that copies it. */
export function PayLink({ url, agencyName }: { url: string; agencyName: string }) {
  const link = absoluteLink(url);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        className={`${textLinkClass} break-all`}
      >
        {link}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <CopyButton
        text={link}
        label={`Copy the pay link for ${agencyName}`}
        copiedMessage="Link copied."
        failedMessage="Could not copy the link. Select it and copy it instead."
      />
    </div>
  );
}
