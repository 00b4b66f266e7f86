import { Link, useParams } from 'react-router';
import { AgenciesMessages } from '@afrinest/contract';
import { Badge, Card, Spinner } from '@/components/ui';
import { useContactAgency } from '@/features/agencies/api/contact-agency';
import { usePublicAgency } from '@/features/agencies/api/get-public-agency';
import { AgentCard } from '@/features/agencies/components/agent-card';
import { ContactButtons } from '@/features/agencies/components/contact-buttons';
import { LoadFailed } from '@/features/agencies/components/load-failed';
import { NotFoundNotice } from '@/features/agencies/components/not-found-notice';
import { OwnerListings } from '@/features/agencies/components/owner-listings';
import { isNotFound } from '@/features/agencies/is-not-found';
import { usePageTitle } from '@/lib/page-title';

/**
 * /agencies/{id}: an ACTIVE agency's profile, its agents, its contact links and its active
 * listings; the document title is the agency's name.
 */
export function AgencyPage() {
  const { id = '' } = useParams();
  const agency = usePublicAgency(id);
  const contact = useContactAgency();
  usePageTitle(agency.data?.name);

  if (agency.isPending)
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <Spinner label="Loading the agency…" />
      </div>
    );
  if (agency.isError)
    return isNotFound(agency.error) ? (
      <NotFoundNotice title={AgenciesMessages.AGENCY_NOT_FOUND} />
    ) : (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <LoadFailed retrying={agency.isFetching} onRetry={() => void agency.refetch()} />
      </div>
    );

  const a = agency.data;
  const address = [a.addressLine, a.place?.label].filter(Boolean).join(', ');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {a.logoUrl && (
          <img
            src={a.logoUrl}
            alt={`${a.name} logo`}
            className="h-20 w-20 shrink-0 rounded-lg border border-gray-200 bg-white object-contain"
          />
        )}
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            {a.name}
            {a.verified && <Badge tone="success">Verified agency</Badge>}
          </h1>
          {address && (
            <address className="text-gray-700 not-italic">
              <span className="sr-only">Address: </span>
              {address}
            </address>
          )}
          {a.email && (
            <p className="text-sm text-gray-700">
              <a className="underline underline-offset-2" href={`mailto:${a.email}`}>
                {a.email}
              </a>
            </p>
          )}
          <p className="text-sm">
            <Link
              to={`/agencies/${encodeURIComponent(a.id)}/entitlements`}
              className="text-emerald-800 underline underline-offset-2"
            >
              Plan and listings
            </Link>
          </p>
          <ContactButtons
            name={a.name}
            whatsappUrl={a.whatsappUrl}
            phoneUrl={a.phoneUrl}
            onContact={(channel) => contact.mutate({ id: a.id, input: { channel } })}
          />
        </div>
      </header>
      {a.description && (
        <Card title={`About ${a.name}`}>
          <p className="whitespace-pre-line text-gray-800">{a.description}</p>
        </Card>
      )}
      <section aria-labelledby="agency-agents" className="flex flex-col gap-3">
        <h2 id="agency-agents" className="text-xl font-semibold text-gray-900">
          Agents
        </h2>
        {a.agents.length === 0 ? (
          <p className="text-gray-700">This agency has no agents listed yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {a.agents.map((agent) => (
              <AgentCard key={agent.id} agent={agent} showAgency={false} />
            ))}
          </ul>
        )}
      </section>
      <OwnerListings owner={{ agencyId: a.id }} name={a.name} />
    </div>
  );
}
