import { z } from 'zod';
import {
  dashboardSchema,
  monthlyAnalyticsSchema,
  monthlyQuerySchema,
  STATISTICS_KINDS,
  statisticsTotalsSchema,
  timeseriesQuerySchema,
  timeseriesSchema,
} from '@afrinest/contract';
import { ADMIN } from '../../platform/auth/access';
import type { App } from '../../platform/http/types';
import type { StatisticsService } from './statistics.service';

const tags = ['statistics'];

/** The back office's numbers (SPEC §7): admins only. */
export function statisticsRoutes(app: App, service: StatisticsService) {
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags,
        summary: "The admin index's figures: needing attention first, then today and the trend",
        response: { 200: dashboardSchema },
      },
      config: { access: ADMIN },
    },
    () => service.dashboard(),
  );

  app.get(
    '/api/admin/statistics',
    {
      schema: {
        tags,
        summary: 'All-time totals for the statistics index',
        response: { 200: statisticsTotalsSchema },
      },
      config: { access: ADMIN, apiScope: 'statistics:read' },
    },
    () => service.totals(),
  );

  app.get(
    '/api/admin/statistics/:kind/timeseries',
    {
      schema: {
        tags,
        summary: 'One value per marketplace day from startDate to endDate (at most 366 days)',
        params: z.object({ kind: z.enum(STATISTICS_KINDS) }),
        querystring: timeseriesQuerySchema,
        response: { 200: timeseriesSchema },
      },
      config: { access: ADMIN, apiScope: 'statistics:read' },
    },
    (request) => service.timeseries(request.params.kind, request.query),
  );

  app.get(
    '/api/admin/analytics/monthly',
    {
      schema: {
        tags,
        summary: 'Per month of a year: accounts, sign-ins, listings created, API calls',
        querystring: monthlyQuerySchema,
        response: { 200: monthlyAnalyticsSchema },
      },
      config: { access: ADMIN },
    },
    (request) => service.monthly(request.query.year),
  );
}
