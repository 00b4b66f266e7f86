import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PAGE_SIZE_MAX, type Agent } from '@afrinest/contract';
import { Alert, Button, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useAdminAgents } from '@/features/admin-agencies/api/get-admin-agents';
import { useMoveAgentListings } from '@/features/admin-agencies/api/move-agent-listings';

export interface MoveListingsDialogProps {
  agent: Agent;
  onClose(): void;
}

/** An admin moves every listing of an agent to another active agent of the same agency. */
export function MoveListingsDialog({ agent, onClose }: MoveListingsDialogProps) {
  const titleId = useId();
  const selectId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [toAgentId, setToAgentId] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The agency's agents fit in one page of the largest size.
  const colleagues = useAdminAgents({ agencyId: agent.agencyId, page: 1, pageSize: PAGE_SIZE_MAX });
  const move = useMoveAgentListings();
  const targets = (colleagues.data?.data ?? []).filter((a) => a.active && a.id !== agent.id);

  useEffect(() => {
    selectRef.current?.focus();
  }, [colleagues.isPending]);

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
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="flex w-full max-w-md flex-col gap-4 rounded-lg bg-white p-5 shadow-xl"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !move.isPending) onClose();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          Move {agent.name}&apos;s listings
        </h2>
        <p className="text-sm text-gray-700">
          Every listing of {agent.name}, whatever its status, goes to the agent of{' '}
          {agent.agencyName} you choose.
        </p>
        {colleagues.isPending ? (
          <Spinner label="Loading the agency's agents…" />
        ) : targets.length === 0 ? (
          <Alert variant="warning">No other active agent of this agency can take them.</Alert>
        ) : (
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-gray-900">
              Move the listings to
            </label>
            <select
              id={selectId}
              ref={selectRef}
              value={toAgentId}
              onChange={(e) => setToAgentId(e.target.value)}
              className="min-h-11 rounded-md border border-gray-300 bg-white px-3 text-gray-900"
            >
              <option value="">Choose an agent</option>
              {targets.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.email})
                </option>
              ))}
            </select>
          </div>
        )}
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
      </div>
    </div>
  );
}
