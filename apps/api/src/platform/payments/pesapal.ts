/**
 * Pesapal API 3.0 behind the PaymentProvider interface: hosted checkout (redirect_url), IPNs,
 * GetTransactionStatus before crediting, refunds. Followed, under
 * https://developer.pesapal.com/how-to-integrate/e-commerce/api-30-json/ :
 * - authentication (POST /api/Auth/RequestToken: a Bearer token valid 5 minutes, expiryDate UTC)
 * - registeripnurl and getregisteredipn (POST /api/URLSetup/RegisterIPN, GET /api/URLSetup/GetIpnList)
 * - submitorderrequest (id ≤ 50 characters, amount a Float, description ≤ 100 characters)
 * - gettransactionstatus (status_code 0 INVALID, 1 COMPLETED, 2 FAILED, 3 REVERSED)
 * - refund-request (answers {status: "200" | "500", message}: no refund id)
 * - base URLs and the error object {error: {type, code, message}}: the "Pesapal API 3.0" Postman
 *   collection, https://documenter.getpostman.com/view/6715320/UyxepTv1
 * - INVALID means "not found on Pesapal": https://developer.pesapal.com/forum/2-pesapal-integration/530-provide-list-reason-for-invalid-failed-status
 * - mobile money reads pending for a while: https://developer.pesapal.com/forum/6-announcements/2327-troubleshooting-ipn--status-update-failures
 */
import { priceFromMinor } from '@afrinest/contract';
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
import {
  decimalAmountToMinor,
  isRecord,
  parseJson,
  redactSecrets,
  sendJson,
  type JsonAnswer,
} from './provider-http';

export interface PesapalOptions {
  consumerKey: string;
  consumerSecret: string;
  /** Our IPN route, registered once (POST) when `ipnId` is not given. */
  ipnUrl: string;
  /** An IPN id registered beforehand: no IPN call is made at all. */
  ipnId?: string;
  /** Live by default; the sandbox is PESAPAL_SANDBOX_URL. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

export const PESAPAL_LIVE_URL = 'https://pay.pesapal.com/v3';
export const PESAPAL_SANDBOX_URL = 'https://cybqa.pesapal.com/pesapalv3';

const RENEW_BEFORE_MS = 30_000;
/** When expiryDate cannot be read: a little under the documented 5 minutes. */
const FALLBACK_TOKEN_MS = 4 * 60_000;
const DESCRIPTION_MAX = 100;
const SANE_ID = /^[A-Za-z0-9_-]{1,100}$/;
const WEBHOOK_MAX_BYTES = 16_384;
/** Pesapal's sign that an order awaits its payer (status_code 0, message "Pending Payment"). */
const PENDING_ERROR_CODE = 'payment_details_not_found';
const COUNTRY_BY_DIALLING_CODE: readonly [string, string][] = [
  ['+256', 'UG'], ['+254', 'KE'], ['+255', 'TZ'], ['+250', 'RW'], ['+257', 'BI'],
  ['+211', 'SS'], ['+251', 'ET'], ['+234', 'NG'], ['+233', 'GH'], ['+27', 'ZA'],
]; // prettier-ignore

type Json = Record<string, unknown>;

const saneId = (value: unknown) =>
  typeof value === 'string' && SANE_ID.test(value) ? value : null;
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Pesapal sends `error` on success too, as an object of nulls: only a code or message is one. */
function errorOf(body: unknown): { code: string; message: string } | null {
  if (!isRecord(body)) return null;
  if (typeof body.error === 'string' && body.error.trim()) return { code: '', message: body.error };
  if (!isRecord(body.error)) return null;
  const code = textOf(body.error.code);
  const message = textOf(body.error.message) || code || textOf(body.error.error_type);
  return message ? { code, message } : null;
}

/** The body's own `status` ("200", "500"), apart from the HTTP status; NaN when absent. */
const bodyStatus = (body: unknown) => (isRecord(body) ? Number(body.status ?? NaN) : NaN);
const failed = (answer: JsonAnswer) =>
  answer.status >= 300 || bodyStatus(answer.body) >= 300 || errorOf(answer.body) !== null;

/** Pesapal's amounts are decimals in the currency (49.99, "150000"), as Flutterwave's are. */
export const pesapalAmountToMinor = decimalAmountToMinor;

const CODE_BY_WORD: Record<string, number> = { INVALID: 0, COMPLETED: 1, FAILED: 2, REVERSED: 3 };

function statusCodeOf(body: Json): number | null {
  const code = Number(body.status_code ?? NaN);
  if (body.status_code !== '' && Number.isInteger(code)) return code;
  return CODE_BY_WORD[textOf(body.payment_status_description).toUpperCase()] ?? null;
}

function saysPending(body: Json): boolean {
  const error = errorOf(body);
  if (error?.code.toLowerCase() === PENDING_ERROR_CODE) return true;
  const words = [body.payment_status_description, body.description, error?.message];
  return words.some((word) => /pending/i.test(textOf(word)));
}

/**
 * What a GetTransactionStatus answer means. 1, 2, 3 are final. 0 (INVALID) is what Pesapal answers
 * for an order its payer has not paid yet (error.code payment_details_not_found, "Pending
 * Payment") as well as for a payment it could not match: it is PENDING when Pesapal says pending
 * or when no payment was attempted (no confirmation code, no method), FAILED only when an attempt
 * was made and judged invalid. A PENDING payment the payer never finishes ends as EXPIRED.
 */
export function pesapalOutcomeOf(body: Json): ProviderOutcome {
  const code = statusCodeOf(body);
  if (code === 1) return 'SUCCEEDED';
  if (code === 2) return 'FAILED';
  if (code === 3) return 'REVERSED';
  const attempted = textOf(body.confirmation_code) !== '' || textOf(body.payment_method) !== '';
  if (code === 0) return saysPending(body) || !attempted ? 'PENDING' : 'FAILED';
  return saysPending(body) ? 'PENDING' : 'UNKNOWN';
}

function billingAddressOf(payer: ProviderOrder['payer']) {
  const [firstName = '', ...rest] = payer.name.trim().split(/\s+/);
  const phone = payer.phone?.trim() || undefined;
  const country = COUNTRY_BY_DIALLING_CODE.find(([prefix]) => phone?.startsWith(prefix))?.[1];
  return {
    email_address: payer.email,
    phone_number: phone,
    first_name: firstName,
    last_name: rest.join(' '),
    country_code: country,
  };
}

const unknownStatus = (reason: string, raw: unknown): ProviderStatus => ({
  outcome: 'UNKNOWN',
  providerTxId: null,
  amountMinor: null,
  currency: null,
  reason,
  raw,
});

export function createPesapalProvider(options: PesapalOptions): PaymentProvider {
  const baseUrl = (options.baseUrl ?? PESAPAL_LIVE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  let cachedToken: { token: string; renewAt: number } | null = null;
  let tokenInFlight: Promise<string> | null = null;
  let ipnIdInFlight: Promise<string> | null = options.ipnId ? Promise.resolve(options.ipnId) : null;
  const issuedTokens: string[] = [];

  /** Pesapal's words in our messages, never the secret or a token (should it echo them). */
  function redact(message: string): string {
    return redactSecrets(message, [options.consumerSecret, ...issuedTokens]).slice(0, 300);
  }

  function failure(label: string, answer: JsonAnswer): ProviderError {
    const error = errorOf(answer.body);
    const said = error?.message || textOf(isRecord(answer.body) ? answer.body.message : null);
    const detail = said ? `: ${said}${error?.code ? ` (${error.code})` : ''}` : '';
    return new ProviderError('pesapal', redact(`${label} failed${detail}`), answer.status);
  }

  function send(method: string, path: string, body: unknown, label: string, token?: string) {
    return sendJson({
      fetch: fetchImpl,
      url: `${baseUrl}${path}`,
      method,
      body,
      bearerToken: token,
      timeoutMs,
      noAnswer: (timedOut) => {
        const why = timedOut ? `did not answer within ${timeoutMs} ms` : 'could not be reached';
        return new ProviderError('pesapal', `${label} ${why}`);
      },
    });
  }

  async function requestToken(): Promise<string> {
    const credentials = {
      consumer_key: options.consumerKey,
      consumer_secret: options.consumerSecret,
    };
    const answer = await send('POST', '/api/Auth/RequestToken', credentials, 'RequestToken');
    const body = isRecord(answer.body) ? answer.body : {};
    const token = textOf(body.token);
    if (failed(answer) || !token) throw failure('RequestToken', answer);
    issuedTokens.unshift(token);
    issuedTokens.length = Math.min(issuedTokens.length, 3);
    // expiryDate is UTC; some answers leave out the zone designator.
    const written = textOf(body.expiryDate);
    const expiry = Date.parse(/(Z|[+-]\d\d:\d\d)$/.test(written) ? written : `${written}Z`);
    const expiresAt = Number.isFinite(expiry) ? expiry : now().getTime() + FALLBACK_TOKEN_MS;
    cachedToken = { token, renewAt: expiresAt - RENEW_BEFORE_MS };
    return token;
  }

  function accessToken(): Promise<string> {
    if (cachedToken && now().getTime() < cachedToken.renewAt) {
      return Promise.resolve(cachedToken.token);
    }
    tokenInFlight ??= requestToken().finally(() => (tokenInFlight = null));
    return tokenInFlight;
  }

  /** A Bearer call; a 401 (a token Pesapal ended early, clocks apart) renews it and tries once more. */
  async function call(method: string, path: string, body: unknown, label: string) {
    const token = await accessToken();
    let answer = await send(method, path, body, label, token);
    if (answer.status === 401) {
      if (cachedToken?.token === token) cachedToken = null;
      answer = await send(method, path, body, label, await accessToken());
    }
    if (answer.status === 401 || answer.status === 403) throw failure(label, answer);
    return answer;
  }

  /** The IPN id of options.ipnUrl: one already registered (any instance), else registered now. */
  async function findOrRegisterIpn(): Promise<string> {
    const list = await call('GET', '/api/URLSetup/GetIpnList', undefined, 'GetIpnList');
    if (list.status < 300 && Array.isArray(list.body)) {
      const known = (list.body as unknown[]).find(
        (entry) =>
          isRecord(entry) &&
          textOf(entry.url) === options.ipnUrl &&
          textOf(entry.ipn_id) !== '' &&
          !/inactive/i.test(textOf(entry.ipn_status_description)),
      );
      if (isRecord(known)) return textOf(known.ipn_id);
    }
    const ipn = { url: options.ipnUrl, ipn_notification_type: 'POST' };
    const answer = await call('POST', '/api/URLSetup/RegisterIPN', ipn, 'RegisterIPN');
    const id = isRecord(answer.body) ? textOf(answer.body.ipn_id) : '';
    if (failed(answer) || !id) throw failure('RegisterIPN', answer);
    return id;
  }

  function notificationId(): Promise<string> {
    ipnIdInFlight ??= findOrRegisterIpn().catch((error: unknown) => {
      ipnIdInFlight = null;
      throw error;
    });
    return ipnIdInFlight;
  }

  return {
    name: 'pesapal',
    // The hosted page offers the payer every method; ours is only what they chose on our side.
    methods: ['MOBILE_MONEY', 'CARD'],

    async start(order: ProviderOrder) {
      if (!Number.isSafeInteger(order.amountMinor) || order.amountMinor <= 0) {
        throw new ProviderError('pesapal', 'The amount must be a positive number of minor units.');
      }
      const request = {
        id: order.reference,
        currency: order.currency,
        amount: Number(priceFromMinor(order.amountMinor, order.currency)),
        description: Array.from(order.description).slice(0, DESCRIPTION_MAX).join(''),
        callback_url: order.returnUrl,
        cancellation_url: order.cancelUrl,
        notification_id: await notificationId(),
        billing_address: billingAddressOf(order.payer),
      };
      const label = 'SubmitOrderRequest';
      const answer = await call('POST', '/api/Transactions/SubmitOrderRequest', request, label);
      const body = isRecord(answer.body) ? answer.body : {};
      const trackingId = textOf(body.order_tracking_id);
      const redirectUrl = textOf(body.redirect_url);
      const echoed = textOf(body.merchant_reference);
      if (failed(answer) || !trackingId || !redirectUrl || (echoed && echoed !== order.reference)) {
        throw failure(label, answer);
      }
      return { redirectUrl, providerOrderId: trackingId };
    },

    /**
     * Pesapal does not sign IPNs: anyone can post one. This only reads which order it names
     * (strict ids, nothing else trusted); authenticity comes from GetTransactionStatus over TLS
     * with our token, which the payment service always asks before crediting anything.
     * A POST IPN carries JSON; a GET one (or the browser's callback) the same names in the query.
     */
    parseWebhook(raw: Buffer, _headers: RawHeaders, query: Record<string, string>) {
      if (raw.length > WEBHOOK_MAX_BYTES) return null;
      const body = raw.length > 0 ? parseJson(raw.toString('utf8')) : null;
      const fromBody = isRecord(body) && body.OrderTrackingId !== undefined;
      const source: Json = fromBody ? body : query;
      const orderTrackingId = saneId(source.OrderTrackingId);
      const orderMerchantReference = saneId(source.OrderMerchantReference);
      const orderNotificationType = saneId(source.OrderNotificationType ?? 'IPNCHANGE');
      if (!orderTrackingId || !orderMerchantReference || !orderNotificationType) return null;
      return {
        kind: orderNotificationType,
        reference: orderMerchantReference,
        providerOrderId: orderTrackingId,
        providerTxId: null,
        payload: fromBody ? body : { ...query },
        ack: { orderNotificationType, orderTrackingId, orderMerchantReference, status: 200 },
      } satisfies WebhookNotice;
    },

    async status(lookup: PaymentLookup): Promise<ProviderStatus> {
      if (!lookup.providerOrderId) return unknownStatus('No Pesapal OrderTrackingId yet.', null);
      const path = `/api/Transactions/GetTransactionStatus?orderTrackingId=${encodeURIComponent(lookup.providerOrderId)}`;
      const answer = await call('GET', path, undefined, 'GetTransactionStatus');
      const body = isRecord(answer.body) ? answer.body : null;
      // "Pending Payment" may come with status "500" (even HTTP 500): an answer, not an outage.
      const pendingAnswer =
        body !== null && [0, null].includes(statusCodeOf(body)) && saysPending(body);
      if (!pendingAnswer) {
        if (answer.status >= 500 || bodyStatus(body) >= 500 || (answer.status < 300 && !body)) {
          throw failure('GetTransactionStatus', answer);
        }
        const error = errorOf(body);
        if (!body || answer.status >= 300 || (error && statusCodeOf(body) === null)) {
          return unknownStatus(error?.message ?? `Pesapal answered HTTP ${answer.status}.`, body);
        }
      }
      const said = body as Json;
      const reference = textOf(said.merchant_reference);
      if ((reference || !pendingAnswer) && reference !== lookup.reference) {
        return unknownStatus('Pesapal answered for another merchant reference.', said);
      }
      const outcome = pesapalOutcomeOf(said);
      const reasons = [said.description, said.payment_status_code, errorOf(said)?.message];
      const currency = textOf(said.currency);
      return {
        outcome,
        providerTxId: textOf(said.confirmation_code) || null,
        amountMinor: pesapalAmountToMinor(said.amount, currency),
        currency: currency || null,
        reason:
          outcome === 'SUCCEEDED'
            ? null
            : reasons.map(textOf).find(Boolean) || textOf(said.payment_status_description) || null,
        raw: said,
      };
    },

    async refund(payment) {
      if (!payment.providerTxId) {
        throw new ProviderError('pesapal', 'A refund needs the payment confirmation code.');
      }
      const request = {
        confirmation_code: payment.providerTxId,
        amount: Number(priceFromMinor(payment.amountMinor, payment.currency)),
        username: 'AfriNest',
        remarks: payment.reason.trim().slice(0, 200) || 'Refund',
      };
      const answer = await call(
        'POST',
        '/api/Transactions/RefundRequest',
        request,
        'RefundRequest',
      );
      // Only {status: "200"} accepts it; "500" is a refusal whose `message` says why.
      if (failed(answer) || bodyStatus(answer.body) !== 200) throw failure('RefundRequest', answer);
      // Pesapal gives a refund no id of its own: the payment's code names it (one refund each).
      return `${payment.providerTxId}:refund`;
    },
  };
}
