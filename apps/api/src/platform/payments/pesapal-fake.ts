/**
 * A local Pesapal API 3.0 for tests: a real node:http server on 127.0.0.1 answering the documented
 * shapes (see pesapal.ts for the pages followed) of RequestToken, RegisterIPN, GetIpnList,
 * SubmitOrderRequest, GetTransactionStatus and RefundRequest, with Bearer tokens that expire.
 * Nothing is paid: a test plays the payer with `complete` and posts the IPN body it returns.
 * Where the docs are silent (HTTP codes of refusals, an unknown tracking id) it answers the
 * documented error object {error: {error_type, code, message}, status}.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PesapalFakeOptions {
  consumerKey?: string;
  consumerSecret?: string;
  /** How long a token lives; 5 minutes as documented. */
  tokenTtlMs?: number;
  /** The fake's clock (token expiry, dates); a test moves it to expire tokens. */
  now?: () => Date;
}

/** An order as SubmitOrderRequest stored it, and what the payer did with it. */
export interface FakePesapalOrder {
  orderTrackingId: string;
  merchantReference: string;
  currency: string;
  /** Major units, as received (150000, 49.99). */
  amount: number;
  description: string;
  callbackUrl: string;
  cancellationUrl: string | null;
  notificationId: string;
  billingAddress: Record<string, unknown>;
  state: 'PENDING' | 'COMPLETED' | 'FAILED' | 'REVERSED';
  paidAmount: number | null;
  paidCurrency: string | null;
  confirmationCode: string;
  refunds: { amount: number; username: string; remarks: string }[];
}

/** What Pesapal posts to the IPN URL (ipn_notification_type POST). */
export interface FakePesapalIpn {
  OrderTrackingId: string;
  OrderNotificationType: 'IPNCHANGE';
  OrderMerchantReference: string;
}

export interface FakePesapalRequest {
  method: string;
  /** Below `url`, with the query: `/api/Transactions/GetTransactionStatus?orderTrackingId=…`. */
  path: string;
  /** The JSON body, or null. */
  body: unknown;
  /** The HTTP status answered (0 while held by a 'timeout'). */
  status: number;
}

export interface PesapalFake {
  /** Base URL to give the adapter (`baseUrl`), like https://pay.pesapal.com/v3; no trailing slash. */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  /** Every request received, in order (the hosted page included). */
  requests: FakePesapalRequest[];
  /** How many times RequestToken was called, refused ones included. */
  readonly tokenRequests: number;
  /**
   * The payer finishes (or a reversal hits) the order: GetTransactionStatus answers it from now on.
   * Amount and currency default to the order's. Returns the IPN body to post to our webhook.
   */
  complete(
    orderTrackingId: string,
    outcome: { status: 'COMPLETED' | 'FAILED' | 'REVERSED'; amount?: number; currency?: string },
  ): FakePesapalIpn;
  /** The latest order submitted with this merchant reference. */
  orderOf(reference: string): FakePesapalOrder | undefined;
  /** The next `n` API calls answer HTTP 503, or ('timeout') nothing until `close`. */
  failNext(n: number, kind: '5xx' | 'timeout'): void;
  /** GetTransactionStatus answers "Pending Payment" for this order from now on, whatever `complete` says. */
  pendingForever(orderTrackingId: string): void;
  close(): Promise<void>;
}

type Reply = [status: number, body: unknown];
type Body = Record<string, unknown>;

const PREFIX = '/v3';
const NO_ERROR = { error_type: null, code: null, message: null, call_back_url: null };
const apiError = (code: string, message: string) => ({ error_type: 'api_error', code, message });
/** The documented error object, as the answer to a refused call. */
const refused = (status: number, code: string, message: string): Reply => [
  status,
  { error: apiError(code, message), status: String(status) },
];
/** The first message whose check failed, or null. */
const firstRefusal = (checks: [boolean, string][]) => checks.find(([bad]) => bad)?.[1] ?? null;
const DESCRIPTIONS = { COMPLETED: 'Completed', FAILED: 'Failed', REVERSED: 'Reversed' };
const STATUS_CODES = { COMPLETED: 1, FAILED: 2, REVERSED: 3 };
const REFERENCE = /^[A-Za-z0-9\-_.:]{1,50}$/;

/** The JSON received, the text itself when it is not JSON, null when empty. */
function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/** Pesapal writes dates with 7 fractional digits: "2021-08-26T12:29:30.5177702Z". */
const pesapalDate = (date: Date) => date.toISOString().replace('Z', '0000Z');

export async function startPesapalFake(options: PesapalFakeOptions = {}): Promise<PesapalFake> {
  const consumerKey = options.consumerKey ?? 'fake-consumer-key';
  const consumerSecret = options.consumerSecret ?? 'fake-consumer-secret';
  const tokenTtlMs = options.tokenTtlMs ?? 5 * 60_000;
  const now = options.now ?? (() => new Date());
  const tokens = new Map<string, number>();
  const ipns: { url: string; ipn_id: string; created_date: string; type: string }[] = [];
  const orders = new Map<string, FakePesapalOrder>();
  const pendingIds = new Set<string>();
  const requests: FakePesapalRequest[] = [];
  let tokenRequests = 0;
  let failures: { left: number; kind: '5xx' | 'timeout' } = { left: 0, kind: '5xx' };
  let url = '';

  const statusAnswer = (order: FakePesapalOrder) => {
    const common = {
      created_date: pesapalDate(now()),
      message: 'Request processed successfully',
      call_back_url: `${order.callbackUrl}?OrderTrackingId=${order.orderTrackingId}&OrderMerchantReference=${order.merchantReference}`,
      merchant_reference: order.merchantReference,
    };
    if (order.state === 'PENDING' || pendingIds.has(order.orderTrackingId)) {
      // As Pesapal answers an order not paid yet: INVALID, "Pending Payment", status "500".
      return {
        ...common,
        payment_method: '',
        amount: order.amount,
        confirmation_code: '',
        payment_status_description: 'INVALID',
        description: '',
        payment_account: '',
        status_code: 0,
        currency: order.currency,
        error: { ...apiError('payment_details_not_found', 'Pending Payment'), call_back_url: '' },
        status: '500',
      };
    }
    const card = order.currency === 'USD';
    return {
      ...common,
      payment_method: card ? 'Visa' : 'MTN UG',
      amount: order.paidAmount,
      confirmation_code: order.confirmationCode,
      payment_status_description: DESCRIPTIONS[order.state],
      description: order.state === 'FAILED' ? 'Insufficient funds on the account.' : '',
      payment_account: card ? '476173**0010' : '2567xxx23456',
      status_code: STATUS_CODES[order.state],
      currency: order.paidCurrency,
      error: NO_ERROR,
      status: '200',
    };
  };

  function submitOrder(body: Body): Reply {
    const billing = (body.billing_address ?? {}) as Body;
    const refusal = firstRefusal([
      [typeof body.id !== 'string' || !REFERENCE.test(body.id), 'id: 1-50 of A-Z a-z 0-9 - _ . :'],
      [typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency), 'currency: ISO'],
      [typeof body.amount !== 'number' || !(body.amount > 0), 'amount: a positive number'],
      [typeof body.description !== 'string' || body.description.length > 100, 'description'],
      [typeof body.callback_url !== 'string' || !URL.canParse(body.callback_url), 'callback_url'],
      [!ipns.some((ipn) => ipn.ipn_id === body.notification_id), 'notification_id: not an IPN'],
      [!billing.email_address && !billing.phone_number, 'billing_address: email or phone'],
    ]);
    if (refusal) return refused(400, 'invalid_request', refusal);
    const order: FakePesapalOrder = {
      orderTrackingId: randomUUID(),
      merchantReference: body.id as string,
      currency: body.currency as string,
      amount: body.amount as number,
      description: body.description as string,
      callbackUrl: body.callback_url as string,
      cancellationUrl: typeof body.cancellation_url === 'string' ? body.cancellation_url : null,
      notificationId: body.notification_id as string,
      billingAddress: billing,
      state: 'PENDING',
      paidAmount: null,
      paidCurrency: null,
      confirmationCode: '',
      refunds: [],
    };
    orders.set(order.orderTrackingId, order);
    return [
      200,
      {
        order_tracking_id: order.orderTrackingId,
        merchant_reference: order.merchantReference,
        redirect_url: `${url}/iframe/${order.orderTrackingId}`,
        error: null,
        status: '200',
      },
    ];
  }

  /** The documented limits: COMPLETED only, no more than paid, mobile money in full, once. */
  function refund(body: Body): Reply {
    const code = body.confirmation_code;
    const order = [...orders.values()].find(
      (o) => o.confirmationCode && o.confirmationCode === code,
    );
    const amount = typeof body.amount === 'number' ? body.amount : NaN;
    const refusal = firstRefusal([
      [!order, 'Invalid confirmation code'],
      [order?.state !== 'COMPLETED', 'Only a COMPLETED payment can be refunded'],
      [!(amount > 0 && amount <= (order?.paidAmount ?? 0)), 'Refund at most what was paid'],
      [order?.currency !== 'USD' && amount !== order?.paidAmount, 'Mobile money: in full only'],
      [(order?.refunds.length ?? 0) > 0, 'A refund was already requested for this payment'],
      [!body.username || !body.remarks, 'username and remarks are required'],
    ]);
    if (refusal || !order) return [200, { status: '500', message: refusal }];
    order.refunds.push({
      amount,
      username: String(body.username),
      remarks: String(body.remarks),
    });
    return [200, { status: '200', message: 'Refund request successfully' }];
  }

  function requestToken(body: Body): Reply {
    tokenRequests += 1;
    if (body.consumer_key !== consumerKey || body.consumer_secret !== consumerSecret) {
      const error = apiError('invalid_consumer_key_or_secret_provided', 'Invalid credentials');
      return [200, { token: null, expiryDate: null, error, status: '500', message: '' }];
    }
    const token = randomBytes(24).toString('base64url');
    const expiresAt = now().getTime() + tokenTtlMs;
    tokens.set(token, expiresAt);
    const expiryDate = pesapalDate(new Date(expiresAt));
    return [200, { token, expiryDate, error: null, status: '200', message: 'Request processed' }];
  }

  function registerIpn(body: Body): Reply {
    const type = String(body.ipn_notification_type);
    if (
      typeof body.url !== 'string' ||
      !URL.canParse(body.url) ||
      !['GET', 'POST'].includes(type)
    ) {
      return refused(400, 'invalid_request', 'url and ipn_notification_type GET or POST');
    }
    const ipn = { url: body.url, ipn_id: randomUUID(), created_date: pesapalDate(now()), type };
    ipns.push(ipn);
    return [
      200,
      {
        url: ipn.url,
        created_date: ipn.created_date,
        ipn_id: ipn.ipn_id,
        ipn_notification_type_description: type,
        ipn_status_description: 'Active',
        error: null,
        status: '200',
      },
    ];
  }

  function route(method: string, path: URL, body: Body, bearer: string): Reply {
    const route = `${method} ${path.pathname}`;
    if (route === 'POST /api/Auth/RequestToken') return requestToken(body);
    const expiresAt = tokens.get(bearer);
    if (expiresAt === undefined || expiresAt <= now().getTime()) {
      return refused(401, 'unauthorized', 'Invalid or expired token');
    }
    switch (route) {
      case 'POST /api/URLSetup/RegisterIPN':
        return registerIpn(body);
      case 'GET /api/URLSetup/GetIpnList':
        return [
          200,
          ipns.map(({ type: _type, ...ipn }) => ({ ...ipn, error: null, status: '200' })),
        ];
      case 'POST /api/Transactions/SubmitOrderRequest':
        return submitOrder(body);
      case 'GET /api/Transactions/GetTransactionStatus': {
        const order = orders.get(path.searchParams.get('orderTrackingId') ?? '');
        return order ? [200, statusAnswer(order)] : refused(404, 'order_not_found', 'No order');
      }
      case 'POST /api/Transactions/RefundRequest':
        return refund(body);
      default:
        return refused(404, 'not_found', `No ${route}`);
    }
  }

  const held = new Set<ServerResponse>();
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = parseBody(text);
    const full = new URL(req.url ?? '/', 'http://fake');
    const path = new URL(full.pathname.replace(PREFIX, '') + full.search, 'http://fake');
    const method = req.method ?? 'GET';
    const entry: FakePesapalRequest = {
      method,
      path: path.pathname + path.search,
      body,
      status: 0,
    };
    requests.push(entry);
    const answer = (status: number, payload: unknown, type = 'application/json') => {
      entry.status = status;
      res.writeHead(status, { 'content-type': type });
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    if (!full.pathname.startsWith(PREFIX)) return answer(404, 'Not Found', 'text/plain');
    if (path.pathname.startsWith('/iframe/')) {
      return answer(200, '<!doctype html><title>Pesapal (fake)</title>', 'text/html');
    }
    if (failures.left > 0) {
      failures.left -= 1;
      if (failures.kind === 'timeout') return void held.add(res);
      return answer(503, '<html><body>503 Service Unavailable</body></html>', 'text/html');
    }
    if (text && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      return answer(...refused(400, 'invalid_json', 'The body is not a JSON object'));
    }
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    answer(...route(method, path, (body ?? {}) as Body, bearer));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PREFIX}`;

  const orderById = (orderTrackingId: string) => {
    const order = orders.get(orderTrackingId);
    if (!order) throw new Error(`The Pesapal fake has no order ${orderTrackingId}.`);
    return order;
  };

  return {
    url,
    consumerKey,
    consumerSecret,
    requests,
    get tokenRequests() {
      return tokenRequests;
    },
    complete(orderTrackingId, outcome) {
      const order = orderById(orderTrackingId);
      order.state = outcome.status;
      order.paidAmount = outcome.amount ?? order.amount;
      order.paidCurrency = outcome.currency ?? order.currency;
      if (outcome.status !== 'FAILED' && !order.confirmationCode) {
        order.confirmationCode = randomBytes(5).toString('hex').toUpperCase();
      }
      return {
        OrderTrackingId: order.orderTrackingId,
        OrderNotificationType: 'IPNCHANGE',
        OrderMerchantReference: order.merchantReference,
      };
    },
    orderOf(reference) {
      return [...orders.values()].filter((o) => o.merchantReference === reference).at(-1);
    },
    failNext(n, kind) {
      failures = { left: n, kind };
    },
    pendingForever(orderTrackingId) {
      pendingIds.add(orderById(orderTrackingId).orderTrackingId);
    },
    close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
