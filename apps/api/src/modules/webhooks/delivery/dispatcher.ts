import {
  WEBHOOK_ANSWER_MAX_BYTES,
  WEBHOOK_LOG_BODY_BYTES,
  WEBHOOK_RETRY_WINDOW_HOURS,
  WEBHOOK_TIMEOUT_MS,
} from '@afrinest/contract';
import type { Mailer } from '../../../platform/mail/mailer';
import type { ClaimedDelivery, DeliveryRepository } from './delivery.repository';
import { endpointDisabledMail } from './failing-mail';
import { sendWebhook, type SendResult } from './http-sender';
import { failedForWindow, nextAttemptAfterFailure } from './retry-schedule';
import { signedHeaders } from './signer';
import type { SsrfGuard } from './ssrf-guard';

export interface DispatcherDeps {
  repo: DeliveryRepository;
  guard: SsrfGuard;
  mailer: Mailer;
  onMailError: (e: unknown) => void;
  now: () => Date;
  timeoutMs?: number;
  product: string;
  webUrl: string;
}

/** Events fanned out per transaction, and deliveries attempted at once (distinct endpoints). */
const FAN_OUT_BATCH = 500;
const PARALLEL = 8;
/** A round stops claiming after this many attempts; the next round carries on. */
const ROUND_MAX_ATTEMPTS = 2000;

/** The body every delivery carries (webhookEnvelopeSchema). */
export const envelopeOf = (d: Pick<ClaimedDelivery, 'eventType' | 'occurredAt' | 'data'>) =>
  JSON.stringify({ type: d.eventType, timestamp: d.occurredAt.toISOString(), data: d.data });

/** The first bytes of an answer as text a database column can hold (no NUL). */
const logText = (body: Buffer) =>
  body.subarray(0, WEBHOOK_LOG_BODY_BYTES).toString('utf8').replaceAll('\u0000', '');

/**
 * Fans out the outbox, then attempts every due delivery: per endpoint only its oldest pending
 * one, so an endpoint's events arrive in order; a success lets the next one go at once.
 */
export function createDispatcher(deps: DispatcherDeps) {
  const { repo } = deps;
  const timeoutMs = deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  async function post(d: ClaimedDelivery, body: string, at: Date): Promise<SendResult> {
    const url = new URL(d.url);
    const checked = await deps.guard.check(url.hostname);
    if (!checked.ok)
      return { status: null, error: checked.error, body: Buffer.alloc(0), latencyMs: 0 };
    const secrets = [d.secret];
    if (d.previousSecret && d.previousSecretUntil && d.previousSecretUntil > at)
      secrets.push(d.previousSecret);
    return sendWebhook({
      url,
      target: checked.target,
      headers: signedHeaders(d.eventId, at, body, secrets),
      body,
      timeoutMs,
      maxAnswerBytes: WEBHOOK_ANSWER_MAX_BYTES,
    });
  }

  async function disable(endpointId: string, now: Date) {
    const off = await repo.disableFailing(endpointId, now);
    if (!off) return;
    for (const to of await repo.adminEmails())
      await deps.mailer
        .send(
          endpointDisabledMail(to, {
            url: off.url,
            product: deps.product,
            webUrl: deps.webUrl,
            hours: WEBHOOK_RETRY_WINDOW_HOURS,
          }),
        )
        .catch(deps.onMailError);
  }

  /** One attempt of a claimed delivery, recorded with its outcome and the next retry. */
  async function attempt(d: ClaimedDelivery): Promise<void> {
    const at = deps.now();
    const body = envelopeOf(d);
    const result = await post(d, body, at);
    const now = deps.now();
    const n = d.attempts + 1;
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const next = ok ? null : nextAttemptAfterFailure(n, d.firstAttemptAt ?? at, now);
    await repo.recordAttempt(
      {
        deliveryId: d.id,
        eventId: d.eventId,
        eventType: d.eventType,
        endpointId: d.endpointId,
        attempt: n,
        outcome: ok ? 'SUCCEEDED' : 'FAILED',
        httpStatus: result.status,
        error: result.error ?? (ok ? null : `The receiver answered ${result.status}.`),
        latencyMs: result.latencyMs,
        requestBody: body,
        responseBody: logText(result.body),
        nextRetryAt: next,
        createdAt: at,
      },
      { status: ok ? 'SUCCEEDED' : next ? 'PENDING' : 'FAILED', nextAttemptAt: next },
    );
    if (ok) return repo.endpointSucceeded(d.endpointId);
    const since = await repo.endpointFailed(d.endpointId, at);
    if (since && failedForWindow(since, now)) await disable(d.endpointId, now);
  }

  return {
    /** Fans out what was written, then attempts what is due; answers when the next is due. */
    async round(): Promise<{ attempted: number; nextDue: Date | null }> {
      while ((await repo.fanOut(deps.now(), FAN_OUT_BATCH)) === FAN_OUT_BATCH);
      let attempted = 0;
      while (attempted < ROUND_MAX_ATTEMPTS) {
        const now = deps.now();
        const ids = await repo.dueHeads(now, PARALLEL);
        if (ids.length === 0) break;
        // The lease outlasts an attempt: a second worker sees the delivery as not due meanwhile.
        const lease = new Date(now.getTime() + timeoutMs + 60_000);
        const claimed = await Promise.all(ids.map((id) => repo.claim(id, now, lease)));
        const mine = claimed.filter((c): c is ClaimedDelivery => c !== null);
        if (mine.length === 0) break;
        await Promise.all(mine.map(attempt));
        attempted += mine.length;
      }
      return { attempted, nextDue: await repo.nextDue() };
    },
  };
}
export type Dispatcher = ReturnType<typeof createDispatcher>;
