import {
  canMovePayment,
  PaymentErrorCode,
  PaymentMessages,
  type BillingSettings,
  type InvoiceLine,
  type PaymentStatus,
} from '@afrinest/contract';
import { AppError } from '../../../platform/http/errors';
import type { Db } from '../../../platform/db/client';
import type { EventOutbox } from '../../../platform/events/outbox';
import { paymentEvent, type PaymentEventType } from '../../../platform/events/product-events';
import type { ProviderStatus } from '../../../platform/payments/provider';
import type { Exec } from '../entitlements/ledger.repository';
import type { PackageForGrant } from '../entitlements/entitlements.service';
import type { Invoices, Buyer } from '../invoices/invoices.service';
import type { PaymentRow, PaymentsRepository } from './payments.repository';

export const paymentNotFound = () =>
  new AppError(404, PaymentErrorCode.PAYMENT_NOT_FOUND, PaymentMessages.PAYMENT_NOT_FOUND);
export const wrongState = (message: string = PaymentMessages.WRONG_STATE) =>
  new AppError(409, PaymentErrorCode.WRONG_STATE, message);

/** Who a settlement came from: a provider's word, or an admin's decision. */
export type SettledBy =
  { kind: 'provider' } | { kind: 'admin'; actorId: string; reason: string; bankReference?: string };

export interface AgencyForPayment {
  id: string;
  name: string;
  status: string;
  email: string | null;
  addressLine: string | null;
}

export interface SettlementDeps {
  db: Db;
  repo: PaymentsRepository;
  invoices: Invoices;
  billing: () => Promise<BillingSettings>;
  agencyOf: (id: string) => Promise<AgencyForPayment | undefined>;
  packageForGrant: (id: string) => Promise<PackageForGrant>;
  /** The grant, in the crediting transaction, under the agency's entitlement lock. */
  grantIn: (
    tx: Exec,
    agencyId: string,
    pkg: PackageForGrant,
    intent: { actorId: string | null; reason: string; idempotencyKey: string },
  ) => Promise<{ operationId: string }>;
  markRequestPaid: (tx: Exec, requestId: string, paymentId: string) => Promise<void>;
  /** A refund takes back what is unused of the purchase's grant, in the refund's transaction. */
  reverseGrantIn: (
    tx: Exec,
    operationId: string,
    intent: { actorId: string; reason: string },
  ) => Promise<void>;
  /** After commit: the invoice mail and anything else that must not hold the transaction. */
  afterCredit: (payment: PaymentRow, invoiceId: string) => Promise<void>;
  /** Product events (issue 45): each move's event in the transaction that makes it. */
  outbox: EventOutbox;
  now?: () => Date;
}

/** The event a move to this status sends; EXPIRED (never confirmed) counts as failed. */
const EVENT_OF: Partial<Record<string, PaymentEventType>> = {
  SUCCEEDED: 'payment.succeeded',
  FAILED: 'payment.failed',
  CANCELLED: 'payment.failed',
  EXPIRED: 'payment.failed',
  REFUNDED: 'payment.refunded',
};

/** The lines a payment's invoice lists: the package or the request, one line. */
export const linesOf = (p: PaymentRow): InvoiceLine[] => [
  {
    description: p.description,
    quantity: 1,
    unitMinor: p.subtotalMinor,
    amountMinor: p.subtotalMinor,
  },
];

/**
 * The one path that credits (issue 42): a payment moves to SUCCEEDED, its package is granted and
 * its invoice issued in one transaction holding the payment's row lock, so a success delivered
 * ten times, out of order or racing the payer's return credits once. Every other provider answer
 * moves the state machine without crediting.
 */
export function createSettlement(deps: SettlementDeps) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** The payment as moved, its event written in `tx` when its status changed. */
  async function emitMove(tx: Exec, from: string, after: PaymentRow): Promise<PaymentRow> {
    const type = after.status !== from ? EVENT_OF[after.status] : undefined;
    if (type) await deps.outbox.emit(tx, paymentEvent(type, after));
    return after;
  }

  /** Everything the crediting transaction needs, read before it (PGlite: one statement at a time). */
  async function prepare(p: PaymentRow) {
    const [agency, billing, pkg] = await Promise.all([
      deps.agencyOf(p.agencyId),
      deps.billing(),
      p.packageId ? deps.packageForGrant(p.packageId) : Promise.resolve(null),
    ]);
    if (!agency) throw paymentNotFound();
    const buyer: Buyer = {
      agencyId: agency.id,
      name: agency.name,
      address: agency.addressLine ?? '',
      email: agency.email ?? '',
    };
    return { agency, billing, pkg, buyer };
  }
  type Prepared = Awaited<ReturnType<typeof prepare>>;

  async function creditIn(tx: Exec, p: PaymentRow, ctx: Prepared, actorId: string | null) {
    let grantOperationId: string | null = null;
    // A PENDING agency's purchase is granted when an admin activates it (grantWaiting).
    if (ctx.pkg && ctx.agency.status === 'ACTIVE') {
      const grant = await deps.grantIn(tx, p.agencyId, ctx.pkg, {
        actorId,
        reason: `Purchase ${p.reference}`,
        idempotencyKey: `payment:${p.id}`,
      });
      grantOperationId = grant.operationId;
    }
    if (p.requestId) await deps.markRequestPaid(tx, p.requestId, p.id);
    const invoice = await deps.invoices.issue(tx, 'INVOICE', p, {
      seller: ctx.billing,
      buyer: ctx.buyer,
      lines: linesOf(p),
    });
    return { grantOperationId, invoiceId: invoice.id };
  }

  /** Moves a payment by a provider's answer; answers the payment as it stands after. */
  async function settle(paymentId: string, status: ProviderStatus, by: SettledBy) {
    const before = await repo.findById(db, paymentId);
    if (!before) throw paymentNotFound();
    const ctx = status.outcome === 'SUCCEEDED' ? await prepare(before) : null;
    let credited: { payment: PaymentRow; invoiceId: string } | null = null;
    const move = async (tx: Exec, p: PaymentRow): Promise<PaymentRow> => {
      const at = now();
      switch (status.outcome) {
        case 'SUCCEEDED': {
          if (p.status === 'SUCCEEDED' || p.status === 'REFUNDED') return p;
          const txId = status.providerTxId;
          if (txId && (await repo.txIdTaken(tx, p.provider, txId, p.id)))
            return repo.update(tx, p.id, { heldReason: PaymentMessages.HELD_DUPLICATE_TX });
          const sameMoney = status.amountMinor === p.totalMinor && status.currency === p.currency;
          const held = !sameMoney
            ? PaymentMessages.HELD_AMOUNT
            : !canMovePayment(p.status as PaymentStatus, 'SUCCEEDED')
              ? PaymentMessages.HELD_LATE
              : p.heldReason;
          if (held && by.kind !== 'admin')
            return repo.update(tx, p.id, {
              heldReason: held,
              providerTxId: txId ?? p.providerTxId,
              pendingAt: p.pendingAt ?? at,
            });
          const paid = await repo.update(tx, p.id, {
            status: 'SUCCEEDED',
            heldReason: null,
            failureReason: null,
            providerTxId: txId ?? p.providerTxId,
            bankReference:
              by.kind === 'admin' ? (by.bankReference ?? p.bankReference) : p.bankReference,
            succeededAt: at,
            endedAt: at,
          });
          const c = await creditIn(tx, paid, ctx!, by.kind === 'admin' ? by.actorId : null);
          const done = await repo.update(tx, p.id, { grantOperationId: c.grantOperationId });
          credited = { payment: done, invoiceId: c.invoiceId };
          return done;
        }
        case 'FAILED':
        case 'CANCELLED': {
          if (!canMovePayment(p.status as PaymentStatus, status.outcome) || p.heldReason) return p;
          return repo.update(tx, p.id, {
            status: status.outcome,
            failureReason: status.reason ?? (by.kind === 'admin' ? by.reason : null),
            endedAt: at,
          });
        }
        case 'REVERSED': {
          // Money the provider took back after crediting: an admin decides (refund, recover).
          if (p.status !== 'SUCCEEDED') return p;
          return repo.update(tx, p.id, { heldReason: PaymentMessages.HELD_REVERSED });
        }
        case 'PENDING':
          if (p.status !== 'CREATED') return p;
          return repo.update(tx, p.id, { status: 'PENDING', pendingAt: p.pendingAt ?? at });
        case 'UNKNOWN':
          return p;
      }
    };
    const after = await db.transaction(async (tx) => {
      const p = (await repo.lock(tx, paymentId))!;
      return emitMove(tx, p.status, await move(tx, p));
    });
    if (credited) {
      const { payment, invoiceId } = credited;
      await deps.afterCredit(payment, invoiceId);
    }
    return after;
  }

  return {
    settle,
    /** A payment that ran out of time: CREATED or PENDING → EXPIRED, nothing credited. */
    async expire(paymentId: string) {
      return db.transaction(async (tx) => {
        const p = (await repo.lock(tx, paymentId))!;
        if (!canMovePayment(p.status as PaymentStatus, 'EXPIRED') || p.heldReason) return p;
        const expired = await repo.update(tx, p.id, {
          status: 'EXPIRED',
          failureReason: 'The payment was not confirmed in time.',
          endedAt: now(),
        });
        return emitMove(tx, p.status, expired);
      });
    },
    /**
     * SUCCEEDED → REFUNDED: a credit note for the invoice and the unused part of the grant taken
     * back, together. The provider's refund (if any) was asked before, by the caller.
     */
    async refund(paymentId: string, actor: { actorId: string; reason: string }) {
      const before = await repo.findById(db, paymentId);
      if (!before) throw paymentNotFound();
      const ctx = await prepare(before);
      return db.transaction(async (tx) => {
        const p = (await repo.lock(tx, paymentId))!;
        if (p.status === 'REFUNDED') throw wrongState(PaymentMessages.ALREADY_REFUNDED);
        if (p.status !== 'SUCCEEDED' || p.heldReason !== PaymentMessages.REFUNDING)
          throw wrongState();
        const invoice = await deps.invoices.ofPayment(tx, p.id, 'INVOICE');
        await deps.invoices.issue(tx, 'CREDIT_NOTE', p, {
          seller: ctx.billing,
          buyer: ctx.buyer,
          lines: linesOf(p),
          creditsId: invoice?.id,
        });
        if (p.grantOperationId) await deps.reverseGrantIn(tx, p.grantOperationId, actor);
        const refunded = await repo.update(tx, p.id, {
          status: 'REFUNDED',
          heldReason: null,
          endedAt: now(),
        });
        return emitMove(tx, p.status, refunded);
      });
    },
    /** Purchases of an agency paid while it was PENDING: granted now that it is active. */
    async grantWaiting(agencyId: string) {
      for (const waiting of await repo.waitingGrants(agencyId)) {
        const pkg = await deps.packageForGrant(waiting.packageId!);
        await db.transaction(async (tx) => {
          const p = (await repo.lock(tx, waiting.id))!;
          if (p.status !== 'SUCCEEDED' || p.grantOperationId) return;
          const grant = await deps.grantIn(tx, agencyId, pkg, {
            actorId: null,
            reason: `Purchase ${p.reference} (agency activated)`,
            idempotencyKey: `payment:${p.id}`,
          });
          await repo.update(tx, p.id, { grantOperationId: grant.operationId });
        });
      }
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
