import { Link } from 'react-router';
import type { Agency } from '@afrinest/contract';
import { Badge, Card, type BadgeTone } from '@/components/ui';

/** Where a request stands, in the requester's words. */
export type RequestStage = 'pending' | 'approved' | 'rejected' | 'suspended';

/**
 * PENDING waits for an admin; ACTIVE is approved; SUSPENDED is a refusal with the admin's
 * reason, unless the requester already runs the agency (it was approved, then suspended).
 */
export function requestStage(request: Agency, myAgencyId: string | null): RequestStage {
  if (request.status === 'PENDING') return 'pending';
  if (request.status === 'ACTIVE') return 'approved';
  return myAgencyId === request.id ? 'suspended' : 'rejected';
}

const badges: Record<RequestStage, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  suspended: { label: 'Suspended', tone: 'danger' },
};

const linkClass = 'font-medium text-emerald-800 underline hover:text-emerald-900';

export function RequestStatusCard({ request, stage }: { request: Agency; stage: RequestStage }) {
  const badge = badges[stage];
  return (
    <Card>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-lg font-semibold text-gray-900">{request.name}</h2>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        {stage === 'pending' && (
          <p className="text-gray-700">
            We check every agency before its listings go live. Come back here to see where your
            request stands; nothing more is needed from you for now.
          </p>
        )}
        {stage === 'approved' && (
          <p className="text-gray-700">
            You run {request.name}: add your listings and invite your agents.{' '}
            {/* A full load: the new role (super agent) comes with the profile it fetches. */}
            <Link to="/agent/properties/new" reloadDocument className={linkClass}>
              Add your first listing
            </Link>
          </p>
        )}
        {(stage === 'rejected' || stage === 'suspended') && (
          <>
            <p className="text-gray-700">
              {stage === 'rejected'
                ? `We could not approve ${request.name}.`
                : `${request.name} is suspended: its listings are hidden.`}
            </p>
            {request.statusReason && (
              <p className="rounded-md bg-gray-50 p-3 text-gray-800">{request.statusReason}</p>
            )}
            <p className="text-gray-700">
              Questions?{' '}
              <Link to="/contact" className={linkClass}>
                Contact us
              </Link>
            </p>
          </>
        )}
      </div>
    </Card>
  );
}
