import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/client';
import type {
  PaymentProvider,
  ProviderOutcome,
  RawHeaders,
} from '../../../../platform/payments/provider';
import { sandboxCharges } from '../../payments.schema';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export type SandboxCharge = typeof sandboxCharges.$inferSelect;
/** What the hosted page lets the payer choose, as the charge's status. */
export const SANDBOX_STATUS = {
  success: 'SUCCEEDED',
  failure: 'FAILED',
  cancel: 'CANCELLED',
} as const;

/** The body the sandbox posts to our webhook, as a provider's notification. */
export interface SandboxNotification {
  event: 'charge.updated';
  data: { id: string; reference: string; status: string; amountMinor: number; currency: string };
}

export const signSandbox = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

function sameSignature(secret: string, raw: Buffer, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'));
  return timingSafeEqual(expected, Buffer.from(given));
}

const headerOf = (headers: RawHeaders, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * The embedded provider (issue 42): its own books (sandbox_charge), a hosted page served by the
 * API (sandbox.routes.ts) where the payer chooses the outcome, and notifications signed with
 * HMAC-SHA256 of the raw body, verified like any provider's before anything is parsed.
 */
export function createSandboxProvider(deps: { db: Db; secret: string; apiUrl: string }) {
  const { db, secret } = deps;
  const provider: PaymentProvider = {
    name: 'sandbox',
    methods: ['MOBILE_MONEY', 'CARD'],
    async start(order) {
      const id = `sbx_${randomBytes(9).toString('hex')}`;
      const token = randomBytes(24).toString('base64url');
      await db.insert(sandboxCharges).values({
        id,
        reference: order.reference,
        amountMinor: order.amountMinor,
        currency: order.currency,
        method: order.method,
        description: order.description,
        token,
        returnUrl: order.returnUrl,
        cancelUrl: order.cancelUrl,
      });
      return {
        redirectUrl: `${deps.apiUrl}/api/payments/sandbox/${encodeURIComponent(order.reference)}?token=${token}`,
        providerOrderId: id,
      };
    },
    parseWebhook(raw, headers) {
      if (!sameSignature(secret, raw, headerOf(headers, SANDBOX_SIGNATURE_HEADER))) return null;
      let body: SandboxNotification;
      try {
        body = JSON.parse(raw.toString('utf8')) as SandboxNotification;
      } catch {
        return null;
      }
      if (typeof body?.data?.reference !== 'string') return null;
      return {
        kind: body.event,
        reference: body.data.reference,
        providerOrderId: body.data.id,
        providerTxId: null,
        payload: body,
      };
    },
    async status(lookup) {
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.reference, lookup.reference));
      if (!charge)
        return {
          outcome: 'UNKNOWN',
          providerTxId: null,
          amountMinor: null,
          currency: null,
          reason: null,
          raw: {},
        };
      const outcome: ProviderOutcome =
        charge.status === 'REFUNDED' ? 'REVERSED' : (charge.status as ProviderOutcome);
      const { token: _token, ...raw } = charge;
      return {
        outcome,
        providerTxId: charge.id,
        amountMinor: charge.amountMinor,
        currency: charge.currency,
        reason:
          outcome === 'FAILED' ? 'The payer chose a failed payment on the sandbox page.' : null,
        raw,
      };
    },
    async refund(p) {
      await db
        .update(sandboxCharges)
        .set({ status: 'REFUNDED', updatedAt: new Date() })
        .where(eq(sandboxCharges.reference, p.reference));
      return `${p.providerTxId ?? p.reference}:refund`;
    },
  };

  return {
    provider,
    /** The charge behind a hosted page, when the token is the payer's. */
    async chargeFor(reference: string, token: string): Promise<SandboxCharge | undefined> {
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.reference, reference));
      if (!charge) return undefined;
      const a = Buffer.from(charge.token);
      const b = Buffer.from(token);
      return a.length === b.length && timingSafeEqual(a, b) ? charge : undefined;
    },
    /** The payer's choice; a charge that already ended keeps its outcome. */
    async decide(charge: SandboxCharge, status: 'SUCCEEDED' | 'FAILED' | 'CANCELLED') {
      if (charge.status !== 'PENDING') return charge;
      const [row] = await db
        .update(sandboxCharges)
        .set({ status, updatedAt: new Date() })
        .where(eq(sandboxCharges.id, charge.id))
        .returning();
      return row!;
    },
    async byId(id: string): Promise<SandboxCharge | undefined> {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
      return row;
    },
    /** The notification of a charge's current state, signed. */
    notification(charge: SandboxCharge): { body: string; signature: string } {
      const note: SandboxNotification = {
        event: 'charge.updated',
        data: {
          id: charge.id,
          reference: charge.reference,
          status: charge.status,
          amountMinor: charge.amountMinor,
          currency: charge.currency,
        },
      };
      const body = JSON.stringify(note);
      return { body, signature: signSandbox(secret, body) };
    },
  };
}
export type Sandbox = ReturnType<typeof createSandboxProvider>;
