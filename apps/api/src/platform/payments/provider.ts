import type { Currency, PaymentMethod, PaymentProviderName } from '@afrinest/contract';

/**
 * One payment provider behind the checkout (issue 42, DESIGN.md §1): sandbox, Flutterwave,
 * Pesapal. The service never trusts a notification alone: it asks `status` before crediting.
 * Amounts cross this boundary in minor units; each adapter converts to what its API takes.
 */
export interface ProviderOrder {
  /** Ours, unique: the provider's merchant reference (Flutterwave tx_ref, Pesapal id). */
  reference: string;
  amountMinor: number;
  currency: Currency;
  method: PaymentMethod;
  description: string;
  payer: { email: string; name: string; phone: string | null };
  /** Where the provider sends the browser back (the web app's /payment/success?payment=…). */
  returnUrl: string;
  /** Where a payer who gives up goes (/payment/cancel?payment=…). */
  cancelUrl: string;
}

export interface StartedCheckout {
  /** The provider's hosted page; null when the payer approves elsewhere (a phone prompt). */
  redirectUrl: string | null;
  /** The provider's id of the order, when it has one apart from our reference. */
  providerOrderId: string | null;
}

/** PENDING: not final yet; UNKNOWN: the provider does not know the payment (yet). */
export type ProviderOutcome =
  'SUCCEEDED' | 'FAILED' | 'CANCELLED' | 'PENDING' | 'REVERSED' | 'UNKNOWN';

/** What the provider says of a payment when asked: the only answer that credits. */
export interface ProviderStatus {
  outcome: ProviderOutcome;
  providerTxId: string | null;
  /** What it says was paid, in minor units of `currency`. */
  amountMinor: number | null;
  currency: string | null;
  /** Why it failed, in the provider's words. */
  reason: string | null;
  /** The answer as received, without secrets: kept in the payment's events. */
  raw: unknown;
}

/** A verified notification: which payment it is about. The service then asks `status`. */
export interface WebhookNotice {
  kind: string;
  reference: string | null;
  providerOrderId: string | null;
  providerTxId: string | null;
  /** The body as received, without secrets. */
  payload: unknown;
  /** The body the provider expects in answer (Pesapal's IPN acknowledgement); default {}. */
  ack?: unknown;
}

export interface PaymentLookup {
  reference: string;
  providerOrderId: string | null;
  providerTxId: string | null;
}

export type RawHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly methods: readonly PaymentMethod[];
  /** Creates the order at the provider. Throws ProviderError when it cannot (nothing charged). */
  start(order: ProviderOrder): Promise<StartedCheckout>;
  /**
   * Verifies a notification on its raw body before anything is parsed; null when the
   * signature (or secret hash) is not valid, so nothing is kept or changed.
   */
  parseWebhook(
    raw: Buffer,
    headers: RawHeaders,
    query: Record<string, string>,
  ): WebhookNotice | null;
  /** Asks the provider where the payment stands. Throws ProviderError on timeouts and 5xx. */
  status(payment: PaymentLookup): Promise<ProviderStatus>;
  /** Sends the money back, where the provider can; resolves with its refund id. */
  refund?(
    payment: PaymentLookup & { amountMinor: number; currency: Currency; reason: string },
  ): Promise<string>;
}

/** The provider could not be reached or answered an error: nothing may be assumed. */
export class ProviderError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}
