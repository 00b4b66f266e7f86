import type { WebhookEventType } from '@afrinest/contract';
import type { Db } from '../db/client';
import { eventOutbox } from './events.schema';

export interface ProductEvent {
  type: WebhookEventType;
  /** The agency it belongs to; null for agency-free events (user.registered). */
  agencyId: string | null;
  data: Record<string, unknown>;
}

/**
 * Writes product events to the outbox (ADR 0045). `exec` must be the transaction that makes the
 * change the event reports: then the event exists exactly when the change does.
 */
export interface EventOutbox {
  emit(exec: Db, events: ProductEvent | ProductEvent[]): Promise<void>;
  /** The webhooks area's fan-out, woken shortly after events are written. */
  onWritten(wake: () => void): void;
  /** Events were written by the database itself (a trigger): wake the fan-out as emit does. */
  written(): void;
}

/** Long enough for the writing transaction to commit; an event still uncommitted then is met
 * by the fan-out's next round (its schedule), never lost. */
const WAKE_DELAY_MS = 200;

export function createEventOutbox(): EventOutbox {
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  const written = () => {
    if (wake && !timer)
      timer = setTimeout(() => {
        timer = null;
        wake?.();
      }, WAKE_DELAY_MS).unref();
  };
  return {
    async emit(exec, events) {
      const list = [events].flat();
      if (list.length === 0) return;
      await exec
        .insert(eventOutbox)
        .values(list.map((e) => ({ type: e.type, agencyId: e.agencyId, data: e.data })));
      written();
    },
    onWritten(fn) {
      wake = fn;
    },
    written,
  };
}
