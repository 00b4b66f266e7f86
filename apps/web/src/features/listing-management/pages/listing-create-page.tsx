import { useNavigate } from 'react-router';
import { usePreferences } from '@/lib/format-preferences';
import { useSaveListing } from '../api/save-listing';
import { AgentAreaShell } from '../components/agent-area-shell';
import { ListingForm } from '../components/listing-form';
import { emptyListingForm } from '../form-values';

/**
 * /agent/properties/new: a new listing for the agent's agency, published (ACTIVE) at once; with
 * no free listing slot the API keeps it INACTIVE, and the listings page says why (slotsFull).
 */
export function ListingCreatePage() {
  const navigate = useNavigate();
  const { currency } = usePreferences();
  const save = useSaveListing();
  return (
    <AgentAreaShell title="Add a listing">
      {(me) => (
        <ListingForm
          initial={emptyListingForm(currency)}
          save={(input) => save.mutateAsync({ input })}
          onSaved={(saved) =>
            void navigate(
              '/agent/properties',
              saved.status === 'INACTIVE' ? { state: { slotsFull: true } } : undefined,
            )
          }
          submitLabel="Publish the listing"
          agentChoice={me.role === 'SUPER_AGENT' ? 'team' : 'self'}
        />
      )}
    </AgentAreaShell>
  );
}
