import { AD_STATS_MAX_DAYS, AdMessages } from '@afrinest/contract';
import { addDays, daysBetween } from '../../statistics/marketplace-days';
import { rangeRefused } from './ads-errors';

/** The default range: the last 30 marketplace days, today included. */
const DEFAULT_DAYS = 30;

/**
 * The days figures are summed over: as asked, else ending today and starting 29 days before
 * its end; 400 naming the field when reversed or longer than AD_STATS_MAX_DAYS.
 */
export function rangeOf(q: { from?: string; to?: string }, today: string) {
  const to = q.to ?? (q.from ? maxDay(q.from, today) : today);
  const from = q.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (to < from) throw rangeRefused('to', AdMessages.RANGE_REVERSED);
  const days = daysBetween(from, to);
  if (days.length > AD_STATS_MAX_DAYS) throw rangeRefused('to', AdMessages.RANGE_TOO_LONG);
  return { from, to, days };
}

/** From a day only: up to today, or 30 days on when it starts after today. */
const maxDay = (from: string, today: string) =>
  today >= from ? today : addDays(from, DEFAULT_DAYS - 1);
