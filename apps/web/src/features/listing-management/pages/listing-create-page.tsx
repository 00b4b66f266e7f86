import { useNavigate } from 'react-router';
import { usePreferences } from '@/lib/format-preferences';
import { useSaveListing } from '../api/save-listing';
import { AgentAreaShell } from '../components/agent-area-shell';
import { ListingForm } from '../components/listing-form';
import { emptyListingForm } from '../form-values';

/** /agent/properties/new: a new listing for the agent's agency, published (ACTIVE) at once. */
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
          onSaved={() => void navigate('/agent/properties')}
          submitLabel="Publish the listing"
          agentChoice={me.role === 'SUPER_AGENT' ? 'team' : 'self'}
        />
      )}
    </AgentAreaShell>
  );
}
