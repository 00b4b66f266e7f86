import { useState } from 'react';
import type { Lot, RecomputeResult } from '@afrinest/contract';
import { Alert, Button, Card } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useRecomputeBalances } from '@/features/admin-entitlements/api/recompute-balances';
import {
  cellClass,
  formatQuantity,
  headCellClass,
  tableClass,
} from '@/features/admin-entitlements/entitlement-labels';

/** Checks the agency's cached balances against its ledger and says what differed (now fixed). */
export function RecomputeTool({ agencyId, lots }: { agencyId: string; lots?: Lot[] }) {
  const recompute = useRecomputeBalances();
  const [result, setResult] = useState<RecomputeResult>();
  const [error, setError] = useState<string>();
  const run = async () => {
    setError(undefined);
    setResult(undefined);
    try {
      setResult(await recompute.mutateAsync(agencyId));
    } catch (e) {
      setError(getErrorMessage(e, 'Could not recompute the balances.'));
    }
  };
  return (
    <Card title="Recompute balances from the ledger">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-gray-700">
          Balances are kept alongside the ledger for speed. This reads the whole ledger again and
          compares; any difference is reported and the kept balance is rebuilt.
        </p>
        <div>
          <Button variant="secondary" loading={recompute.isPending} onClick={() => void run()}>
            {recompute.isPending ? 'Recomputing…' : 'Recompute balances'}
          </Button>
        </div>
        {error && <Alert variant="error">{error}</Alert>}
        {result && (
          <Alert variant={result.mismatches.length === 0 ? 'success' : 'warning'}>
            Checked {formatNumber(result.checked)} balance{result.checked === 1 ? '' : 's'}:{' '}
            {result.mismatches.length === 0
              ? 'all match the ledger.'
              : `${result.mismatches.length} did not match the ledger.`}
          </Alert>
        )}
        {result && result.mismatches.length > 0 && (
          <div className="overflow-x-auto rounded-lg border border-gray-200">
            <table className={tableClass}>
              <caption className="sr-only">Balances that did not match the ledger</caption>
              <thead className="bg-gray-50">
                <tr>
                  <th scope="col" className={headCellClass}>
                    Grant
                  </th>
                  <th scope="col" className={headCellClass}>
                    Agent
                  </th>
                  <th scope="col" className={headCellClass}>
                    Kept
                  </th>
                  <th scope="col" className={headCellClass}>
                    Ledger
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200 bg-white">
                {result.mismatches.map((m) => {
                  const lot = lots?.find((l) => l.lotId === m.lotId);
                  const amount = (n: number) =>
                    lot ? formatQuantity(lot.item, n) : formatNumber(n);
                  return (
                    <tr key={`${m.lotId}-${m.agentId ?? 'pool'}`}>
                      <th scope="row" className={`${cellClass} text-left`}>
                        {lot ? lot.item.name : <span className="font-mono text-xs">{m.lotId}</span>}
                      </th>
                      <td className={cellClass}>
                        {m.agentId === null
                          ? 'The agency'
                          : (lot?.agent?.id === m.agentId && lot.agent?.name) || (
                              <span className="font-mono text-xs">{m.agentId}</span>
                            )}
                      </td>
                      <td className={cellClass}>{amount(m.cached)}</td>
                      <td className={cellClass}>{amount(m.ledger)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Card>
  );
}
