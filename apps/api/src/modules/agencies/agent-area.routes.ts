import { z } from 'zod';
import {
  AGENT_ROLES,
  agencySchema,
  agentPageSchema,
  agentProfileInputSchema,
  agentSchema,
  DEFAULT_ENQUIRY_TEMPLATE,
  idParamsSchema,
  invitationInputSchema,
  invitationSchema,
  leadRoutingSchema,
  listAgentsQuerySchema,
  moveListingsInputSchema,
  moveListingsResultSchema,
  SUPER_AGENT_ROLES,
  whatsappSettingsSchema,
  whatsappSettingsViewSchema,
  type WhatsappSettings,
} from '@afrinest/contract';
import type { App } from '../../platform/http/types';
import type { AgencyRow } from './agencies.repository';
import type { AgenciesService } from './agencies.service';
import type { AgentsService } from './agents.service';
import type { InvitationsService } from './invitations.service';
import type { AgencyEntitlements } from './agency-entitlements';

const settingsOf = (a: AgencyRow): WhatsappSettings => ({
  whatsappNumbers: a.whatsappNumbers,
  enquiryTemplate: a.enquiryTemplate ?? DEFAULT_ENQUIRY_TEMPLATE,
  leadRouting: leadRoutingSchema.catch('LISTING_AGENT').parse(a.leadRouting),
});

/**
 * The agent area (SPEC §2): every agent's own profile; the SUPER_AGENT's team and WhatsApp
 * settings. Each route works on the caller's own agency only, which the services enforce.
 */
export function agentAreaRoutes(
  app: App,
  s: {
    agencies: AgenciesService;
    agents: AgentsService;
    invitations: InvitationsService;
    entitlements: AgencyEntitlements;
  },
) {
  const tags = ['agent'];
  const agents = { access: AGENT_ROLES };
  const supers = { access: SUPER_AGENT_ROLES };

  app.get(
    '/api/agent/profile',
    {
      schema: { tags, summary: 'My agent profile', response: { 200: agentSchema } },
      config: agents,
    },
    (request) => s.agents.myProfile(request.user!),
  );
  app.put(
    '/api/agent/profile',
    {
      schema: {
        tags,
        summary: 'Change my photo, bio, languages, areas served, phone and WhatsApp',
        body: agentProfileInputSchema,
        response: { 200: agentSchema },
      },
      config: agents,
    },
    (request) => s.agents.updateMyProfile(request.user!, request.body),
  );
  app.get(
    '/api/agent/agency',
    { schema: { tags, summary: 'My agency', response: { 200: agencySchema } }, config: agents },
    async (request) => s.agencies.get(s.agents.agencyOf(request.user!)),
  );
  app.get(
    '/api/agent/agents',
    {
      schema: {
        tags,
        summary: "My agency's agents (SUPER_AGENT)",
        querystring: listAgentsQuerySchema.omit({ agencyId: true }),
        response: { 200: agentPageSchema },
      },
      config: supers,
    },
    (request) => s.agents.team(request.user!, request.query),
  );
  app.post(
    '/api/agent/agents/invitations',
    {
      schema: {
        tags,
        summary: 'Invite an agent by email (SUPER_AGENT; audited)',
        body: invitationInputSchema,
        response: { 201: invitationSchema },
      },
      config: supers,
    },
    async (request, reply) => {
      const agencyId = s.agents.agencyOf(request.user!);
      return reply
        .code(201)
        .send(await s.invitations.invite(request.user!, agencyId, request.body));
    },
  );
  app.get(
    '/api/agent/invitations',
    {
      schema: {
        tags,
        summary: 'Open invitations of my agency (SUPER_AGENT)',
        response: { 200: z.object({ data: z.array(invitationSchema) }) },
      },
      config: supers,
    },
    async (request) => ({
      data: await s.invitations.listOpen(request.user!, s.agents.agencyOf(request.user!)),
    }),
  );
  app.delete(
    '/api/agent/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Revoke an invitation (SUPER_AGENT; audited)',
        params: idParamsSchema,
      },
      config: supers,
    },
    async (request, reply) => {
      await s.invitations.revoke(request.user!, request.params.id);
      return reply.code(204).send();
    },
  );
  for (const action of ['deactivate', 'reactivate'] as const)
    app.post(
      `/api/agent/agents/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} an agent of my agency (SUPER_AGENT; audited)`,
          params: idParamsSchema,
          response: { 200: agentSchema },
        },
        config: supers,
      },
      async (request) => {
        await s.agents.assertActive(request.user!);
        return s.agents[action](request.user!, request.params.id);
      },
    );
  app.post(
    '/api/agent/agents/:id/move-listings',
    {
      schema: {
        tags,
        summary:
          'Move every listing of an agent of my agency to another of its active agents (SUPER_AGENT; audited)',
        params: idParamsSchema,
        body: moveListingsInputSchema,
        response: { 200: moveListingsResultSchema },
      },
      config: supers,
    },
    async (request) => {
      await s.agents.assertActive(request.user!);
      return s.agents.moveListings(request.user!, request.params.id, request.body.toAgentId);
    },
  );
  app.get(
    '/api/agent/whatsapp',
    {
      schema: {
        tags,
        summary: "My agency's WhatsApp settings",
        response: { 200: whatsappSettingsViewSchema },
      },
      config: supers,
    },
    async (request) => {
      const id = s.agents.agencyOf(request.user!);
      await s.entitlements.assertWhatsapp(id);
      return settingsOf(await s.agencies.findOr404(id));
    },
  );
  app.put(
    '/api/agent/whatsapp',
    {
      schema: {
        tags,
        summary: 'Change the WhatsApp numbers, enquiry template and lead routing (audited)',
        body: whatsappSettingsSchema,
        response: { 200: whatsappSettingsViewSchema },
      },
      config: supers,
    },
    async (request) => {
      await s.agents.assertActive(request.user!);
      const id = s.agents.agencyOf(request.user!);
      await s.entitlements.assertWhatsapp(id);
      return settingsOf(await s.agencies.updateWhatsapp(request.user!, id, request.body));
    },
  );
}
