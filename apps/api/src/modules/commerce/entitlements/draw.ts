import type { LotRow } from './ledger.repository';

export interface Take {
  lotId: string;
  itemId: string;
  agentId: string | null;
  quantity: number;
}

/**
 * What `quantity` takes from the lots given, in their order (the soonest to end first), or null
 * when they hold less. An agent's use draws on their own allocation first, then the pool.
 */
export function drawFrom(lots: LotRow[], quantity: number): Take[] | null {
  const takes: Take[] = [];
  let left = quantity;
  for (const lot of lots) {
    if (left === 0) break;
    if (lot.remaining <= 0) continue;
    const q = Math.min(lot.remaining, left);
    takes.push({ lotId: lot.lotId, itemId: lot.itemId, agentId: lot.agentId, quantity: q });
    left -= q;
  }
  return left === 0 ? takes : null;
}

/** The agent's own buckets first, then the agency's pool; each soonest-ending first. */
export const forAgent = (lots: LotRow[], agentId: string | null) => [
  ...(agentId ? lots.filter((l) => l.agentId === agentId) : []),
  ...lots.filter((l) => l.agentId === null),
];

export interface CapacityView {
  /** What the agency's valid lots allow in total (all buckets). */
  ceiling: number;
  /** The agency's unallocated part. */
  pool: number;
  /** Each agent's allocation. */
  allocated: Map<string, number>;
}

export function capacityOf(lots: LotRow[]): CapacityView {
  const allocated = new Map<string, number>();
  let ceiling = 0;
  let pool = 0;
  for (const lot of lots) {
    ceiling += lot.remaining;
    if (lot.agentId === null) pool += lot.remaining;
    else allocated.set(lot.agentId, (allocated.get(lot.agentId) ?? 0) + lot.remaining);
  }
  return { ceiling, pool, allocated };
}

/**
 * May `agentId` use `adding` more of a capacity? Each agent's use fills their allocation first;
 * what spills over, everyone's together, must fit in the pool. Use by no agent (key null) draws
 * on the pool only.
 */
export function fitsCapacity(
  view: CapacityView,
  use: Map<string | null, number>,
  agentId: string | null,
  adding: number,
): boolean {
  const after = new Map(use);
  after.set(agentId, (after.get(agentId) ?? 0) + adding);
  let spill = 0;
  for (const [agent, used] of after) {
    const own = agent === null ? 0 : (view.allocated.get(agent) ?? 0);
    spill += Math.max(0, used - own);
  }
  return spill <= view.pool;
}
