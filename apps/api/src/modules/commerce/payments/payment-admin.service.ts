import {
  PaymentErrorCode,
  PaymentMessages,
  type Currency,
  type PaymentProviderName,
} from '@afrinest/contract';
import { AppError } from '../../../platform/http/errors';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { Db } from '../../../platform/db/client';
import { ProviderError, type PaymentProvider } from '../../../platform/payments/provider';
import type { AuditService } from '../../audit/audit.service';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import { paymentNotFound, wrongState, type Settlement } from './settlement.service';

/**
 * The admin's hand on payments (issue 42): a bank transfer received, a held payment released,
 * a pending one cancelled, a paid one refunded. Each goes through the settlement's one crediting
 * path and is audited.
 */
export function createPaymentAdmin(deps: {
  db: Db;
  repo: PaymentsRepository;
  settlement: Settlement;
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>;
  audit: AuditService;
}) {
  const { db, repo, settlement } = deps;
  const find = async (id: string) => {
    const p = await repo.findById(db, id);
    if (!p) throw paymentNotFound();
    return p;
  };
  const record = (actor: AuthUser, action: string, before: PaymentRow, after: PaymentRow) =>
    deps.audit.record({
      actorId: actor.id,
      action,
      entity: 'payment',
      entityId: after.id,
      before: { status: before.status, heldReason: before.heldReason },
      after: { status: after.status, heldReason: after.heldReason },
    });
  /** The admin accepts the payment as ordered: its own amount and currency. */
  const asOrdered = (p: PaymentRow, txId: string | null) => ({
    outcome: 'SUCCEEDED' as const,
    providerTxId: txId,
    amountMinor: p.totalMinor,
    currency: p.currency,
    reason: null,
    raw: {},
  });

  return {
    async markReceived(actor: AuthUser, id: string, bankReference: string) {
      const p = await find(id);
      if (p.provider !== 'bank_transfer' || !['CREATED', 'PENDING'].includes(p.status))
        throw wrongState();
      // The bank's reference is the transaction id: one transfer pays one order.
      const after = await settlement.settle(id, asOrdered(p, bankReference), {
        kind: 'admin',
        actorId: actor.id,
        reason: 'Bank transfer received',
        bankReference,
      });
      await record(actor, 'payment.bank-transfer-received', p, after);
      return after;
    },
    async release(actor: AuthUser, id: string, reason: string) {
      const p = await find(id);
      if (!p.heldReason) throw wrongState(PaymentMessages.NOT_HELD);
      const after =
        p.status === 'SUCCEEDED'
          ? await repo.update(db, id, { heldReason: null })
          : await settlement.settle(id, asOrdered(p, p.providerTxId), {
              kind: 'admin',
              actorId: actor.id,
              reason,
            });
      await record(actor, 'payment.release', p, after);
      return after;
    },
    async cancel(actor: AuthUser, id: string, reason: string) {
      const p = await find(id);
      if (!['CREATED', 'PENDING'].includes(p.status) || p.heldReason) throw wrongState();
      const after = await settlement.settle(
        id,
        {
          outcome: 'CANCELLED',
          providerTxId: null,
          amountMinor: null,
          currency: null,
          reason,
          raw: {},
        },
        { kind: 'admin', actorId: actor.id, reason },
      );
      await record(actor, 'payment.cancel', p, after);
      return after;
    },
    async refund(actor: AuthUser, id: string, reason: string) {
      const p = await find(id);
      if (p.status === 'REFUNDED') throw wrongState(PaymentMessages.ALREADY_REFUNDED);
      if (p.status !== 'SUCCEEDED') throw wrongState();
      // Claimed first: two admins refunding at once must not send the money back twice.
      if (!(await repo.claimRefund(db, id, PaymentMessages.REFUNDING))) throw wrongState();
      const provider = deps.providers.get(p.provider as PaymentProviderName);
      if (provider?.refund) {
        try {
          await provider.refund({
            reference: p.reference,
            providerOrderId: p.providerOrderId,
            providerTxId: p.providerTxId,
            amountMinor: p.totalMinor,
            currency: p.currency as Currency,
            reason,
          });
        } catch (e) {
          await repo.update(db, id, { heldReason: null });
          if (!(e instanceof ProviderError)) throw e;
          throw new AppError(502, PaymentErrorCode.PROVIDER_ERROR, PaymentMessages.PROVIDER_ERROR);
        }
      }
      const after = await settlement.refund(id, { actorId: actor.id, reason });
      await record(actor, 'payment.refund', p, after);
      return after;
    },
  };
}
export type PaymentAdmin = ReturnType<typeof createPaymentAdmin>;
