import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Spinner } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useConfirmListing } from '../api/confirm-listing';

const linkClass = 'font-medium text-emerald-700 underline hover:text-emerald-800';

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Kampala',
  });

/**
 * /listing-confirm/{token}: the agent's "still available" link (issue 46). It POSTs once when
 * the page runs, so a mail scanner that only fetches the page does not use the link.
 */
export function ListingConfirmPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmListing();
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  let body;
  if (confirm.isSuccess) {
    body = (
      <Alert variant="success">
        Thank you: “{confirm.data.title}” stays live until {dayOf(confirm.data.confirmedUntil)}. We
        will ask again before then.
      </Alert>
    );
  } else if (confirm.isError) {
    body = <Alert variant="error">{toApiError(confirm.error).message}</Alert>;
  } else {
    body = <Spinner label="Confirming your listing…" />;
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold text-gray-900">Is your listing still available?</h1>
        <div className="mt-6">{body}</div>
        {!confirm.isPending && !confirm.isIdle && (
          <p className="mt-4 text-sm text-gray-700">
            <Link className={linkClass} to="/agent/properties">
              Sign in to manage your listings
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
