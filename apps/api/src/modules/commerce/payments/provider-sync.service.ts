import {
  PAYMENT_EXPIRES_AFTER_HOURS,
  PaymentErrorCode,
  PaymentMessages,
  RECONCILE_AFTER_MINUTES,
  type PaymentProviderName,
} from '@afrinest/contract';
import { AppError, notFound } from '../../../platform/http/errors';
import type { Db } from '../../../platform/db/client';
import type {
  PaymentProvider,
  ProviderStatus,
  RawHeaders,
} from '../../../platform/payments/provider';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import type { Settlement } from './settlement.service';

/** The queue that processes a kept notification (retried when the provider cannot be asked). */
export const PAYMENT_EVENT_QUEUE = 'commerce.payment-event';
export interface PaymentEventJob {
  eventId: string;
  provider: PaymentProviderName;
  reference: string | null;
  providerOrderId: string | null;
  providerTxId: string | null;
}

const MINUTE_MS = 60_000;
/** A bank transfer may take days to arrive: it waits longer than a provider's payment. */
const BANK_TRANSFER_EXPIRES_AFTER_DAYS = 14;

/**
 * What providers say, and when we ask them (issue 42): notifications are verified on their raw
 * body, kept, answered at once and processed by a job that asks the provider before settling;
 * the payer's return and the reconciliation schedule ask the same question.
 */
export function createProviderSync(deps: {
  db: Db;
  repo: PaymentsRepository;
  settlement: Settlement;
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>;
  enqueue: (job: PaymentEventJob) => Promise<unknown>;
  now?: () => Date;
}) {
  const { db, repo, settlement, providers } = deps;
  const now = deps.now ?? (() => new Date());

  /** Asks the payment's provider and settles by its answer; the answer is kept as an event. */
  async function check(p: PaymentRow): Promise<PaymentRow> {
    const provider = providers.get(p.provider as PaymentProviderName);
    if (!provider) return p;
    const status: ProviderStatus = await provider.status({
      reference: p.reference,
      providerOrderId: p.providerOrderId,
      providerTxId: p.providerTxId,
    });
    await repo.addEvent(db, {
      paymentId: p.id,
      provider: p.provider,
      kind: 'status-check',
      outcome: status.outcome,
      payload: status.raw ?? {},
    });
    return settlement.settle(p.id, status, { kind: 'provider' });
  }

  async function paymentOf(job: PaymentEventJob): Promise<PaymentRow | undefined> {
    if (job.reference) {
      const byRef = await repo.findByReference(db, job.reference);
      if (byRef && byRef.provider === job.provider) return byRef;
    }
    if (job.providerOrderId) return repo.findByProviderOrder(db, job.provider, job.providerOrderId);
    return undefined;
  }

  return {
    check,
    /** A provider's notification: 401 unless verified; kept and queued, answered at once. */
    async receive(
      name: string,
      raw: Buffer,
      headers: RawHeaders,
      query: Record<string, string>,
    ): Promise<unknown> {
      const provider = providers.get(name as PaymentProviderName);
      if (!provider) throw notFound();
      const notice = provider.parseWebhook(raw, headers, query);
      if (!notice)
        throw new AppError(401, PaymentErrorCode.BAD_SIGNATURE, PaymentMessages.BAD_SIGNATURE);
      const event = await repo.addEvent(db, {
        provider: provider.name,
        kind: notice.kind,
        payload: notice.payload ?? {},
      });
      await deps.enqueue({
        eventId: event.id,
        provider: provider.name,
        reference: notice.reference,
        providerOrderId: notice.providerOrderId,
        providerTxId: notice.providerTxId,
      });
      return notice.ack ?? { received: true };
    },

    /** The job: the notification's payment, checked with its provider (never the body alone). */
    async process(job: PaymentEventJob): Promise<void> {
      const p = await paymentOf(job);
      if (!p) {
        await repo.setEventOutcome(job.eventId, 'UNMATCHED', null);
        return;
      }
      const provider = providers.get(job.provider)!;
      const status = await provider.status({
        reference: p.reference,
        providerOrderId: p.providerOrderId ?? job.providerOrderId,
        providerTxId: job.providerTxId ?? p.providerTxId,
      });
      const after = await settlement.settle(p.id, status, { kind: 'provider' });
      await repo.setEventOutcome(
        job.eventId,
        after.heldReason ? `${after.status} (held)` : after.status,
        p.id,
      );
    },

    /** PENDING past RECONCILE_AFTER_MINUTES: asked again; never confirmed in time: EXPIRED. */
    async reconcile(limit = 200): Promise<{ checked: number; expired: number }> {
      const at = now();
      let checked = 0;
      let expired = 0;
      const stale = await repo.stale(
        ['CREATED', 'PENDING'],
        new Date(at.getTime() - RECONCILE_AFTER_MINUTES * MINUTE_MS),
        limit,
      );
      for (const p of stale) {
        let current = p;
        if (p.provider !== 'bank_transfer' && p.status === 'PENDING') {
          try {
            current = await check(p);
            checked++;
          } catch {
            // The provider is down: asked again on the next run; expiry still applies.
          }
        }
        const hours =
          p.provider === 'bank_transfer'
            ? BANK_TRANSFER_EXPIRES_AFTER_DAYS * 24
            : PAYMENT_EXPIRES_AFTER_HOURS;
        const tooOld = at.getTime() - p.createdAt.getTime() > hours * 60 * MINUTE_MS;
        if (tooOld && (current.status === 'CREATED' || current.status === 'PENDING')) {
          const after = await settlement.expire(p.id);
          if (after.status === 'EXPIRED') expired++;
        }
      }
      return { checked, expired };
    },
  };
}
export type ProviderSync = ReturnType<typeof createProviderSync>;
