/**
 * Flutterwave (API v3) behind the PaymentProvider interface: hosted checkout, webhooks checked by
 * the dashboard's secret hash, verification before crediting, refunds. Followed:
 * - Standard (hosted) checkout, POST /v3/payments:
 *   https://developer.flutterwave.com/docs/collecting-payments/standard
 * - payment_options per payment: https://developer.flutterwave.com/docs/collections-inflow/payment-methods
 * - Webhooks (`verif-hash` header, `charge.completed`):
 *   https://developer.flutterwave.com/docs/integration-guides/webhooks
 * - Verification by id and by tx_ref: https://developer.flutterwave.com/docs/transaction-verification and
 *   https://flutterwaveinc.mintlify.app/api-reference/transactions/verify-a-transaction-by-transaction-reference
 * - Refunds, POST /v3/transactions/{id}/refund: https://developer.flutterwave.com/docs/payment-operations/refunds
 * - The "No transaction was found for this id" answer: https://github.com/Flutterwave/Node-v3/issues/136
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { priceFromMinor, type Currency } from '@afrinest/contract';
import {
  ProviderError,
  type PaymentLookup,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOutcome,
  type ProviderStatus,
  type RawHeaders,
  type WebhookNotice,
} from './provider';
import { decimalAmountToMinor, isRecord, redactSecrets, sendJson } from './provider-http';

export interface FlutterwaveOptions {
  /** The account's secret key (FLWSECK-…): the Bearer token of every call. */
  secretKey: string;
  /** The secret hash set in the dashboard, which Flutterwave sends back in `verif-hash`. */
  secretHash: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Mobile money options of the hosted page by currency; others have none we offer. */
const MOBILE_MONEY_OPTIONS: Partial<Record<Currency, string>> = {
  UGX: 'mobilemoneyuganda',
  KES: 'mpesa',
  GHS: 'mobilemoneyghana',
  RWF: 'mobilemoneyrwanda',
  TZS: 'mobilemoneytanzania',
};

const OUTCOMES: Record<string, ProviderOutcome> = {
  successful: 'SUCCEEDED',
  failed: 'FAILED',
  cancelled: 'CANCELLED',
};

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

export function createFlutterwaveProvider(options: FlutterwaveOptions): PaymentProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.flutterwave.com').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const doFetch = options.fetch ?? fetch;

  // An answer may echo what was sent: never let a secret reach a log or an event.
  const failure = (message: string, status?: number) =>
    new ProviderError(
      'flutterwave',
      redactSecrets(message, [options.secretKey, options.secretHash]),
      status,
    );
  const fail = (message: string, status?: number): never => {
    throw failure(message, status);
  };

  const messageOf = (answer: Answer) =>
    typeof answer.body?.message === 'string' ? answer.body.message : `HTTP ${answer.status}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const answer = await sendJson({
      fetch: doFetch,
      url: `${baseUrl}${path}`,
      method,
      body,
      bearerToken: options.secretKey,
      timeoutMs,
      noAnswer: (timedOut) =>
        failure(timedOut ? `no answer within ${timeoutMs} ms` : 'could not be reached'),
    });
    if (answer.status >= 500) return fail(`answered HTTP ${answer.status}`, answer.status);
    // Only a JSON object is an answer to read; an empty or HTML error page is none.
    return { status: answer.status, body: isRecord(answer.body) ? answer.body : null };
  }

  return {
    name: 'flutterwave',
    methods: ['MOBILE_MONEY', 'CARD'],

    async start(order: ProviderOrder) {
      const paymentOptions =
        order.method === 'CARD'
          ? 'card'
          : order.method === 'MOBILE_MONEY'
            ? MOBILE_MONEY_OPTIONS[order.currency]
            : undefined;
      if (!paymentOptions) {
        return fail(
          order.method === 'MOBILE_MONEY'
            ? `no mobile money in that currency (${order.currency})`
            : `method ${order.method} is not offered`,
        );
      }
      // Standard has no cancel URL: a payer who gives up comes back to redirect_url with
      // status=cancelled, and the service asks `status` anyway.
      const answer = await call('POST', '/v3/payments', {
        tx_ref: order.reference,
        amount: Number(priceFromMinor(order.amountMinor, order.currency)),
        currency: order.currency,
        redirect_url: order.returnUrl,
        payment_options: paymentOptions,
        customer: {
          email: order.payer.email,
          name: order.payer.name,
          ...(order.payer.phone ? { phonenumber: order.payer.phone } : {}),
        },
        customizations: { description: order.description },
      });
      const data = answer.body?.data;
      if (answer.status >= 300 || answer.body?.status !== 'success' || !isRecord(data)) {
        return fail(`could not create the payment: ${messageOf(answer)}`, answer.status);
      }
      if (typeof data.link !== 'string') return fail('answered no payment link', answer.status);
      return { redirectUrl: data.link, providerOrderId: null };
    },

    parseWebhook(raw: Buffer, headers: RawHeaders): WebhookNotice | null {
      if (!options.secretHash) return null;
      const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'verif-hash');
      const value = Array.isArray(entry?.[1]) ? entry[1].length === 1 && entry[1][0] : entry?.[1];
      if (typeof value !== 'string') return null;
      // Digests have one length, so timingSafeEqual neither throws nor tells the hash's length.
      const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
      if (!timingSafeEqual(digest(value), digest(options.secretHash))) return null;
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return null;
      }
      if (!isRecord(body)) return null;
      const data = isRecord(body.data) ? body.data : {};
      const id = data.id;
      return {
        kind: typeof body.event === 'string' ? body.event : 'unknown',
        reference: typeof data.tx_ref === 'string' ? data.tx_ref : null,
        providerOrderId: null,
        providerTxId: typeof id === 'number' || typeof id === 'string' ? String(id) : null,
        payload: body,
      };
    },

    async status(lookup: PaymentLookup): Promise<ProviderStatus> {
      const path = lookup.providerTxId
        ? `/v3/transactions/${encodeURIComponent(lookup.providerTxId)}/verify`
        : `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(lookup.reference)}`;
      const answer = await call('GET', path);
      const unknown = (reason: string | null): ProviderStatus => ({
        outcome: 'UNKNOWN',
        providerTxId: null,
        amountMinor: null,
        currency: null,
        reason,
        raw: answer.body,
      });
      const message = messageOf(answer);
      if (answer.status === 404 || /no transaction was found/i.test(message)) {
        return unknown(message);
      }
      const data = answer.body?.data;
      if (answer.status >= 300 || answer.body?.status !== 'success' || !isRecord(data)) {
        return fail(`could not verify the payment: ${message}`, answer.status);
      }
      // A transaction of another order must never credit this one.
      if (data.tx_ref !== lookup.reference) return unknown('the transaction is of another tx_ref');
      const status = typeof data.status === 'string' ? data.status.toLowerCase() : '';
      return {
        outcome: OUTCOMES[status] ?? 'PENDING',
        providerTxId: data.id == null ? null : String(data.id),
        amountMinor: decimalAmountToMinor(data.amount, data.currency),
        currency: typeof data.currency === 'string' ? data.currency : null,
        reason: typeof data.processor_response === 'string' ? data.processor_response : null,
        raw: answer.body,
      };
    },

    async refund(payment) {
      if (!payment.providerTxId) return fail('a refund needs the Flutterwave transaction id');
      const answer = await call(
        'POST',
        `/v3/transactions/${encodeURIComponent(payment.providerTxId)}/refund`,
        {
          amount: Number(priceFromMinor(payment.amountMinor, payment.currency)),
          comments: payment.reason,
        },
      );
      const data = answer.body?.data;
      if (answer.status >= 300 || answer.body?.status !== 'success' || !isRecord(data)) {
        return fail(`could not refund: ${messageOf(answer)}`, answer.status);
      }
      if (data.id == null) return fail('answered no refund id', answer.status);
      return String(data.id);
    },
  };
}
