import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui';
import { actionStyles } from './action-styles';

// The form and its schema (zod, the phone rule) load when the visitor opens it, not with the page.
const ListingEnquiryForm = lazy(() =>
  import('./listing-enquiry-form').then((m) => ({ default: m.ListingEnquiryForm })),
);

/** "Send an enquiry" beside WhatsApp and Call: opens the enquiry form in place. */
export function EnquiryPanel({ listingId }: { listingId: string }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className={actionStyles.secondary} onClick={() => setOpen(true)}>
        Send an enquiry
      </button>
    );
  return (
    <Suspense fallback={<Spinner label="Loading the form…" />}>
      <ListingEnquiryForm listingId={listingId} />
    </Suspense>
  );
}
