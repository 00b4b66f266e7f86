import type { ContactChannel } from '@afrinest/contract';
import { cn, focusRing } from '@/components/ui';

export interface ContactButtonsProps {
  /** Click-to-chat link with the prefilled enquiry, as the API built it; null hides the button. */
  whatsappUrl: string | null;
  phoneUrl: string | null;
  /** Who is contacted, for the links' accessible names ("WhatsApp Kampala Prime Properties"). */
  name: string;
  /** Records the lead (POST …/contact); the link itself opens at once, whatever the answer. */
  onContact(channel: ContactChannel): void;
  className?: string;
}

// Links that look like buttons: 44px tall for thumbs, full width on phones.
const actionLink = cn(
  'inline-flex min-h-11 w-full items-center justify-center rounded-md px-4 text-sm font-medium sm:w-auto',
  focusRing,
);
const primary = cn(actionLink, 'bg-emerald-700 text-white hover:bg-emerald-800');
const secondary = cn(actionLink, 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50');

/**
 * WhatsApp and Call as real links (they work with JavaScript off, and on a long press "copy
 * link"); a click also records the lead in the background. The link is not held back until
 * the lead is saved: a visitor on a slow network must not wait, nor be blocked by a pop-up
 * blocker, to reach the agent (ADR 0010).
 */
export function ContactButtons({
  whatsappUrl,
  phoneUrl,
  name,
  onContact,
  className,
}: ContactButtonsProps) {
  if (!whatsappUrl && !phoneUrl) return null;
  return (
    <ul className={cn('flex flex-col gap-2 sm:flex-row sm:flex-wrap', className)}>
      {whatsappUrl && (
        <li>
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={primary}
            onClick={() => onContact('WHATSAPP')}
          >
            WhatsApp<span className="sr-only"> {name} (opens in a new tab)</span>
          </a>
        </li>
      )}
      {phoneUrl && (
        <li>
          <a href={phoneUrl} className={secondary} onClick={() => onContact('PHONE')}>
            Call {phoneUrl.replace(/^tel:/, '')}
            <span className="sr-only"> ({name})</span>
          </a>
        </li>
      )}
    </ul>
  );
}
