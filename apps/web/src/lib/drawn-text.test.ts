import { afterEach, describe, expect, test, vi } from 'vitest';
import { drawnText, recordDrawnText, resetDrawnText } from '@/lib/drawn-text';
import { formatArea, formatMoney, formatNumber } from '@/lib/format';

const price = { amountMinor: 180_000_000, currency: 'UGX' };
const plot = { value: 13, unit: 'decimals' as const };
const reader = { language: 'en' as const, areaUnit: 'acres' as const };

afterEach(() => {
  resetDrawnText();
  vi.restoreAllMocks();
});

describe('texts drawn on the server (ADR 0028)', () => {
  test('a server render records every price, area and count it wrote, by what it depends on', () => {
    const { result, text } = recordDrawnText(() =>
      [formatMoney(price, reader), formatArea(plot, reader), formatNumber(1204)].join(' | '),
    );
    expect(result.replace(/\s/g, ' ')).toBe('USh 180,000,000 | 0.13 acres | 1,204');
    expect(text).toEqual({
      'money en-UG UGX 180000000': formatMoney(price, reader),
      'area en-UG acres decimals 13': '0.13 acres',
      'number 0 1204': '1,204',
    });
    // Recording ends with the render.
    expect(recordDrawnText(() => 'nothing').text).toEqual({});
  });

  test('the browser hydrates with the texts its page came with, making no Intl formatter', () => {
    const { text } = recordDrawnText(() => {
      formatMoney(price, reader);
      formatArea(plot, reader);
      formatNumber(40);
    });
    const page = { __AFRINEST_TEXT__: text };
    resetDrawnText(page);
    // Read once, then gone from the page's globals.
    expect(page.__AFRINEST_TEXT__).toBeUndefined();
    expect(formatMoney(price, reader)).toBe(text['money en-UG UGX 180000000']);
    expect(formatArea(plot, reader)).toBe('0.13 acres');
    expect(formatNumber(40)).toBe('40');
    // The page's own text, not Intl's: a formatter made now could not have written this.
    resetDrawnText({ __AFRINEST_TEXT__: { 'money sw-TZ KES 250000': 'KSh 2,500 (drawn)' } });
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect(formatMoney({ amountMinor: 250_000, currency: 'KES' }, { language: 'sw' })).toBe(
      'KSh 2,500 (drawn)',
    );
    expect(made).not.toHaveBeenCalled();
  });

  test('anything the page was not drawn with is written now: another unit, language or value', () => {
    resetDrawnText({ __AFRINEST_TEXT__: { 'area en-UG acres decimals 13': '0.13 acres' } });
    expect(formatArea(plot, { ...reader, areaUnit: 'hectares' })).toBe('0.05 hectares');
    expect(formatArea(plot, { ...reader, language: 'fr' })).toBe('0,13 acres');
    expect(formatArea({ value: 50, unit: 'decimals' }, reader)).toBe('0.5 acres');
  });

  test('a page whose texts are not strings is answered by Intl instead', () => {
    resetDrawnText({
      __AFRINEST_TEXT__: { 'number 0 7': 42 as unknown as string, 'number 0 8': 'eight' },
    });
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(8)).toBe('eight');
    expect(drawnText('never drawn', () => 'written now')).toBe('written now');
  });
});
