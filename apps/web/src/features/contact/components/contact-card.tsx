import type { ContactDetails } from '@afrinest/contract';
import { Card, cn, focusRing } from '@/components/ui';
import { config } from '@/lib/config';
import {
  directionsHref,
  formatPhone,
  mailtoHref,
  telHref,
  whatsappHref,
} from '@/features/contact/contact-links';

// Links that look like buttons: 44px tall for thumbs.
const actionLink = cn(
  'inline-flex min-h-11 w-full items-center justify-center rounded-md px-4 text-sm font-medium sm:w-auto',
  focusRing,
);
const primary = cn(actionLink, 'bg-emerald-700 text-white hover:bg-emerald-800');
const secondary = cn(actionLink, 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50');
const textLink = cn(
  'font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900',
  focusRing,
);

const NewTab = () => <span className="sr-only"> (opens in a new tab)</span>;

/** The company's address, opening hours, and one tap to call, chat on WhatsApp or email. */
export function ContactCard({ details }: { details: ContactDetails }) {
  const { companyName, addressLines, city, country, phone, whatsapp, email, openingHours } =
    details;
  return (
    <Card title={companyName}>
      <div className="flex flex-col gap-5 text-gray-800">
        <div>
          <h3 className="text-sm font-semibold text-gray-900">Office</h3>
          <address className="mt-1 not-italic">
            {addressLines.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
            <span className="block">
              {city}, {country}
            </span>
          </address>
          <a
            href={directionsHref(details.latitude, details.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(textLink, 'mt-2 inline-block text-sm')}
          >
            Get directions
            <NewTab />
          </a>
        </div>
        {openingHours && (
          <div>
            <h3 className="text-sm font-semibold text-gray-900">Opening hours</h3>
            <p className="mt-1">{openingHours}</p>
          </div>
        )}
        <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <li>
            <a href={telHref(phone)} className={primary}>
              Call {formatPhone(phone)}
            </a>
          </li>
          {whatsapp && (
            <li>
              <a
                href={whatsappHref(whatsapp, `Hello ${config.productName}, `)}
                target="_blank"
                rel="noopener noreferrer"
                className={secondary}
              >
                Chat on WhatsApp
                <NewTab />
              </a>
            </li>
          )}
          <li>
            <a href={mailtoHref(email)} className={cn(secondary, 'break-all')}>
              Email {email}
            </a>
          </li>
        </ul>
      </div>
    </Card>
  );
}
