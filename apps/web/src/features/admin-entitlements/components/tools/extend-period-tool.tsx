import { useState } from 'react';
import type { Subscription } from '@afrinest/contract';
import { Alert, Button, Card } from '@/components/ui';
import { formatDay } from '@/features/admin-entitlements/entitlement-labels';
import { EndPeriodDialog } from '@/features/admin-entitlements/components/end-period-dialog';
import { ExtendDialog } from '@/features/admin-entitlements/components/extend-dialog';
import { SubscriptionsList } from '@/features/admin-entitlements/components/subscriptions-list';
import { canExtend } from '@/features/admin-entitlements/components/subscriptions-table';

/** The agency's active periods that end, each with Extend (days and a reason) and End now. */
export function ExtendPeriodTool({ subscriptions }: { subscriptions: Subscription[] }) {
  const [extending, setExtending] = useState<Subscription>();
  const [ending, setEnding] = useState<Subscription>();
  const [done, setDone] = useState<string>();
  const active = subscriptions.filter((s) => s.status === 'ACTIVE' && canExtend(s));
  return (
    <Card title="Extend or end a period">
      <div className="flex flex-col gap-3">
        <SubscriptionsList
          subscriptions={active}
          empty="This agency has no active period that ends."
          actions={(s) => (
            <>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Extend ${s.package.name}`}
                onClick={() => {
                  setDone(undefined);
                  setExtending(s);
                }}
              >
                Extend
              </Button>
              <Button
                variant="danger"
                size="sm"
                aria-label={`End ${s.package.name} now`}
                onClick={() => {
                  setDone(undefined);
                  setEnding(s);
                }}
              >
                End now
              </Button>
            </>
          )}
        />
        {done && <Alert variant="success">{done}</Alert>}
      </div>
      {extending && (
        <ExtendDialog
          subscription={extending}
          onCancel={() => setExtending(undefined)}
          onDone={(saved) => {
            setDone(`${saved.package.name} now ends ${formatDay(saved.endsAt)}.`);
            setExtending(undefined);
          }}
        />
      )}
      {ending && (
        <EndPeriodDialog
          subscription={ending}
          onCancel={() => setEnding(undefined)}
          onDone={(saved) => {
            setDone(`${saved.package.name} ended ${formatDay(saved.endsAt)}.`);
            setEnding(undefined);
          }}
        />
      )}
    </Card>
  );
}
