import { useState } from 'react';
import type { OperationsResult as Result } from '@afrinest/contract';
import { Card } from '@/components/ui';
import { GiftForm } from '@/features/admin-entitlements/components/gift-form';
import { OperationsResult } from '@/features/admin-entitlements/components/operations-result';
import { PageHeader } from '@/features/admin-entitlements/components/page-header';

/** /admin/gift-package-or-item: a package or an item at no price; the super agents are mailed. */
export function GiftPackageOrItemPage() {
  const [result, setResult] = useState<Result>();
  const [round, setRound] = useState(0);
  const again = () => {
    setResult(undefined);
    setRound((r) => r + 1);
  };
  const agencies = new Set(result?.operations.map((op) => op.agency.id)).size;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Gift a package or an item">
        A gift is a grant at no price: a whole package starts a period for each agency, an item
        lasts the time you choose. The super agents of each agency get a mail saying so.
      </PageHeader>
      {result ? (
        <OperationsResult
          title={`Gift sent to ${agencies} ${agencies === 1 ? 'agency' : 'agencies'}`}
          operations={result.operations}
          note="Their super agents were mailed about the gift."
          againLabel="Send another gift"
          onAgain={again}
        />
      ) : (
        <Card>
          <GiftForm key={round} onDone={setResult} onRestart={again} />
        </Card>
      )}
    </div>
  );
}
