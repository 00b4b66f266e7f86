import type { TimeseriesQuery } from '@afrinest/contract';

/** A local day as YYYY-MM-DD: the admin's own calendar, as the date inputs show it. */
export const toDay = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const daysBefore = (today: Date, days: number) =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);

export const QUICK_RANGES = [
  'Last 7 days',
  'Last 30 days',
  'This month',
  'Last month',
  'This year',
] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** The window each quick-select button sets, counted from `today` (local time). */
export function quickRange(which: QuickRange, today = new Date()): TimeseriesQuery {
  const y = today.getFullYear();
  const m = today.getMonth();
  const end = toDay(today);
  switch (which) {
    case 'Last 7 days':
      return { startDate: toDay(daysBefore(today, 6)), endDate: end };
    case 'Last 30 days':
      return { startDate: toDay(daysBefore(today, 29)), endDate: end };
    case 'This month':
      return { startDate: toDay(new Date(y, m, 1)), endDate: end };
    case 'Last month':
      // Day 0 of this month is the last day of the one before.
      return { startDate: toDay(new Date(y, m - 1, 1)), endDate: toDay(new Date(y, m, 0)) };
    case 'This year':
      return { startDate: toDay(new Date(y, 0, 1)), endDate: end };
  }
}

/** The window a detail screen opens on (SPEC §2: the last 7 days). */
export const defaultRange = (today = new Date()) => quickRange('Last 7 days', today);
