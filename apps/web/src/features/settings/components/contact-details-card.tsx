import { toast } from 'sonner';
import { Messages, type UpdateContactDetails } from '@afrinest/contract';
import { Alert, Button, Card, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useContactDetails } from '@/lib/get-contact-details';
import { useUpdateContactDetails } from '@/features/settings/api/update-contact-details';
import { ContactDetailsForm } from '@/features/settings/components/contact-details-form';

/** The settings card for the details the public Contact page shows. */
export function ContactDetailsCard() {
  // Fresh on opening, and not refetched under a half-filled form: the admin may leave to look up
  // the office's coordinates.
  const details = useContactDetails({ staleTime: 0, retry: false, refetchOnWindowFocus: false });
  const update = useUpdateContactDetails();

  const save = async (values: UpdateContactDetails) => {
    try {
      await update.mutateAsync(values);
      toast.success('Contact details saved.');
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not save the contact details.'));
    }
  };

  return (
    <Card title="Contact details">
      {details.isPending ? (
        <Spinner label="Loading the contact details…" />
      ) : details.isError ? (
        <Alert
          variant="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void details.refetch()}>
              Try again
            </Button>
          }
        >
          {getErrorMessage(details.error, Messages.FAILED_DATA)}
        </Alert>
      ) : (
        <>
          {details.data === null && (
            <p className="mb-4 text-sm text-gray-700">
              Not set yet: the Contact page says so until you save them.
            </p>
          )}
          <ContactDetailsForm
            // A fresh form when what the server holds changes (after a save), and only then.
            key={JSON.stringify(details.data)}
            current={details.data}
            onSubmit={save}
          />
        </>
      )}
    </Card>
  );
}
