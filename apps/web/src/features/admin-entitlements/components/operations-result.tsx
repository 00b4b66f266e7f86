import type { LedgerOperation } from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';
import { formatDay, formatDelta } from '@/features/admin-entitlements/entitlement-labels';

export interface OperationsResultProps {
  title: string;
  operations: LedgerOperation[];
  /** A sentence after the list ("Their super agents were mailed."). */
  note?: string;
  againLabel: string;
  onAgain(): void;
}

/** What a grant or gift recorded, agency by agency, read back from the ledger's answer. */
export function OperationsResult({
  title,
  operations,
  note,
  againLabel,
  onAgain,
}: OperationsResultProps) {
  return (
    <Alert variant="success" title={title} action={<Button onClick={onAgain}>{againLabel}</Button>}>
      <ul className="flex flex-col gap-1">
        {operations.map((op) => (
          <li key={op.id}>
            <strong>{op.agency.name}</strong>
            {op.package && <> · package {op.package.name}</>}:{' '}
            {op.postings
              .map(
                (p) =>
                  `${p.item.name} ${formatDelta(p.item, p.delta)}${p.agent ? ` for ${p.agent.name}` : ''}, ${p.validUntil ? `until ${formatDay(p.validUntil)}` : 'with no end'}`,
              )
              .join('; ')}
          </li>
        ))}
      </ul>
      {note && <p className="mt-2">{note}</p>}
    </Alert>
  );
}
