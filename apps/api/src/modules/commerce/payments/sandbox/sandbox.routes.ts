import { z } from 'zod';
import { moneyText, SANDBOX_OUTCOMES, type Currency } from '@afrinest/contract';
import type { App } from '../../../../platform/http/types';
import { notFound } from '../../../../platform/http/errors';
import { escapeHtml } from '../../../../platform/mail/escape-html';
import { SANDBOX_STATUS, type Sandbox, type SandboxCharge } from './sandbox.provider';

/** The queue that sends the sandbox's notification (and the delayed "approve on phone"). */
export const SANDBOX_DELIVER_QUEUE = 'commerce.sandbox-deliver';
export interface SandboxDeliverJob {
  chargeId: string;
  /** The payer approved on the phone: the charge succeeds when the job runs. */
  approve?: boolean;
}

const params = z.object({ reference: z.string().min(4).max(40) });
const query = z.object({ token: z.string().min(16).max(200) });
const decision = z.object({
  outcome: z.enum(SANDBOX_OUTCOMES),
  token: z.string().min(16).max(200),
});

function page(charge: SandboxCharge, token: string, approveSeconds: number, product: string) {
  const ended = charge.status !== 'PENDING';
  const button = (outcome: string, label: string, style: string) =>
    `<button name="outcome" value="${outcome}" style="${style}">${escapeHtml(label)}</button>`;
  const base =
    'display:block;width:100%;min-height:48px;margin:.5rem 0;border-radius:8px;font-size:1rem;border:1px solid #d1d5db;cursor:pointer';
  const buttons = ended
    ? `<p>This test payment has ended: ${escapeHtml(charge.status.toLowerCase())}.</p>`
    : [
        charge.method === 'MOBILE_MONEY'
          ? button(
              'approve_on_phone',
              `Approve on my phone (arrives in ${approveSeconds} s)`,
              `${base};background:#fbbf24`,
            )
          : '',
        button('success', 'Pay now (succeeds)', `${base};background:#047857;color:#fff`),
        button('failure', 'Decline (fails)', `${base};background:#fff`),
        button('cancel', 'Cancel and go back', `${base};background:#fff`),
      ].join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox checkout | ${escapeHtml(product)}</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:auto;padding:1rem;color:#1f2937">
<h1 style="font-size:1.4rem">Sandbox checkout</h1>
<p style="background:#fef3c7;padding:.75rem;border-radius:8px">Test payments only: no money moves. Choose what the payment does.</p>
<dl><dt>Pay to</dt><dd>${escapeHtml(product)}</dd><dt>For</dt><dd>${escapeHtml(charge.description)}</dd>
<dt>Reference</dt><dd>${escapeHtml(charge.reference)}</dd><dt>Amount</dt><dd style="font-size:1.3rem;font-weight:bold">${escapeHtml(moneyText(charge.amountMinor, charge.currency as Currency))}</dd>
<dt>Method</dt><dd>${charge.method === 'MOBILE_MONEY' ? 'Mobile money' : 'Card'}</dd></dl>
<form method="post" action="/api/payments/sandbox/${encodeURIComponent(charge.reference)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">${buttons}</form></body></html>`;
}

/**
 * The sandbox provider's hosted page (issue 42), on the API's origin as a provider's would be on
 * its own: the payer's token opens it; the choice is notified to our webhook by a job.
 */
export function sandboxRoutes(
  app: App,
  deps: {
    sandbox: Sandbox;
    send: (job: SandboxDeliverJob, startAfterSeconds?: number) => Promise<unknown>;
    approveSeconds: number;
    product: string;
    webUrl: string;
  },
) {
  // Only the web app's origin may receive the redirect that follows the form.
  const csp = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${deps.webUrl}; frame-ancestors 'none'`;
  app.register(async (plugin) => {
    // The scope keeps the app's zod type provider (register's callback types it plainly).
    const scope = plugin as unknown as App;
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.get(
      '/api/payments/sandbox/:reference',
      { schema: { hide: true, params, querystring: query }, config: { access: 'public' } },
      async (request, reply) => {
        const charge = await deps.sandbox.chargeFor(request.params.reference, request.query.token);
        if (!charge) throw notFound();
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', csp)
          .header('cache-control', 'no-store')
          .send(page(charge, request.query.token, deps.approveSeconds, deps.product));
      },
    );
    scope.post(
      '/api/payments/sandbox/:reference',
      { schema: { hide: true, params, body: decision }, config: { access: 'public' } },
      async (request, reply) => {
        const { outcome, token } = request.body;
        const charge = await deps.sandbox.chargeFor(request.params.reference, token);
        if (!charge) throw notFound();
        if (outcome === 'approve_on_phone') {
          if (charge.status === 'PENDING')
            await deps.send({ chargeId: charge.id, approve: true }, deps.approveSeconds);
          return reply.redirect(charge.returnUrl, 303);
        }
        const after = await deps.sandbox.decide(charge, SANDBOX_STATUS[outcome]);
        if (after !== charge) await deps.send({ chargeId: charge.id });
        return reply.redirect(outcome === 'cancel' ? after.cancelUrl : after.returnUrl, 303);
      },
    );
  });
}
