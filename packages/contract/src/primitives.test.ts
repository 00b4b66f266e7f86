import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryDecimal, queryInt, text } from './primitives';

/** The rules every request text and number is built from (issue 39). */
describe('request primitives', () => {
  it('refuses NUL and half surrogate pairs, keeps every whole character', () => {
    const t = text();
    expect(t.safeParse('a\u0000b').success).toBe(false);
    expect(t.safeParse('a\ud800b').success).toBe(false);
    expect(t.safeParse('\udfff').success).toBe(false);
    expect(t.safeParse('a\udc00\ud800').success).toBe(false);
    expect(t.parse('Karibu — ñ 日本 🏠')).toBe('Karibu — ñ 日本 🏠');
  });

  it('reads query numbers written in decimal digits only', () => {
    const int = queryInt(z.number().int());
    expect(int.parse('42')).toBe(42);
    expect(int.parse('-7')).toBe(-7);
    for (const bad of ['0x10', '1e3', '', ' 1', 'Infinity', '1.5', '1,2'])
      expect(int.safeParse(bad).success, bad).toBe(false);
    const decimal = queryDecimal(z.number());
    expect(decimal.parse('0.3136')).toBe(0.3136);
    expect(decimal.parse('+32.5')).toBe(32.5);
    for (const bad of ['5e-324', '0x1', '.', 'NaN', ''])
      expect(decimal.safeParse(bad).success, bad).toBe(false);
  });
});
