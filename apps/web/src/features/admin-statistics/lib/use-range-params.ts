import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { timeseriesQuerySchema, type TimeseriesQuery } from '@afrinest/contract';
import { defaultRange } from '@/features/admin-statistics/lib/date-range';

export type RangeErrors = Partial<Record<keyof TimeseriesQuery, string>>;

/**
 * The window of a detail screen in the address bar (?startDate&endDate), so a link or a reload
 * shows the same days. Checked with the contract's own rule on every change: `query` is set only
 * when the window may be sent, `errors` says under which field what is wrong.
 */
export function useRangeParams() {
  const [params, setParams] = useSearchParams();
  const choice = useMemo((): TimeseriesQuery => {
    const fallback = defaultRange();
    return {
      startDate: params.get('startDate') ?? fallback.startDate,
      endDate: params.get('endDate') ?? fallback.endDate,
    };
  }, [params]);
  const parsed = timeseriesQuerySchema.safeParse(choice);
  const errors: RangeErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof TimeseriesQuery;
    errors[field] ??= issue.message;
  }

  // Both dates are written, so the link keeps the window even on a later day.
  const setRange = useCallback(
    (patch: Partial<TimeseriesQuery>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries({ ...choice, ...patch })) next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [choice, setParams],
  );
  return { choice, query: parsed.success ? parsed.data : undefined, errors, setRange };
}
