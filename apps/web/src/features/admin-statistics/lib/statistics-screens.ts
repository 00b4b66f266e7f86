import { STATISTICS_SCREENS, type StatisticsKind } from '@afrinest/contract';

export interface StatisticsScreen {
  kind: StatisticsKind;
  /** The last part of its path: /admin/statistics/<screen>. */
  screen: string;
  title: string;
  description: string;
  /** Heading of its main chart. */
  chartTitle: string;
}

const about: Record<StatisticsKind, Omit<StatisticsScreen, 'kind' | 'screen'>> = {
  users: {
    title: 'User statistics',
    description: 'New registrations each day, and how many accounts there were at its end.',
    chartTitle: 'Users per day',
  },
  properties: {
    title: 'Property statistics',
    description: 'How many listings were in each status at the end of each day.',
    chartTitle: 'Listings by status per day',
  },
  logins: {
    title: 'Login statistics',
    description: 'Successful and failed sign-ins each day.',
    chartTitle: 'Sign-ins per day',
  },
  'api-calls': {
    title: 'API call statistics',
    description: 'Calls to the API each day, by method.',
    chartTitle: 'API calls per day',
  },
  purchases: {
    title: 'Purchase operations',
    description: 'Purchases started by payment method, payments succeeded and failed, and revenue.',
    chartTitle: 'Purchase operations per day',
  },
};

export const statisticsScreenOf = (kind: StatisticsKind): StatisticsScreen => ({
  kind,
  screen: STATISTICS_SCREENS[kind],
  ...about[kind],
});

export const statisticsPathOf = (kind: StatisticsKind) =>
  `/admin/statistics/${STATISTICS_SCREENS[kind]}`;
