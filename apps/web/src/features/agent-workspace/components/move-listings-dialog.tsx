import { useState } from 'react';
import { toast } from 'sonner';
import { PAGE_SIZE_MAX, type Agent } from '@afrinest/contract';
import { AgentTargetSelect, ModalDialog } from '@/components/move-listings';
import { Alert, Button } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useChangeAgentStatus } from '@/features/agent-workspace/api/change-agent-status';
import { useMoveListings } from '@/features/agent-workspace/api/move-listings';
import { useTeam } from '@/features/agent-workspace/api/get-team';

export interface MoveListingsDialogProps {
  agent: Agent;
  /** How many listings the agent holds, when known (deactivation asks for it first). */
  listingCount?: number;
  /** Deactivate after the move (or without one): the team page's "Deactivate" with listings. */
  deactivate: boolean;
  onClose(): void;
}

const plural = (n: number) => `${n} listing${n === 1 ? '' : 's'}`;

/**
 * Moves every listing of an agent to another active agent of the agency; when the agent is being
 * deactivated, it offers the move first so no listing is left with someone who has gone.
 */
export function MoveListingsDialog({
  agent,
  listingCount,
  deactivate,
  onClose,
}: MoveListingsDialogProps) {
  const [toAgentId, setToAgentId] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The targets: every active colleague (a team fits in one page of the largest size).
  const team = useTeam({ page: 1, pageSize: PAGE_SIZE_MAX });
  const move = useMoveListings();
  const change = useChangeAgentStatus();
  const targets = (team.data?.data ?? []).filter((a) => a.active && a.id !== agent.id);
  const busy = move.isPending || change.isPending;

  const run = async (withMove: boolean) => {
    setError(null);
    try {
      if (withMove) {
        const { moved } = await move.mutateAsync({ fromId: agent.id, toAgentId });
        const to = targets.find((a) => a.id === toAgentId)?.name ?? 'the agent chosen';
        toast.success(`${plural(moved)} moved from ${agent.name} to ${to}.`);
      }
      if (deactivate) {
        await change.mutateAsync({ id: agent.id, action: 'deactivate' });
        toast.success(`${agent.name} is deactivated: hidden from visitors and given no new leads.`);
      }
      onClose();
    } catch (e) {
      setError(getErrorMessage(e, 'Could not move the listings.'));
    }
  };

  return (
    <ModalDialog
      title={deactivate ? `Deactivate ${agent.name}` : `Move ${agent.name}'s listings`}
      busy={busy}
      onClose={onClose}
    >
      <p className="text-sm text-gray-700">
        {listingCount === undefined
          ? `Every listing of ${agent.name}, whatever its status, goes to the agent you choose.`
          : `${agent.name} has ${plural(listingCount)}. Move ${listingCount === 1 ? 'it' : 'them'} to another agent of your agency${deactivate ? ' before deactivating' : ''}.`}
      </p>
      <AgentTargetSelect
        targets={targets}
        loading={team.isPending}
        loadingLabel="Loading your team…"
        emptyMessage="No other active agent can take the listings."
        value={toAgentId}
        onChange={setToAgentId}
      />
      {error && <Alert variant="error">{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          Cancel
        </Button>
        {deactivate && (
          <Button variant="danger" disabled={busy} onClick={() => void run(false)}>
            Deactivate without moving
          </Button>
        )}
        <Button disabled={!toAgentId || busy} loading={busy} onClick={() => void run(true)}>
          {deactivate ? 'Move and deactivate' : 'Move listings'}
        </Button>
      </div>
    </ModalDialog>
  );
}
