import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usageQuerySchema, type UsageQuery } from '@afrinest/contract';

/** The window the page opens on: the last 30 days, today included. */
export const USAGE_DEFAULT_DAYS = 30;

/** A local day as YYYY-MM-DD (the admin's own calendar, as the date inputs show it). */
export const toDay = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const defaultWindow = () => {
  const end = new Date();
  const start = new Date(end);
  start.setDate(start.getDate() - (USAGE_DEFAULT_DAYS - 1));
  return { startDate: toDay(start), endDate: toDay(end) };
};

export interface UsageChoice {
  agencyId?: string;
  itemId?: string;
  startDate: string;
  endDate: string;
}

/**
 * Agency, item and window in the address bar, so a link opens the same chart. `query` is set
 * only when all four are valid and the window runs forwards; `problem` says what is wrong.
 */
export function useUsageParams() {
  const [params, setParams] = useSearchParams();
  const choice = useMemo((): UsageChoice => {
    const fallback = defaultWindow();
    return {
      agencyId: params.get('agencyId') || undefined,
      itemId: params.get('itemId') || undefined,
      startDate: params.get('from') ?? fallback.startDate,
      endDate: params.get('to') ?? fallback.endDate,
    };
  }, [params]);
  const parsed = usageQuerySchema.safeParse(choice);
  const backwards = parsed.success && parsed.data.startDate > parsed.data.endDate;
  const query: UsageQuery | undefined = parsed.success && !backwards ? parsed.data : undefined;
  const datesProblem =
    !choice.agencyId || !choice.itemId
      ? undefined
      : backwards
        ? 'The start date is after the end date.'
        : parsed.error?.issues.find((i) => i.path[0] === 'startDate' || i.path[0] === 'endDate')
            ?.message;

  const update = useCallback(
    (patch: Record<string, string | undefined>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { choice, query, datesProblem, update };
}
