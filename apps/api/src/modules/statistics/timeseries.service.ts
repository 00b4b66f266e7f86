import {
  PAYMENT_METHODS,
  type Series,
  type StatisticsKind,
  type Timeseries,
  type TimeseriesQuery,
} from '@afrinest/contract';
import type { ActivityRepository } from './activity.repository';
import type { ListingSnapshots } from './listing-snapshots.service';
import { daysBetween } from './marketplace-days';
import type { PaymentsStatsRepository } from './payments-stats.repository';
import { knownCurrencies, seriesOf, sum, valuesOn } from './series';
import type { StatDailyRepository } from './stat-daily.repository';

type Total = Timeseries['totals'][number];
type Lines = { series: Series[]; totals: Total[] };

const STATUS_LABELS = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  ARCHIVED: 'Archived',
  SOLD: 'SOLD',
};
const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const METHOD_LABELS = {
  MOBILE_MONEY: 'Mobile money',
  CARD: 'Card',
  BANK_TRANSFER: 'Bank transfer',
} as const;

const totalOf = (s: Series): Total => ({ key: s.key, label: s.label, value: sum(s.data) });

/** The five detail series (issue 43): one value per zone day from startDate to endDate. */
export function createTimeseriesService(deps: {
  stats: StatDailyRepository;
  activity: ActivityRepository;
  payments: PaymentsStatsRepository;
  listings: ListingSnapshots;
  timeZone: string;
}) {
  const { stats, activity, payments, listings, timeZone } = deps;

  const build: Record<StatisticsKind, (days: string[]) => Promise<Lines>> = {
    async users(days) {
      const [from, to] = [days[0]!, days.at(-1)!];
      const [rows, before] = await Promise.all([
        activity.usersPerDay(timeZone, from, to),
        activity.usersBefore(timeZone, from),
      ]);
      const created = seriesOf('new', 'New registrations', valuesOn(days, rows));
      let running = before;
      const total = seriesOf(
        'total',
        'Total users',
        created.data.map((n) => (running += n)),
      );
      return { series: [created, total], totals: [totalOf(created)] };
    },

    async properties(days) {
      const counts = await listings.statusPerDay(days);
      const series = Object.entries(STATUS_LABELS).map(([status, label]) =>
        seriesOf(status, label, counts[status as keyof typeof STATUS_LABELS]),
      );
      // Counts at each day's end: a sum over days would mean nothing.
      return { series, totals: [] };
    },

    async logins(days) {
      const rows = await stats.between('logins', days[0]!, days.at(-1)!);
      const series = [
        seriesOf('success', 'Successful', valuesOn(days, rows, 'success')),
        seriesOf('failed', 'Failed', valuesOn(days, rows, 'failed')),
      ];
      return { series, totals: series.map(totalOf) };
    },

    async 'api-calls'(days) {
      const rows = await stats.between('api_calls', days[0]!, days.at(-1)!);
      const series = API_METHODS.map((m) => seriesOf(m, m, valuesOn(days, rows, m)));
      const of = (m: string) => sum(series.find((s) => s.key === m)!.data);
      // SPEC §2: totals for GET, POST, DELETE and PUT+PATCH.
      const totals = [
        { key: 'GET', label: 'GET', value: of('GET') },
        { key: 'POST', label: 'POST', value: of('POST') },
        { key: 'DELETE', label: 'DELETE', value: of('DELETE') },
        { key: 'PUT+PATCH', label: 'PUT+PATCH', value: of('PUT') + of('PATCH') },
      ];
      return { series, totals };
    },

    async purchases(days) {
      const rows = await payments.perDay(timeZone, days[0]!, days.at(-1)!);
      const currencies = knownCurrencies(
        rows.filter((r) => r.key.startsWith('amount_')).map((r) => r.key.slice('amount_'.length)),
      );
      const series = [
        ...PAYMENT_METHODS.map((m) => seriesOf(m, METHOD_LABELS[m], valuesOn(days, rows, m))),
        seriesOf('succeeded', 'Succeeded', valuesOn(days, rows, 'succeeded')),
        seriesOf('failed', 'Failed', valuesOn(days, rows, 'failed')),
        ...currencies.map((c) =>
          seriesOf(`amount_${c}`, `Paid (${c})`, valuesOn(days, rows, `amount_${c}`)),
        ),
      ];
      return { series, totals: series.map(totalOf) };
    },
  };

  return {
    async timeseries(kind: StatisticsKind, q: TimeseriesQuery): Promise<Timeseries> {
      const labels = daysBetween(q.startDate, q.endDate);
      return { kind, labels, ...(await build[kind](labels)), timeZone };
    },
  };
}
export type TimeseriesService = ReturnType<typeof createTimeseriesService>;
