import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PAGE_SIZE_MAX, type Agent } from '@afrinest/contract';
import { Alert, Button, Spinner } from '@/components/ui';
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
  const titleId = useId();
  const selectId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [toAgentId, setToAgentId] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The targets: every active colleague (a team fits in one page of the largest size).
  const team = useTeam({ page: 1, pageSize: PAGE_SIZE_MAX });
  const move = useMoveListings();
  const change = useChangeAgentStatus();
  const targets = (team.data?.data ?? []).filter((a) => a.active && a.id !== agent.id);
  const busy = move.isPending || change.isPending;

  useEffect(() => {
    selectRef.current?.focus();
  }, [team.isPending]);

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
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="flex w-full max-w-md flex-col gap-4 rounded-lg bg-white p-5 shadow-xl"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !busy) onClose();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {deactivate ? `Deactivate ${agent.name}` : `Move ${agent.name}'s listings`}
        </h2>
        <p className="text-sm text-gray-700">
          {listingCount === undefined
            ? `Every listing of ${agent.name}, whatever its status, goes to the agent you choose.`
            : `${agent.name} has ${plural(listingCount)}. Move ${listingCount === 1 ? 'it' : 'them'} to another agent of your agency${deactivate ? ' before deactivating' : ''}.`}
        </p>
        {team.isPending ? (
          <Spinner label="Loading your team…" />
        ) : targets.length === 0 ? (
          <Alert variant="warning">No other active agent can take the listings.</Alert>
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
      </div>
    </div>
  );
}
