import { useState } from 'react';
import type { OperationsResult as Result } from '@afrinest/contract';
import { Card } from '@/components/ui';
import { GrantAgentsForm } from '@/features/admin-entitlements/components/grant-agents-form';
import { OperationsResult } from '@/features/admin-entitlements/components/operations-result';
import { PageHeader } from '@/features/admin-entitlements/components/page-header';

/** /admin/give-items-to-agents: one item into each chosen agent's own bucket. */
export function GiveItemsToAgentsPage() {
  const [result, setResult] = useState<Result>();
  const [round, setRound] = useState(0);
  const again = () => {
    setResult(undefined);
    setRound((r) => r + 1);
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Give items to agents">
        The item goes to the agent, not to the agency’s shared pool: they use it before anything
        their agency allocated to them. Seats and on/off features belong to the agency and are given
        there.
      </PageHeader>
      {result ? (
        <OperationsResult
          title={`Given to ${result.operations.length} ${result.operations.length === 1 ? 'agent' : 'agents'}`}
          operations={result.operations}
          againLabel="Give more items"
          onAgain={again}
        />
      ) : (
        <Card>
          <GrantAgentsForm key={round} onDone={setResult} onRestart={again} />
        </Card>
      )}
    </div>
  );
}
