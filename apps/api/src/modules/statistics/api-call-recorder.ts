import { dayIn } from './marketplace-days';
import type { ApiCallCount, StatisticsRepository } from './statistics.repository';

/**
 * Counts API calls in memory and adds them to the per-day counters (days in the marketplace's
 * zone) every few seconds, so a request never waits for a statistics write. At most one flush
 * interval of counts is lost if the process dies; a graceful shutdown flushes.
 */
export function createApiCallRecorder(
  repo: StatisticsRepository,
  opts: { flushMs: number; timeZone: string; onError: (e: unknown) => void },
) {
  let pending = new Map<string, ApiCallCount>();
  let timer: NodeJS.Timeout | null = null;
  // The marketplace day of each minute, worked out once a minute rather than once a request.
  let dayMinute = -1;
  let dayOfMinute = '';
  const dayOf = (at: Date) => {
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== dayMinute) {
      dayMinute = minute;
      dayOfMinute = dayIn(at, opts.timeZone);
    }
    return dayOfMinute;
  };

  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    try {
      await repo.addApiCalls(rows);
    } catch (e) {
      opts.onError(e);
    }
  }

  return {
    record(call: {
      method: string;
      route: string;
      status: number;
      userId: string | null;
      durationMs: number;
      at: Date;
    }) {
      const day = dayOf(call.at);
      const userId = call.userId ?? '';
      const key = `${day}|${call.method}|${call.route}|${call.status}|${userId}`;
      const row = pending.get(key) ?? {
        day,
        method: call.method,
        route: call.route,
        status: call.status,
        userId,
        count: 0,
        totalMs: 0,
      };
      row.count += 1;
      row.totalMs += Math.round(call.durationMs);
      pending.set(key, row);
      timer ??= setTimeout(() => {
        timer = null;
        void flush();
      }, opts.flushMs).unref();
    },
    flush,
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await flush();
    },
  };
}
export type ApiCallRecorder = ReturnType<typeof createApiCallRecorder>;
