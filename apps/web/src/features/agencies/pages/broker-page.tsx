import { Link, useParams } from 'react-router';
import { AgenciesMessages } from '@afrinest/contract';
import { Badge, Card, cn, focusRing, Spinner } from '@/components/ui';
import { useContactBroker } from '@/features/agencies/api/contact-broker';
import { useBroker } from '@/features/agencies/api/get-broker';
import { AgentAvatar } from '@/features/agencies/components/agent-avatar';
import { ContactButtons } from '@/features/agencies/components/contact-buttons';
import { LoadFailed } from '@/features/agencies/components/load-failed';
import { NotFoundNotice } from '@/features/agencies/components/not-found-notice';
import { OwnerListings } from '@/features/agencies/components/owner-listings';
import { isNotFound } from '@/features/agencies/is-not-found';
import { usePageTitle } from '@/lib/page-title';

/**
 * /brokers/{id}: an agent's public profile with their agency, contact links and active listings;
 * the document title is the agent's name.
 */
export function BrokerPage() {
  const { id = '' } = useParams();
  const broker = useBroker(id);
  const contact = useContactBroker();
  usePageTitle(broker.data?.name);

  if (broker.isPending)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Spinner label="Loading the agent…" />
      </div>
    );
  if (broker.isError)
    return isNotFound(broker.error) ? (
      <NotFoundNotice title={AgenciesMessages.AGENT_NOT_FOUND} />
    ) : (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed retrying={broker.isFetching} onRetry={() => void broker.refetch()} />
      </div>
    );

  const b = broker.data;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <AgentAvatar name={b.name} photoUrl={b.photoUrl} size="lg" />
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            {b.name}
            {b.role === 'SUPER_AGENT' && <Badge tone="info">Team lead</Badge>}
          </h1>
          <p className="text-gray-700">
            Agent at{' '}
            <Link
              to={`/agencies/${b.agencyId}`}
              className={cn('font-medium underline underline-offset-2', focusRing)}
            >
              {b.agencyName}
            </Link>
          </p>
          <ContactButtons
            name={b.name}
            whatsappUrl={b.whatsappUrl}
            phoneUrl={b.phoneUrl}
            onContact={(channel) => contact.mutate({ id: b.id, input: { channel } })}
          />
        </div>
      </header>
      {b.bio && (
        <Card title={`About ${b.name}`}>
          <p className="whitespace-pre-line text-gray-800">{b.bio}</p>
        </Card>
      )}
      <Card title="Details">
        <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-gray-900">Areas served</dt>
          <dd className="text-gray-800">
            {b.areasServed.length ? (
              <ul className="flex flex-col gap-1">
                {b.areasServed.map((p) => (
                  <li key={p.id}>{p.label}</li>
                ))}
              </ul>
            ) : (
              'Not given'
            )}
          </dd>
          <dt className="font-medium text-gray-900">Languages</dt>
          <dd className="text-gray-800">
            {b.languages.length ? b.languages.join(', ') : 'Not given'}
          </dd>
        </dl>
      </Card>
      <OwnerListings owner={{ agentId: b.id }} name={b.name} />
    </div>
  );
}
