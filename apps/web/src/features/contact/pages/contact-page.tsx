import { Messages } from '@afrinest/contract';
import { Alert, Button, EmptyState, Spinner } from '@/components/ui';
import { useContactDetails } from '@/lib/get-contact-details';
import { ContactCard } from '@/features/contact/components/contact-card';
import { OfficeMap } from '@/features/contact/components/office-map';

/** /contact: how to reach the company (SPEC §2), from the details an admin sets. */
export function ContactPage() {
  const contact = useContactDetails();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Contact us</h1>
        <p className="mt-2 max-w-2xl text-gray-700">
          Questions about a property, a plot or listing with us? Call us, send a WhatsApp message or
          an email, or visit our office.
        </p>
      </div>
      {contact.isPending ? (
        <Spinner label="Loading the contact details…" />
      ) : contact.isError ? (
        <Alert
          variant="error"
          action={
            <Button
              variant="secondary"
              size="sm"
              loading={contact.isFetching}
              onClick={() => void contact.refetch()}
            >
              Try again
            </Button>
          }
        >
          {Messages.FAILED_DATA}
        </Alert>
      ) : contact.data === null ? (
        <EmptyState
          title={Messages.CONTACT_UNAVAILABLE}
          description="Please check back soon."
          className="rounded-lg border border-gray-200 bg-white"
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <ContactCard details={contact.data} />
          <OfficeMap details={contact.data} />
        </div>
      )}
    </div>
  );
}
