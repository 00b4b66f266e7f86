import { useState } from 'react';
import { toast } from 'sonner';
import { PAGE_SIZE_MAX, type Agent } from '@afrinest/contract';
import { AgentTargetSelect, ModalDialog } from '@/components/move-listings';
import { Alert, Button } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useAdminAgents } from '@/features/admin-agencies/api/get-admin-agents';
import { useMoveAgentListings } from '@/features/admin-agencies/api/move-agent-listings';

export interface MoveListingsDialogProps {
  agent: Agent;
  onClose(): void;
}

/** An admin moves every listing of an agent to another active agent of the same agency. */
export function MoveListingsDialog({ agent, onClose }: MoveListingsDialogProps) {
  const [toAgentId, setToAgentId] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The agency's agents fit in one page of the largest size.
  const colleagues = useAdminAgents({ agencyId: agent.agencyId, page: 1, pageSize: PAGE_SIZE_MAX });
  const move = useMoveAgentListings();
  const targets = (colleagues.data?.data ?? []).filter((a) => a.active && a.id !== agent.id);

  const run = async () => {
    setError(null);
    try {
      const { moved } = await move.mutateAsync({ fromId: agent.id, toAgentId });
      const to = targets.find((a) => a.id === toAgentId)?.name ?? 'the agent chosen';
      toast.success(`${moved} listing${moved === 1 ? '' : 's'} moved from ${agent.name} to ${to}.`);
      onClose();
    } catch (e) {
      setError(getErrorMessage(e, 'Could not move the listings.'));
    }
  };

  return (
    <ModalDialog title={`Move ${agent.name}'s listings`} busy={move.isPending} onClose={onClose}>
      <p className="text-sm text-gray-700">
        Every listing of {agent.name}, whatever its status, goes to the agent of {agent.agencyName}{' '}
        you choose.
      </p>
      <AgentTargetSelect
        targets={targets}
        loading={colleagues.isPending}
        loadingLabel="Loading the agency's agents…"
        emptyMessage="No other active agent of this agency can take them."
        value={toAgentId}
        onChange={setToAgentId}
      />
      {error && <Alert variant="error">{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={move.isPending} onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={!toAgentId || move.isPending}
          loading={move.isPending}
          onClick={() => void run()}
        >
          Move listings
        </Button>
      </div>
    </ModalDialog>
  );
}
