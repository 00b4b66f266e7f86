import { Link } from 'react-router';
import type { PublicAgent } from '@afrinest/contract';
import { Badge, cn, focusRing } from '@/components/ui';
import { useContactBroker } from '@/features/agencies/api/contact-broker';
import { AgentAvatar } from '@/features/agencies/components/agent-avatar';
import { ContactButtons } from '@/features/agencies/components/contact-buttons';

const nameLink = cn('font-semibold text-gray-900 underline-offset-2 hover:underline', focusRing);

/** One agent in a list: photo, name (to their page), agency, areas served and contact links. */
export function AgentCard({
  agent,
  showAgency = true,
}: {
  agent: PublicAgent;
  showAgency?: boolean;
}) {
  const contact = useContactBroker();
  const areas = agent.areasServed.map((p) => p.name);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <AgentAvatar name={agent.name} photoUrl={agent.photoUrl} />
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2">
            <Link to={`/brokers/${agent.id}`} className={nameLink}>
              {agent.name}
            </Link>
            {agent.role === 'SUPER_AGENT' && <Badge tone="info">Team lead</Badge>}
          </h3>
          {showAgency && (
            <p className="text-sm text-gray-700">
              <Link
                to={`/agencies/${agent.agencyId}`}
                className={cn('underline underline-offset-2', focusRing)}
              >
                {agent.agencyName}
              </Link>
            </p>
          )}
          {areas.length > 0 && (
            <p className="mt-1 text-sm text-gray-700">
              <span className="font-medium">Areas:</span> {areas.join(', ')}
            </p>
          )}
          {agent.languages.length > 0 && (
            <p className="text-sm text-gray-700">
              <span className="font-medium">Speaks:</span> {agent.languages.join(', ')}
            </p>
          )}
        </div>
      </div>
      <ContactButtons
        name={agent.name}
        whatsappUrl={agent.whatsappUrl}
        phoneUrl={agent.phoneUrl}
        onContact={(channel) => contact.mutate({ id: agent.id, input: { channel } })}
      />
    </li>
  );
}
