import { describe, expect, test } from 'vitest';
import { DEFAULT_PREFERENCES } from '@afrinest/contract';
import { convertArea, formatArea, formatDate, formatMoney } from '@/lib/format';
import { createPreferencesStore, PREFERENCES_STORAGE_KEY } from '@/lib/format-preferences';
import { createSafeStore } from '@/lib/storage';

describe('money', () => {
  test('UGX has no minor unit: whole shillings, written as Ugandans write them', () => {
    const ugx = formatMoney({ amountMinor: 350_000_000, currency: 'UGX' }, { language: 'en' });
    expect(ugx.replace(/\s/g, ' ')).toBe('USh 350,000,000');
  });
  test('USD keeps its cents, in the chosen language', () => {
    expect(formatMoney({ amountMinor: 125_050, currency: 'USD' }, { language: 'en' })).toBe(
      'US$1,250.50',
    );
    const french = formatMoney({ amountMinor: 125_050, currency: 'USD' }, { language: 'fr' });
    expect(french.replace(/\s/g, ' ')).toBe('1 250,50 $US');
  });
});

describe('areas', () => {
  test('converts between the units land is sold in', () => {
    expect(convertArea(1, 'acres', 'decimals')).toBeCloseTo(100, 10);
    expect(convertArea(1, 'hectares', 'acres')).toBeCloseTo(2.4710538, 6);
    expect(convertArea(50 * 100, 'sqft', 'sqm')).toBeCloseTo(464.5152, 4);
  });
  test('shows an area in the unit a person reads', () => {
    expect(formatArea({ value: 50, unit: 'decimals' }, { language: 'en', areaUnit: 'acres' })).toBe(
      '0.5 acres',
    );
    expect(formatArea({ value: 1, unit: 'acres' }, { language: 'en', areaUnit: 'acres' })).toBe(
      '1 acre',
    );
    expect(formatArea({ value: 0.25, unit: 'acres' }, { language: 'en', areaUnit: 'sqm' })).toBe(
      '1,012 m²',
    );
  });
});

test('dates follow the language', () => {
  expect(formatDate('2026-11-21T10:00:00Z', { language: 'en' })).toBe('21 November 2026');
  expect(formatDate('2026-11-21T10:00:00Z', { language: 'fr' })).toBe('21 novembre 2026');
});

describe('the preferences store', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return createSafeStore(() => ({
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    }));
  };
  test('starts from the defaults, keeps what is set, and tells its listeners', () => {
    const backend = memory();
    const store = createPreferencesStore(backend);
    expect(store.get()).toEqual(DEFAULT_PREFERENCES);
    let told = 0;
    store.subscribe(() => told++);
    const next = { ...DEFAULT_PREFERENCES, areaUnit: 'hectares' as const };
    store.set(next);
    expect(told).toBe(1);
    expect(createPreferencesStore(backend).get()).toEqual(next);
  });
  test('ignores a stored value it cannot read', () => {
    const backend = memory();
    backend.set(PREFERENCES_STORAGE_KEY, '{"currency":"XYZ"}');
    expect(createPreferencesStore(backend).get()).toEqual(DEFAULT_PREFERENCES);
  });
  test('reads a valid stored copy, drops unknown keys, refuses a non-boolean flag', () => {
    const backend = memory();
    const stored = {
      ...DEFAULT_PREFERENCES,
      currency: 'KES',
      language: 'sw',
      areaUnit: 'decimals',
    };
    backend.set(PREFERENCES_STORAGE_KEY, JSON.stringify({ ...stored, extra: 1 }));
    expect(createPreferencesStore(backend).get()).toEqual(stored);
    const badFlag = { ...stored, notifications: { ...stored.notifications, newsletter: 'yes' } };
    backend.set(PREFERENCES_STORAGE_KEY, JSON.stringify(badFlag));
    expect(createPreferencesStore(backend).get()).toEqual(DEFAULT_PREFERENCES);
  });
});
