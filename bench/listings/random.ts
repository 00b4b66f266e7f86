/**
 * A seeded random source (mulberry32): the same seed gives the same draws on every machine, so
 * two runs of one seed ask the same questions and two seeds ask different ones.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** One of the keys, in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  /** Normal with the given mean and standard deviation (Box–Muller). */
  normal(mean: number, sd: number): number;
  /** Several distinct items of the list. */
  sample<T>(list: readonly T[], count: number): T[];
}

export function randomFrom(seed: number): Random {
  let state = (seed * 0x9e3779b1) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('Nothing to pick from.');
    return list[Math.floor(next() * list.length)]!;
  };
  return {
    next,
    chance: (p) => next() < p,
    int,
    pick,
    weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const entries = Object.entries(weights) as [K, number][];
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let at = next() * total;
      for (const [key, weight] of entries) {
        at -= weight;
        if (at < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
    normal(mean, sd) {
      const u = 1 - next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    sample<T>(list: readonly T[], count: number): T[] {
      const copy = [...list];
      const out: T[] = [];
      while (out.length < count && copy.length > 0)
        out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
      return out;
    },
  };
}

/** A pick in proportion to each item's weight, by binary search over the running total. */
export function weightedPicker<T>(items: readonly T[], weight: (item: T) => number) {
  const totals: number[] = [];
  let sum = 0;
  for (const item of items) totals.push((sum += Math.max(0, weight(item))));
  if (sum === 0) throw new Error('Every weight is zero.');
  return (r: Random): T => {
    const at = r.next() * sum;
    let lo = 0;
    let hi = totals.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (totals[mid]! > at) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
}
