import { toast } from 'sonner';
import type { Invitation } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useCancelInvitation } from '@/features/admin-agencies/api/cancel-invitation';
import { agentRoleLabels, formatDate } from '@/features/admin-agencies/agency-labels';

function CancelButton({ invitation }: { invitation: Invitation }) {
  const cancel = useCancelInvitation();
  const run = async () => {
    try {
      await cancel.mutateAsync({ agencyId: invitation.agencyId, invitationId: invitation.id });
      toast.success(`The invitation to ${invitation.email} is cancelled.`);
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not cancel the invitation.'));
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={cancel.isPending}
      onClick={() => void run()}
      aria-label={`Cancel the invitation to ${invitation.email}`}
    >
      Cancel invitation
    </Button>
  );
}

/** Invitations not yet accepted, each with a way to take it back (a wrong address, a leaver). */
export function OpenInvitationsList({ invitations }: { invitations: Invitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <div className="mt-6 flex flex-col gap-2 text-sm">
      <h3 className="font-semibold text-gray-900">Waiting for an answer</h3>
      <ul aria-label="Open invitations" className="flex flex-col divide-y divide-gray-200">
        {invitations.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0">
              {i.name} · <span className="break-all">{i.email}</span> · {agentRoleLabels[i.role]} ·
              until {formatDate(i.expiresAt)}
            </span>
            <CancelButton invitation={i} />
          </li>
        ))}
      </ul>
    </div>
  );
}
