import { Link } from 'react-router';
import type { Listing } from '@afrinest/contract';
import { Card, cn, focusRing } from '@/components/ui';
import { actionStyles } from './action-styles';
import { EnquiryPanel } from './enquiry-panel';
import { useAgentContact } from './use-agent-contact';

/** Initials on a tinted disc when the agent has no photo. */
function AgentPhoto({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  if (photoUrl)
    return <img src={photoUrl} alt="" className="h-14 w-14 shrink-0 rounded-full object-cover" />;
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <span
      aria-hidden="true"
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-lg font-semibold text-emerald-800"
    >
      {initials}
    </span>
  );
}

/**
 * Who to talk to: the agent (photo, name, profile), the agency, and WhatsApp and Call (each tap
 * records a lead for this listing: useAgentContact), and the enquiry form (EnquiryPanel).
 */
export function AgentCard({ listing }: { listing: Listing }) {
  const { agent, profile, onContact } = useAgentContact(listing);

  return (
    <Card title="Contact the agent">
      <div className="flex flex-col gap-4">
        {listing.agent && (
          <div className="flex items-center gap-3">
            <AgentPhoto name={listing.agent.name} photoUrl={profile?.photoUrl ?? null} />
            <div className="flex min-w-0 flex-col">
              {profile ? (
                <Link
                  to={`/brokers/${encodeURIComponent(profile.id)}`}
                  className={cn(
                    'font-semibold text-gray-900 underline-offset-2 hover:underline',
                    focusRing,
                  )}
                >
                  {listing.agent.name}
                </Link>
              ) : (
                <span className="font-semibold text-gray-900">{listing.agent.name}</span>
              )}
              {listing.agency && (
                <Link
                  to={`/agencies/${encodeURIComponent(listing.agency.id)}`}
                  className={cn('text-sm text-gray-700 underline underline-offset-2', focusRing)}
                >
                  {listing.agency.name}
                </Link>
              )}
            </div>
          </div>
        )}
        {profile && (profile.whatsappUrl || profile.phoneUrl) ? (
          <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {profile.whatsappUrl && (
              <li>
                <a
                  href={profile.whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={actionStyles.primary}
                  onClick={onContact('WHATSAPP')}
                >
                  WhatsApp<span className="sr-only"> {profile.name} (opens in a new tab)</span>
                </a>
              </li>
            )}
            {profile.phoneUrl && (
              <li>
                <a
                  href={profile.phoneUrl}
                  className={actionStyles.secondary}
                  onClick={onContact('PHONE')}
                >
                  Call {profile.phoneUrl.replace(/^tel:/, '')}
                  <span className="sr-only"> ({profile.name})</span>
                </a>
              </li>
            )}
          </ul>
        ) : (
          !agent.isLoading &&
          listing.agency && (
            // No reachable agent (left the agency, no numbers): the agency's page has its own.
            <Link
              to={`/agencies/${encodeURIComponent(listing.agency.id)}`}
              className={actionStyles.secondary}
            >
              Contact {listing.agency.name}
            </Link>
          )
        )}
        {listing.agency && <EnquiryPanel listingId={listing.id} />}
      </div>
    </Card>
  );
}
