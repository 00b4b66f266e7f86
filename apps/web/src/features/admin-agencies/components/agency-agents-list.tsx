import { Link } from 'react-router';
import { Messages } from '@afrinest/contract';
import { Badge, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useAgencyAgents } from '@/features/admin-agencies/api/get-agency-agents';
import { agentRoleLabels, textLinkClass } from '@/features/admin-agencies/agency-labels';

/**
 * The agents of one agency, shown when its row is expanded (loaded then, not with the table).
 * Only the first page is listed here; the full list is one link away on /admin/agents.
 */
export function AgencyAgentsList({
  agencyId,
  agencyName,
}: {
  agencyId: string;
  agencyName: string;
}) {
  const agents = useAgencyAgents(agencyId);
  if (agents.isPending) return <Spinner label="Loading the agents…" />;
  if (agents.isError)
    return <p role="alert">{getErrorMessage(agents.error, Messages.FAILED_DATA)}</p>;
  const { data, total } = agents.data;
  return (
    <div className="flex flex-col gap-2 text-sm">
      {data.length === 0 ? (
        <p>No agents yet. Invite the super agent from the agency’s edit page.</p>
      ) : (
        <ul aria-label={`Agents of ${agencyName}`} className="flex flex-col gap-1">
          {data.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-gray-900">{a.name}</span>
              <span className="break-all text-gray-700">{a.email}</span>
              <Badge tone={a.role === 'SUPER_AGENT' ? 'info' : 'neutral'}>
                {agentRoleLabels[a.role]}
              </Badge>
              {!a.active && <Badge tone="danger">Deactivated</Badge>}
            </li>
          ))}
        </ul>
      )}
      {total > data.length && (
        <p>
          {data.length} of {total} shown.
        </p>
      )}
      <Link to={`/admin/agents?agencyId=${agencyId}`} className={textLinkClass}>
        Manage the agents of {agencyName}
      </Link>
    </div>
  );
}
