import { describe, expect, it } from 'vitest';
import { convertArea, formatArea, fromSquareMetres, toSquareMetres } from '@afrinest/contract';

describe('area units convert exactly', () => {
  it('uses the legal definitions', () => {
    expect(toSquareMetres({ unit: 'acres', value: 1 })).toBe(4046.8564224);
    expect(toSquareMetres({ unit: 'decimals', value: 1 })).toBe(40.468564224);
    expect(toSquareMetres({ unit: 'hectares', value: 1 })).toBe(10_000);
    expect(toSquareMetres({ unit: 'sqft', value: 1 })).toBe(0.09290304);
    expect(toSquareMetres({ unit: 'sqm', value: 12.5 })).toBe(12.5);
  });

  it('reads a "W×L ft" plot as its square metres', () => {
    expect(toSquareMetres({ unit: 'ft_plot', value: 0, widthFt: 50, lengthFt: 100 })).toBe(
      464.5152,
    );
    expect(toSquareMetres({ unit: 'ft_plot', value: 0, widthFt: 100, lengthFt: 100 })).toBe(
      929.0304,
    );
  });

  it('has no floating-point drift where plain multiplication has it', () => {
    // 0.1 acre by plain doubles is 404.68564224000005; the exact answer is 404.68564224.
    expect(toSquareMetres({ unit: 'acres', value: 0.1 })).toBe(404.68564224);
    expect(toSquareMetres({ unit: 'acres', value: 2.3 })).toBe(9307.76977152);
  });

  it('converts between units both ways', () => {
    expect(convertArea(100, 'decimals', 'acres')).toBe(1);
    expect(convertArea(1, 'hectares', 'acres')).toBe(2.471053814671653);
    expect(convertArea(2.5, 'acres', 'decimals')).toBe(250);
    expect(fromSquareMetres(toSquareMetres({ unit: 'acres', value: 2.5 }), 'acres')).toBe(2.5);
    expect(fromSquareMetres(464.5152, 'sqft')).toBe(5000);
    expect(fromSquareMetres(4046.8564224, 'hectares')).toBe(0.40468564224);
    expect(fromSquareMetres(10_000, 'sqm')).toBe(10_000);
  });

  it('refuses negative and non-numbers', () => {
    expect(() => toSquareMetres({ unit: 'acres', value: -1 })).toThrow(RangeError);
    expect(() => toSquareMetres({ unit: 'acres', value: Number.NaN })).toThrow(RangeError);
  });

  it('formats for display', () => {
    expect(formatArea({ unit: 'acres', value: 2.5 })).toBe('2.5 acres');
    expect(formatArea({ unit: 'ft_plot', value: 0, widthFt: 50, lengthFt: 100 })).toBe('50×100 ft');
    expect(formatArea({ unit: 'sqm', value: 1234.567 })).toBe('1,234.57 m²');
  });
});
