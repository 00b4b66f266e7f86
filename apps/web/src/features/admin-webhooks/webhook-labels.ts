import { WEBHOOK_RETRY_WINDOW_HOURS, type WebhookEndpoint } from '@afrinest/contract';
import type { BadgeTone } from '@/components/ui';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** A moment as people read it, in the admin's own time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "3 days": the retry window, from the contract, as the list's "failing" wording says it. */
export const retryWindowText = () => {
  const days = WEBHOOK_RETRY_WINDOW_HOURS / 24;
  return Number.isInteger(days) ? `${days} days` : `${WEBHOOK_RETRY_WINDOW_HOURS} hours`;
};

/** An endpoint's state in words, with why it is off. */
export function endpointState(e: Pick<WebhookEndpoint, 'active' | 'disabledReason'>): {
  label: string;
  tone: BadgeTone;
} {
  if (e.active) return { label: 'Active', tone: 'success' };
  if (e.disabledReason === 'FAILING')
    return { label: `Disabled: failing for ${retryWindowText()}`, tone: 'danger' };
  return { label: 'Disabled', tone: 'neutral' };
}

export const outcomeLabels = { SUCCEEDED: 'Succeeded', FAILED: 'Failed' } as const;
export const outcomeTones = { SUCCEEDED: 'success', FAILED: 'danger' } as const;

/** A link that looks like the primary button ("Add endpoint"). */
export const primaryLinkClass =
  'inline-flex min-h-10 items-center rounded-md bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
export const textLinkClass =
  'font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
