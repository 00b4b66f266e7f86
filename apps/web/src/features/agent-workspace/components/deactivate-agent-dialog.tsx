import { toast } from 'sonner';
import type { Agent } from '@afrinest/contract';
import { ConfirmDialog } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useChangeAgentStatus } from '@/features/agent-workspace/api/change-agent-status';

/** Asks before deactivating an agent who holds no listings (one with listings gets the move). */
export function DeactivateAgentDialog({ agent, onClose }: { agent: Agent; onClose(): void }) {
  const change = useChangeAgentStatus();
  const confirm = async () => {
    try {
      await change.mutateAsync({ id: agent.id, action: 'deactivate' });
      toast.success(`${agent.name} is deactivated: hidden from visitors and given no new leads.`);
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not change the agent.'));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      title={`Deactivate ${agent.name}?`}
      confirmLabel="Deactivate"
      danger
      busy={change.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {agent.name} will be hidden from visitors and get no new leads. The account is kept: you can
      reactivate them at any time.
    </ConfirmDialog>
  );
}
