import type { AgentEntitlements } from '@afrinest/contract';
import { useFormat } from '@/lib/format-preferences';

/** The agency's current package and when it ends ("Does not end" for the free package). */
export function PlanSummary({ agency, plan }: Pick<AgentEntitlements, 'agency' | 'plan'>) {
  const { date } = useFormat();
  const facts: [string, string][] = [
    ['Agency', agency.name],
    ['Plan', plan?.name ?? 'No active package'],
    ['Ends', plan ? (plan.endsAt ? date(plan.endsAt) : 'Does not end') : '—'],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className="rounded-md border border-gray-200 p-3">
          <dt className="text-sm text-gray-700">{label}</dt>
          <dd className="text-lg font-semibold text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
