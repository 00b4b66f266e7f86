import {
  AGENT_ROLES,
  leadPageSchema,
  leadsQuerySchema,
  leadsSummaryQuerySchema,
  leadsSummarySchema,
} from '@afrinest/contract';
import type { App } from '../../platform/http/types';
import type { LeadsService } from './leads.service';

/** The agent's enquiries (ADR 0016): AGENT their own, SUPER_AGENT the agency's, by agent. */
export function agentLeadsRoutes(app: App, s: { leads: LeadsService }) {
  const tags = ['agent'];
  // API keys with leads:read (issue 45) act as their agency's super agent here.
  const config = { access: AGENT_ROLES, apiScope: 'leads:read' as const };

  app.get(
    '/api/agent/leads',
    {
      schema: {
        tags,
        summary: 'Enquiries, newest first (SUPER_AGENT: the agency’s, filter by agent)',
        querystring: leadsQuerySchema,
        response: { 200: leadPageSchema },
      },
      config,
    },
    (request) => s.leads.list(request.user!, request.query),
  );
  app.get(
    '/api/agent/leads/summary',
    {
      schema: {
        tags,
        summary: 'Enquiries of the last 30 days by channel, listing, agent and day',
        querystring: leadsSummaryQuerySchema,
        response: { 200: leadsSummarySchema },
      },
      config,
    },
    (request) => s.leads.summary(request.user!, request.query),
  );
}
