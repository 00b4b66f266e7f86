import { WEBHOOK_RETRY_DELAYS_SECONDS, WEBHOOK_RETRY_WINDOW_HOURS } from '@afrinest/contract';

const HOUR_MS = 3_600_000;

/**
 * When a failed delivery is tried again: after the delay of its attempt count (the last delay
 * repeats), and at the latest at the end of the retry window, so the last attempt falls on the
 * window's end. null: the window is over, the delivery has failed.
 */
export function nextAttemptAfterFailure(attempts: number, firstAttemptAt: Date, now: Date) {
  const deadline = firstAttemptAt.getTime() + WEBHOOK_RETRY_WINDOW_HOURS * HOUR_MS;
  if (now.getTime() >= deadline) return null;
  const delays = WEBHOOK_RETRY_DELAYS_SECONDS;
  const delay = delays[Math.min(attempts - 1, delays.length - 1)]! * 1000;
  return new Date(Math.min(now.getTime() + delay, deadline));
}

/** Whether an endpoint failing since `since` has failed for the whole window by `now`. */
export const failedForWindow = (since: Date, now: Date) =>
  now.getTime() - since.getTime() >= WEBHOOK_RETRY_WINDOW_HOURS * HOUR_MS;
