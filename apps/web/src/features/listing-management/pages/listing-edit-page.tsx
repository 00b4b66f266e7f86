import { Link, useNavigate, useParams } from 'react-router';
import { AgentAreaShell } from '../components/agent-area-shell';
import { ListingEdit } from '../components/listing-edit';
import { secondaryLinkClass } from '../labels';

/** /agent/properties/{id}/edit: the own agency's listing (another agency's answers 403). */
export function ListingEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AgentAreaShell
      title="Edit a listing"
      actions={
        <Link to={`/agent/properties/${id}/media`} className={secondaryLinkClass}>
          Photos
        </Link>
      }
    >
      {(me) => (
        <ListingEdit
          id={id}
          agentChoice={me.role === 'SUPER_AGENT' ? 'team' : 'self'}
          onSaved={() => void navigate('/agent/properties')}
        />
      )}
    </AgentAreaShell>
  );
}
