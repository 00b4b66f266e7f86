/**
 * Commerce II (issue 42) as plain values, free of zod: payments, providers, invoices, discounts
 * and purchase limits. The schemas are in commerce-payments.ts and commerce-offers.ts.
 */

/**
 * CREATED → PENDING → SUCCEEDED | FAILED | CANCELLED | EXPIRED, and SUCCEEDED → REFUNDED. Only
 * the move to SUCCEEDED credits the agency. A PENDING payment may be held for an admin (an
 * amount that differs, a success after the payment had ended): `heldReason` says why.
 */
export const PAYMENT_STATUSES = [
  'CREATED',
  'PENDING',
  'SUCCEEDED',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Statuses a payment never leaves (but SUCCEEDED, which a refund may end). */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'SUCCEEDED',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
];
export const isFinalPayment = (status: PaymentStatus) => FINAL_PAYMENT_STATUSES.includes(status);

/** The transitions the state machine allows; everything else is refused or ignored. */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  CREATED: ['PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'EXPIRED'],
  PENDING: ['SUCCEEDED', 'FAILED', 'CANCELLED', 'EXPIRED'],
  SUCCEEDED: ['REFUNDED'],
  FAILED: [],
  CANCELLED: [],
  EXPIRED: [],
  REFUNDED: [],
};
export const canMovePayment = (from: PaymentStatus, to: PaymentStatus) =>
  PAYMENT_TRANSITIONS[from].includes(to);

/** sandbox: the embedded provider; bank_transfer: paid at a bank, marked received by an admin. */
export const PAYMENT_PROVIDERS = ['sandbox', 'flutterwave', 'pesapal', 'bank_transfer'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_METHODS = ['MOBILE_MONEY', 'CARD', 'BANK_TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  sandbox: 'Sandbox (test payments)',
  flutterwave: 'Flutterwave',
  pesapal: 'Pesapal',
  bank_transfer: 'Bank transfer',
};
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  MOBILE_MONEY: 'Mobile money (MTN MoMo, Airtel Money)',
  CARD: 'Card',
  BANK_TRANSFER: 'Bank transfer',
};

/** PENDING longer than this: the reconciliation asks the provider. */
export const RECONCILE_AFTER_MINUTES = 15;
/** Never confirmed after this: the payment expires. */
export const PAYMENT_EXPIRES_AFTER_HOURS = 24;
/** Uganda's VAT, the default of the billing settings. */
export const DEFAULT_VAT_PERCENT = 18;

/** INV-2026-000001 and CN-2026-000001: per year, without gaps. */
export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_PREFIX: Record<InvoiceKind, string> = { INVOICE: 'INV', CREDIT_NOTE: 'CN' };
export const invoiceNumber = (kind: InvoiceKind, year: number, sequence: number) =>
  `${INVOICE_PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;

export const DISCOUNT_KINDS = ['PERCENT', 'FIXED'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * What a payment buys: a package, or what an admin asked an agency to pay (a custom payment
 * request, which may carry a package).
 */
export const PAYMENT_PURPOSES = ['PACKAGE', 'REQUEST'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_REQUEST_STATUSES = ['OPEN', 'PAID', 'CANCELLED'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/**
 * VAT on a net amount in minor units, rounded half up to the currency's smallest unit. Prices
 * are set without VAT; the invoice adds it.
 */
export const vatOf = (netMinor: number, percent: number) =>
  Math.floor((netMinor * Math.round(percent * 100) + 5_000) / 10_000);

/** What a percent or fixed discount takes off a subtotal, never more than the subtotal. */
export function discountOf(
  subtotalMinor: number,
  d: { kind: DiscountKind; percent: number | null; amountMinor: number | null },
): number {
  const off =
    d.kind === 'PERCENT'
      ? Math.floor((subtotalMinor * (d.percent ?? 0)) / 100)
      : (d.amountMinor ?? 0);
  return Math.min(subtotalMinor, Math.max(0, off));
}

export const PaymentErrorCode = {
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',
  INVOICE_NOT_FOUND: 'INVOICE_NOT_FOUND',
  REQUEST_NOT_FOUND: 'REQUEST_NOT_FOUND',
  DISCOUNT_NOT_FOUND: 'DISCOUNT_NOT_FOUND',
  PRICE_NOT_SET: 'PRICE_NOT_SET',
  PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE',
  METHOD_UNAVAILABLE: 'METHOD_UNAVAILABLE',
  PROVIDER_ERROR: 'PROVIDER_ERROR',
  DISCOUNT_INVALID: 'DISCOUNT_INVALID',
  PURCHASE_LIMIT: 'PURCHASE_LIMIT',
  SPEND_CEILING: 'SPEND_CEILING',
  NO_AGENCY: 'NO_AGENCY',
  WRONG_STATE: 'WRONG_STATE',
  BAD_SIGNATURE: 'BAD_SIGNATURE',
  REQUEST_CLOSED: 'REQUEST_CLOSED',
} as const;
export type PaymentErrorCode = (typeof PaymentErrorCode)[keyof typeof PaymentErrorCode];

export const PaymentMessages = {
  PAYMENT_NOT_FOUND: 'Payment not found.',
  INVOICE_NOT_FOUND: 'Invoice not found.',
  REQUEST_NOT_FOUND: 'Payment request not found.',
  DISCOUNT_NOT_FOUND: 'Discount code not found.',
  PRICE_NOT_SET: 'This package has no price in that currency. Choose another currency.',
  PROVIDER_UNAVAILABLE: 'This way of paying is not available. Choose another.',
  METHOD_UNAVAILABLE: 'This provider does not take that method. Choose another.',
  PROVIDER_ERROR:
    'The payment provider did not answer. Nothing was charged: try again in a minute.',
  DISCOUNT_INVALID: 'This discount code is not valid for this purchase.',
  DISCOUNT_USED_UP: 'This discount code has been used as many times as it allows.',
  PURCHASE_LIMIT:
    'Your agency has bought this package as many times as allowed for now ({max} in {days} days).',
  SPEND_CEILING:
    'This purchase would take your agency past its monthly spending limit of {ceiling}. Ask an admin to raise it.',
  NO_AGENCY: 'Request an agency first: you pay for packages on behalf of an agency.',
  NOT_YOUR_AGENCY: 'You can only buy for an agency you run.',
  WRONG_STATE: 'This payment cannot do that in its current state.',
  BAD_SIGNATURE: 'The signature of this notification is not valid.',
  TERMS_REQUIRED: 'Accept the terms to continue.',
  PHONE_REQUIRED: 'Enter the mobile money number to charge.',
  MOBILE_MONEY_PHONE: 'Enter an MTN or Airtel number, e.g. 0772 123456.',
  REQUEST_CLOSED: 'This payment request is already paid or was cancelled.',
  HELD_AMOUNT: 'The provider confirmed a different amount or currency than ordered.',
  HELD_LATE: 'The provider confirmed the payment after it had ended here.',
  HELD_DUPLICATE_TX: 'The provider transaction it names already paid another order.',
  HELD_REVERSED: 'The provider reversed this payment after it was credited.',
  NOT_HELD: 'Only a held payment can be released.',
  ALREADY_REFUNDED: 'This payment was already refunded.',
  REFUNDING: 'A refund of this payment is under way.',
} as const;

/** Mobile money networks in Uganda, by the number's prefix (0772… is MTN, 0752… Airtel). */
export const MOBILE_NETWORKS = ['MTN', 'AIRTEL'] as const;
export type MobileNetwork = (typeof MOBILE_NETWORKS)[number];
const UG_PREFIXES: Record<string, MobileNetwork> = {
  '25676': 'MTN',
  '25677': 'MTN',
  '25678': 'MTN',
  '25670': 'AIRTEL',
  '25674': 'AIRTEL',
  '25675': 'AIRTEL',
};
/** The network of a Ugandan E.164 number by its prefix; null for other numbers. */
export function mobileNetworkOf(e164: string): MobileNetwork | null {
  return UG_PREFIXES[e164.slice(1, 6)] ?? null;
}
/** A Ugandan number must be MTN's or Airtel's; elsewhere the provider checks the number. */
export const isMobileMoneyNumber = (e164: string) =>
  !e164.startsWith('+256') || mobileNetworkOf(e164) !== null;
