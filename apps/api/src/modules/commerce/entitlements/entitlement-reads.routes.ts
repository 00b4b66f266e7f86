import { z } from 'zod';
import {
  AGENT_ROLES,
  agencyBreakdownSchema,
  agentEntitlementsSchema,
  idParamsSchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  listSubscriptionsQuerySchema,
  pageQuerySchema,
  publicEntitlementsSchema,
  subscriptionPageSchema,
  unifiedPageSchema,
  unifiedQuerySchema,
  usageQuerySchema,
  usageSeriesSchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { EntitlementReads } from './entitlement-reads.service';

const agencyParamsSchema = z.object({ agencyId: z.uuid('The agency id is a UUID.') });

/**
 * The entitlement reads (issue 41): the admin screens' balances, ledger, usage and periods; the
 * agent's products; an agency's public entitlements (the full breakdown for its own people).
 */
export function entitlementReadsRoutes(app: App, reads: EntitlementReads) {
  const tags = ['entitlements'];
  const admin = { access: ADMIN };
  const base = '/api/admin/entitlements';

  app.get(
    `${base}/agencies/:agencyId`,
    {
      schema: {
        tags,
        summary: "One agency's balances per item, its grants, periods and team's allocations",
        params: agencyParamsSchema,
        response: { 200: agencyBreakdownSchema },
      },
      config: admin,
    },
    (request) => reads.breakdown(request.params.agencyId),
  );
  app.get(
    `${base}/agencies/:agencyId/ledger`,
    {
      schema: {
        tags,
        summary: "One agency's ledger, newest first: filter by item and kind, page",
        params: agencyParamsSchema,
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema },
      },
      config: admin,
    },
    (request) => reads.ledger(request.params.agencyId, request.query),
  );
  app.get(
    `${base}/unified`,
    {
      schema: {
        tags,
        summary: 'Every item across every agency: granted, used, left, next expiry; page',
        querystring: unifiedQuerySchema,
        response: { 200: unifiedPageSchema },
      },
      config: admin,
    },
    (request) => reads.unified(request.query),
  );
  app.get(
    `${base}/usage`,
    {
      schema: {
        tags,
        summary: "One agency's item per day (Africa/Kampala days): used, granted, left",
        querystring: usageQuerySchema,
        response: { 200: usageSeriesSchema },
      },
      config: admin,
    },
    (request) => reads.usageSeries(request.query),
  );
  app.get(
    '/api/admin/subscriptions',
    {
      schema: {
        tags,
        summary: "Agencies' package periods: search by agency, status, expiring soon; page",
        querystring: listSubscriptionsQuerySchema,
        response: { 200: subscriptionPageSchema },
      },
      config: admin,
    },
    (request) => reads.subscriptions(request.query),
  );
  app.get(
    '/api/admin/broker/agencies/:id/subscription-history',
    {
      schema: {
        tags,
        summary: "One agency's package periods, ACTIVE first then newest (SPEC §7)",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: subscriptionPageSchema },
      },
      config: admin,
    },
    (request) => reads.subscriptionHistory(request.params.id, request.query),
  );
  app.get(
    '/api/agent/entitlements',
    {
      schema: {
        tags,
        summary: "My agency's balances and mine; the team's allocations for the super agent",
        response: { 200: agentEntitlementsSchema },
      },
      config: { access: AGENT_ROLES },
    },
    (request) => reads.agentView(request.user!),
  );
  app.get(
    '/api/broker/agencies/:id/entitlements',
    {
      schema: {
        tags,
        summary: "An ACTIVE agency's plan, badge and counts; its own people and admins see it all",
        params: idParamsSchema,
        response: { 200: publicEntitlementsSchema },
      },
      config: { access: 'public' as const },
    },
    (request) => reads.publicView(request.user, request.params.id),
  );
}
