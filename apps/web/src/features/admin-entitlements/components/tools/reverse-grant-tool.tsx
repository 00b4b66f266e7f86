import type { Lot } from '@afrinest/contract';
import { Card } from '@/components/ui';
import { LotsTable } from '@/features/admin-entitlements/components/lots-table';

/** The agency's grants that still hold something; reversing one asks for a reason. */
export function ReverseGrantTool({ lots }: { lots: Lot[] }) {
  return (
    <Card title="Reverse a grant">
      <LotsTable lots={lots} />
    </Card>
  );
}
