import { toast } from 'sonner';
import type { Invitation } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format-preferences';
import { useRevokeInvitation } from '@/features/agent-workspace/api/revoke-invitation';

function RevokeButton({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeInvitation();
  const run = async () => {
    try {
      await revoke.mutateAsync(invitation.id);
      toast.success(`The invitation to ${invitation.email} is revoked.`);
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not revoke the invitation.'));
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={revoke.isPending}
      onClick={() => void run()}
      aria-label={`Revoke the invitation to ${invitation.email}`}
    >
      Revoke
    </Button>
  );
}

/** Invitations not yet accepted: who, until when, and a way to take one back. */
export function InvitationsList({ invitations }: { invitations: Invitation[] }) {
  const format = useFormat();
  if (invitations.length === 0)
    return <p className="text-sm text-gray-700">No invitations are waiting.</p>;
  return (
    <ul className="flex flex-col divide-y divide-gray-200" aria-label="Pending invitations">
      {invitations.map((inv) => (
        <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div className="min-w-0">
            <p className="font-medium text-gray-900">{inv.name}</p>
            <p className="text-sm break-all text-gray-700">
              {inv.email} · valid until {format.date(inv.expiresAt)}
            </p>
          </div>
          <RevokeButton invitation={inv} />
        </li>
      ))}
    </ul>
  );
}
