import {
  PAYMENT_PROVIDER_LABELS,
  type PaymentMethod,
  type PaymentProviderName,
  type PaymentRequestStatus,
  type PaymentStatus,
} from '@afrinest/contract';
import type { BadgeTone } from '@/components/ui';

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  CREATED: 'Created',
  PENDING: 'Pending',
  SUCCEEDED: 'Paid',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  REFUNDED: 'Refunded',
};
export const paymentStatusTone: Record<PaymentStatus, BadgeTone> = {
  CREATED: 'neutral',
  PENDING: 'warning',
  SUCCEEDED: 'success',
  FAILED: 'danger',
  CANCELLED: 'neutral',
  EXPIRED: 'neutral',
  REFUNDED: 'info',
};

/** Providers as admins read them (the sandbox says it takes test payments). */
export const providerLabels: Record<PaymentProviderName, string> = PAYMENT_PROVIDER_LABELS;
/** Short enough for a table cell; the checkout spells out the networks. */
export const methodLabels: Record<PaymentMethod, string> = {
  MOBILE_MONEY: 'Mobile money',
  CARD: 'Card',
  BANK_TRANSFER: 'Bank transfer',
};

export const requestStatusLabels: Record<PaymentRequestStatus, string> = {
  OPEN: 'Open',
  PAID: 'Paid',
  CANCELLED: 'Cancelled',
};
export const requestStatusTone: Record<PaymentRequestStatus, BadgeTone> = {
  OPEN: 'warning',
  PAID: 'success',
  CANCELLED: 'neutral',
};

/** A moment in the admin's own locale: "20 Nov 2026, 10:15". */
export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** A day ("2026-12-31" or a timestamp) in the admin's own locale; null says `none`. */
export const formatDay = (value: string | null, none = '—'): string => {
  if (!value) return none;
  // A bare date is a calendar day: read it at noon so no time zone moves it to the day before.
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value;
  return new Date(at).toLocaleDateString(undefined, { dateStyle: 'medium' });
};

export const textLinkClass =
  'font-medium text-emerald-800 underline-offset-2 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
/** The plain tables of this feature (package limits, provider events): lists never paged. */
export const tableClass = 'min-w-full divide-y divide-gray-200 text-sm';
export const headCellClass =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-gray-700 uppercase';
export const cellClass = 'px-3 py-2 align-top text-gray-900';
