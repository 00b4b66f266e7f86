import { describe, expect, it } from 'vitest';
import {
  canMovePayment,
  discountOf,
  invoiceNumber,
  isMobileMoneyNumber,
  mobileNetworkOf,
  PAYMENT_STATUSES,
  vatOf,
} from './commerce-payment-values';

describe('payment values (issue 42)', () => {
  it('allows only the documented transitions; SUCCEEDED leaves only to REFUNDED', () => {
    const allowed = PAYMENT_STATUSES.flatMap((from) =>
      PAYMENT_STATUSES.filter((to) => canMovePayment(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'CREATED>PENDING',
      'CREATED>SUCCEEDED',
      'CREATED>FAILED',
      'CREATED>CANCELLED',
      'CREATED>EXPIRED',
      'PENDING>SUCCEEDED',
      'PENDING>FAILED',
      'PENDING>CANCELLED',
      'PENDING>EXPIRED',
      'SUCCEEDED>REFUNDED',
    ]);
  });

  it('rounds VAT half up to the smallest unit, with fractional rates', () => {
    expect(vatOf(150_000, 18)).toBe(27_000);
    expect(vatOf(4_999, 18)).toBe(900); // 899.82 cents
    expect(vatOf(25, 18)).toBe(5); // 4.5 → 5
    expect(vatOf(1_000, 7.5)).toBe(75);
    expect(vatOf(0, 18)).toBe(0);
  });

  it('never discounts more than the subtotal, nor below zero', () => {
    expect(discountOf(150_000, { kind: 'PERCENT', percent: 20, amountMinor: null })).toBe(30_000);
    expect(discountOf(999, { kind: 'PERCENT', percent: 33, amountMinor: null })).toBe(329);
    expect(discountOf(10_000, { kind: 'FIXED', percent: null, amountMinor: 50_000 })).toBe(10_000);
    expect(discountOf(10_000, { kind: 'PERCENT', percent: 100, amountMinor: null })).toBe(10_000);
  });

  it('numbers invoices per kind and year with six digits', () => {
    expect(invoiceNumber('INVOICE', 2026, 1)).toBe('INV-2026-000001');
    expect(invoiceNumber('CREDIT_NOTE', 2027, 123456)).toBe('CN-2027-123456');
  });

  it('tells MTN and Airtel numbers in Uganda, and leaves other countries to the provider', () => {
    expect(mobileNetworkOf('+256772123456')).toBe('MTN');
    expect(mobileNetworkOf('+256752123456')).toBe('AIRTEL');
    expect(isMobileMoneyNumber('+256414123456')).toBe(false); // a Kampala landline
    expect(isMobileMoneyNumber('+254712345678')).toBe(true);
  });
});
