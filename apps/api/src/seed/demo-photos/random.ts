// Seeded randomness: each scene draws its details from a seed, so it is the same every time.

export type Random = () => number;

/** xorshift32 seeded by a string's FNV-1a hash: the same seed draws the same scene. */
export function randomFrom(seed: string): Random {
  let state = 2_166_136_261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16_777_619);
  state = state >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}
export const between = (random: Random, low: number, high: number) => low + (high - low) * random();
export const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;
