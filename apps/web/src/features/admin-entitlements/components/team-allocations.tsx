import type { AgencyBreakdown } from '@afrinest/contract';
import {
  cellClass,
  formatQuantity,
  headCellClass,
  tableClass,
} from '@/features/admin-entitlements/entitlement-labels';

/** What the super agent gave each agent of the team, and what each has used of it. */
export function TeamAllocations({ breakdown }: { breakdown: AgencyBreakdown }) {
  const items = new Map(breakdown.items.map((b) => [b.item.id, b.item]));
  const rows = breakdown.team.flatMap(({ agent, allocations }) =>
    allocations.map((a) => ({ agent, allocation: a, item: items.get(a.itemId) })),
  );
  if (rows.length === 0)
    return <p className="text-sm text-gray-700">No agent of this agency holds an allocation.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200">
      <table className={tableClass}>
        <caption className="sr-only">Allocations to agents</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={headCellClass}>
              Agent
            </th>
            <th scope="col" className={headCellClass}>
              Item
            </th>
            <th scope="col" className={headCellClass}>
              Allocated
            </th>
            <th scope="col" className={headCellClass}>
              Used
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 bg-white">
          {rows.map(({ agent, allocation, item }) => (
            <tr key={`${agent.id}-${allocation.itemId}`}>
              <th scope="row" className={`${cellClass} text-left font-medium`}>
                {agent.name}
              </th>
              <td className={cellClass}>{item?.name ?? 'An item no longer listed'}</td>
              <td className={cellClass}>
                {item ? formatQuantity(item, allocation.allocated) : allocation.allocated}
              </td>
              <td className={cellClass}>
                {item ? formatQuantity(item, allocation.used) : allocation.used}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
