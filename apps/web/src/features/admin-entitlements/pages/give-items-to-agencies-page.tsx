import { useState } from 'react';
import type { OperationsResult as Result } from '@afrinest/contract';
import { Card } from '@/components/ui';
import { GrantAgenciesForm } from '@/features/admin-entitlements/components/grant-agencies-form';
import { OperationsResult } from '@/features/admin-entitlements/components/operations-result';
import { PageHeader } from '@/features/admin-entitlements/components/page-header';

/** /admin/give-items-to-agencies: one item, with a reason and validity, to up to 50 agencies. */
export function GiveItemsToAgenciesPage() {
  const [result, setResult] = useState<Result>();
  // A new round is a new form, and so a new request key.
  const [round, setRound] = useState(0);
  const again = () => {
    setResult(undefined);
    setRound((r) => r + 1);
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Give items to agencies">
        An item goes into each agency’s pool, for the time you choose. Every grant is recorded in
        the ledger with your reason and can be reversed.
      </PageHeader>
      {result ? (
        <OperationsResult
          title={`Given to ${result.operations.length} ${result.operations.length === 1 ? 'agency' : 'agencies'}`}
          operations={result.operations}
          againLabel="Give more items"
          onAgain={again}
        />
      ) : (
        <Card>
          <GrantAgenciesForm key={round} onDone={setResult} onRestart={again} />
        </Card>
      )}
    </div>
  );
}
