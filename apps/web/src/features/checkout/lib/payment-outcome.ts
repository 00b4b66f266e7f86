import type { Payment, PaymentStatus } from '@afrinest/contract';

/** Where "Try again" leads: the request again, the same package, or the package list. */
export function tryAgainPath(payment: Pick<Payment, 'requestId' | 'package'> | undefined): string {
  if (payment?.requestId) return `/pay/${encodeURIComponent(payment.requestId)}`;
  if (payment?.package) return `/packages?package=${encodeURIComponent(payment.package.id)}`;
  return '/packages';
}

const ENDED_IN_WORDS: Partial<Record<PaymentStatus, string>> = {
  FAILED: 'The payment did not go through.',
  CANCELLED: 'The payment was cancelled. Nothing was charged.',
  EXPIRED: 'The payment was not confirmed in time, so it has expired.',
  REFUNDED: 'This payment was refunded.',
};

/** Why a payment ended, in words: the provider's reason when it gave one. */
export function endedInWords(payment: Pick<Payment, 'status' | 'failureReason'>): string {
  const general = ENDED_IN_WORDS[payment.status] ?? 'The payment did not go through.';
  return payment.failureReason ? `${general} ${payment.failureReason}` : general;
}
