import { Alert, Button, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useListing } from '../api/get-listing';
import { useSaveListing } from '../api/save-listing';
import { listingToForm } from '../form-values';
import { ListingForm } from './listing-form';
import type { AgentChoice } from './agent-section';

/** Loads a listing and edits it with the listing form; the page title becomes its title. */
export function ListingEdit({
  id,
  agentChoice,
  onSaved,
}: {
  id: string;
  agentChoice: AgentChoice;
  onSaved(): void;
}) {
  const listing = useListing(id);
  const save = useSaveListing();
  usePageTitle(listing.data?.title);
  if (listing.isPending) return <Spinner label="Loading the listing…" />;
  if (listing.isError)
    return (
      <Alert
        variant="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void listing.refetch()}>
            Try again
          </Button>
        }
      >
        {getErrorMessage(listing.error, 'The listing could not be loaded.')}
      </Alert>
    );
  return (
    <ListingForm
      key={listing.data.id}
      initial={listingToForm(listing.data)}
      initialAgencyId={listing.data.agency?.id ?? null}
      save={(input) => save.mutateAsync({ id, input })}
      onSaved={onSaved}
      submitLabel="Save the listing"
      agentChoice={agentChoice}
    />
  );
}
