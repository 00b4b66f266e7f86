import { useEffect, useState } from 'react';
import { ENTITLEMENTS_BREAKDOWN_TIMEOUT_MS } from '@afrinest/contract';
import { Spinner } from '@/components/ui';

/**
 * The breakdown reads an agency's whole ledger and may take a while: the seconds spent so far
 * against the 30 s the client waits, so a slow answer does not look like a hang.
 */
export function BreakdownProgress() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const limit = ENTITLEMENTS_BREAKDOWN_TIMEOUT_MS / 1000;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4">
      <Spinner label="Reading the agency’s ledger…" />
      <p className="text-sm text-gray-700" aria-hidden="true">
        Reading the agency’s ledger… {seconds} s (a large agency can take up to {limit} s)
      </p>
      <progress
        aria-label="Time spent reading the ledger"
        max={limit}
        value={Math.min(seconds, limit)}
        className="h-2 w-full"
      />
    </div>
  );
}
