/**
 * A local Flutterwave (API v3) for tests: a real node:http server on 127.0.0.1 answering the
 * documented shapes (see flutterwave.ts for the pages followed) of hosted checkout, verification
 * and refunds. Nothing is paid: a test plays the payer with `complete` and posts the webhook
 * body it returns, with the header `verif-hash: fake.secretHash`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The transaction as `GET /v3/transactions/{id}/verify` answers it in `data`. */
export interface FakeFlutterwaveTransaction {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  charged_amount: number;
  currency: string;
  status: string;
  processor_response: string;
  payment_type: string;
  created_at: string;
  customer: { email: string; name: string; phone_number: string };
}

export interface FakeFlutterwaveWebhook {
  event: 'charge.completed';
  data: FakeFlutterwaveTransaction;
}

export interface FakeFlutterwaveRequest {
  method: string;
  /** With the query string: `/v3/transactions/verify_by_reference?tx_ref=…`. */
  path: string;
  /** The JSON body, or null when there was none. */
  body: unknown;
}

export interface FlutterwaveFake {
  /** Base URL to give the adapter (`baseUrl`); no trailing slash. */
  url: string;
  secretKey: string;
  /** What a test sends in the `verif-hash` header of a webhook. */
  secretHash: string;
  /** Every request received, in order (the hosted page included). */
  requests: FakeFlutterwaveRequest[];
  /**
   * The payer finishes the checkout of `txRef`: creates a transaction (new numeric id) and
   * returns the `charge.completed` webhook body. Amount and currency default to the order's.
   */
  complete(
    txRef: string,
    outcome: { status: 'successful' | 'failed'; amount?: number; currency?: string },
  ): FakeFlutterwaveWebhook;
  /** The next `n` API calls answer HTTP 500, or ('timeout') no answer until `close`. */
  failNext(n: number, kind: '5xx' | 'timeout'): void;
  /** Verification of `txRef` answers `pending` from now on, whatever `complete` said; returns the id. */
  pendingForever(txRef: string): number;
  close(): Promise<void>;
}

interface StoredOrder {
  amount: number;
  currency: string;
  customer: { email: string; name: string; phone_number: string };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const error = (res: ServerResponse, status: number, message: string) =>
  json(res, status, { status: 'error', message, data: null });
const notFound = (res: ServerResponse) =>
  // The body Flutterwave answers for an unknown transaction (Flutterwave/Node-v3#136).
  error(res, 400, 'No transaction was found for this id');

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Starts the fake on a free port; `close` it in afterAll. */
export async function startFlutterwaveFake(
  options: { secretKey?: string; secretHash?: string } = {},
): Promise<FlutterwaveFake> {
  const secretKey = options.secretKey ?? 'FLWSECK_TEST-fake-secret-key-X';
  const secretHash = options.secretHash ?? 'fake-webhook-secret-hash';
  const requests: FakeFlutterwaveRequest[] = [];
  const orders = new Map<string, StoredOrder>();
  const transactions = new Map<number, FakeFlutterwaveTransaction>();
  const pendingRefs = new Set<string>();
  const failures: ('5xx' | 'timeout')[] = [];
  let nextId = 7_000_001;
  let url = '';

  const latestOf = (txRef: string) =>
    [...transactions.values()].filter((tx) => tx.tx_ref === txRef).at(-1);
  // A pendingForever reference verifies as pending, whatever its webhook said.
  const asVerified = (tx: FakeFlutterwaveTransaction) =>
    pendingRefs.has(tx.tx_ref) ? { ...tx, status: 'pending', processor_response: 'Pending' } : tx;
  const verified = (res: ServerResponse, tx: FakeFlutterwaveTransaction | undefined) =>
    tx
      ? json(res, 200, {
          status: 'success',
          message: 'Transaction fetched successfully',
          data: asVerified(tx),
        })
      : notFound(res);

  function createTransaction(txRef: string, status: string, amount?: number, currency?: string) {
    const order = orders.get(txRef);
    const paid = amount ?? order?.amount;
    const paidIn = currency ?? order?.currency;
    if (paid === undefined || paidIn === undefined) {
      throw new Error(`flutterwave fake: no order ${txRef}; pass amount and currency`);
    }
    const id = nextId++;
    const tx: FakeFlutterwaveTransaction = {
      id,
      tx_ref: txRef,
      flw_ref: `FLW-MOCK-${id}`,
      amount: paid,
      charged_amount: paid,
      currency: paidIn,
      status,
      processor_response: status === 'successful' ? 'Approved' : 'Declined by the payer',
      payment_type: 'mobilemoneyuganda',
      created_at: new Date().toISOString(),
      customer: order?.customer ?? {
        email: 'payer@test.afrinest',
        name: 'Payer',
        phone_number: 'N/A',
      },
    };
    transactions.set(id, tx);
    return tx;
  }

  function createPayment(res: ServerResponse, body: Record<string, unknown>) {
    const customer = record(body.customer);
    if (
      typeof body.tx_ref !== 'string' ||
      typeof body.amount !== 'number' ||
      typeof body.redirect_url !== 'string' ||
      typeof customer.email !== 'string'
    ) {
      return error(res, 400, 'tx_ref, amount, redirect_url and customer.email are required');
    }
    orders.set(body.tx_ref, {
      amount: body.amount,
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      customer: {
        email: customer.email,
        name: typeof customer.name === 'string' ? customer.name : '',
        phone_number: typeof customer.phonenumber === 'string' ? customer.phonenumber : 'N/A',
      },
    });
    const link = `${url}/hosted/${encodeURIComponent(body.tx_ref)}`;
    json(res, 200, { status: 'success', message: 'Hosted Link', data: { link } });
  }

  function refund(res: ServerResponse, id: number, body: Record<string, unknown>) {
    const tx = transactions.get(id);
    if (!tx) return notFound(res);
    if (asVerified(tx).status !== 'successful') {
      return error(res, 400, 'Only successful transactions can be refunded');
    }
    const amount = typeof body.amount === 'number' ? body.amount : tx.amount;
    if (amount <= 0 || amount > tx.amount) return error(res, 400, 'Invalid refund amount');
    json(res, 200, {
      status: 'success',
      message: 'Transaction refund initiated',
      data: {
        id: nextId++,
        account_id: 73362,
        tx_id: tx.id,
        flw_ref: `URF_${Date.now()}_${tx.id}`,
        amount_refunded: amount,
        status: 'completed',
        destination: 'payment_source',
        meta: { source: 'availablebalance' },
        created_at: new Date().toISOString(),
      },
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    let body: unknown;
    try {
      body = await readJson(req);
    } catch {
      requests.push({ method, path, body: null });
      return error(res, 400, 'Invalid JSON body');
    }
    requests.push({ method, path, body });
    const { pathname, searchParams } = new URL(path, 'http://fake');

    const hosted = /^\/hosted\/([^/]+)$/.exec(pathname);
    if (method === 'GET' && hosted) {
      const txRef = decodeURIComponent(hosted[1]!);
      if (!orders.has(txRef)) return error(res, 404, 'Payment link not found');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>Flutterwave (fake)</title><h1>Pay</h1>');
    }

    const failure = failures.shift();
    if (failure === 'timeout') return; // held until close() ends the connection
    if (failure === '5xx') return error(res, 500, 'Internal server error');
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return error(res, 401, 'Invalid authorization key');
    }

    if (method === 'POST' && pathname === '/v3/payments') return createPayment(res, record(body));
    if (method === 'GET' && pathname === '/v3/transactions/verify_by_reference') {
      return verified(res, latestOf(searchParams.get('tx_ref') ?? ''));
    }
    const verify = /^\/v3\/transactions\/(\d+)\/verify$/.exec(pathname);
    if (method === 'GET' && verify) return verified(res, transactions.get(Number(verify[1])));
    const refundOf = /^\/v3\/transactions\/(\d+)\/refund$/.exec(pathname);
    if (method === 'POST' && refundOf) return refund(res, Number(refundOf[1]), record(body));
    return error(res, 404, `No route ${method} ${pathname}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => error(res, 500, 'Internal server error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    secretHash,
    requests,
    complete(txRef, outcome) {
      const tx = createTransaction(txRef, outcome.status, outcome.amount, outcome.currency);
      return { event: 'charge.completed', data: { ...tx } };
    },
    failNext(n, kind) {
      for (let i = 0; i < n; i++) failures.push(kind);
    },
    pendingForever(txRef) {
      pendingRefs.add(txRef);
      return (latestOf(txRef) ?? createTransaction(txRef, 'pending')).id;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      );
    },
  };
}
