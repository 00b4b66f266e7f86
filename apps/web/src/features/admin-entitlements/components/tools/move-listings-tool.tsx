import { useId, useState } from 'react';
import { Messages } from '@afrinest/contract';
import { FilterField } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Alert, Button, Card, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useAgencyAgents } from '@/features/admin-entitlements/api/get-agency-agents';
import { useMoveListings } from '@/features/admin-entitlements/api/move-listings';
import { LoadError } from '@/features/admin-entitlements/components/load-error';

/** Every listing of one agent of the agency goes to another active agent of it. */
export function MoveListingsTool({ agencyId }: { agencyId: string }) {
  const id = useId();
  const agents = useAgencyAgents(agencyId);
  const move = useMoveListings();
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();

  const all = agents.data?.data ?? [];
  const name = (agentId: string) => all.find((a) => a.id === agentId)?.name ?? 'the agent';
  const run = async () => {
    setOutcome(undefined);
    try {
      const { moved } = await move.mutateAsync({ fromId, toAgentId: toId });
      setOutcome({
        ok: true,
        message: `${moved} listing${moved === 1 ? '' : 's'} moved from ${name(fromId)} to ${name(toId)}.`,
      });
      setFromId('');
      setToId('');
    } catch (e) {
      setOutcome({ ok: false, message: getErrorMessage(e, 'Could not move the listings.') });
    }
  };

  let body;
  if (agents.isPending) body = <Spinner label="Loading the agency’s agents…" />;
  else if (agents.isError)
    body = (
      <LoadError
        error={agents.error}
        onRetry={() => void agents.refetch()}
        fallback={Messages.FAILED_DATA}
      />
    );
  else if (all.length < 2)
    body = <p className="text-sm text-gray-700">This agency has fewer than two agents.</p>;
  else
    body = (
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <FilterField id={`${id}-from`} label="Move every listing of">
          <select
            id={`${id}-from`}
            value={fromId}
            onChange={(e) => setFromId(e.target.value)}
            className={inputClass}
          >
            <option value="">Choose an agent</option>
            {all.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
                {a.active ? '' : ' (deactivated)'}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id={`${id}-to`} label="To">
          <select
            id={`${id}-to`}
            value={toId}
            onChange={(e) => setToId(e.target.value)}
            className={inputClass}
          >
            <option value="">Choose an active agent</option>
            {all
              .filter((a) => a.active && a.id !== fromId)
              .map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
          </select>
        </FilterField>
        <Button
          disabled={!fromId || !toId || fromId === toId}
          loading={move.isPending}
          onClick={() => void run()}
        >
          Move listings
        </Button>
      </div>
    );
  return (
    <Card title="Move listings between agents">
      <div className="flex flex-col gap-3">
        {body}
        {outcome && <Alert variant={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
      </div>
    </Card>
  );
}
