import { z } from 'zod';
import {
  adminInvitationInputSchema,
  agencyInputSchema,
  agencyInvitationParamsSchema,
  agencyPageSchema,
  agencySchema,
  agencyStatusInputSchema,
  agentPageSchema,
  agentSchema,
  idParamsSchema,
  invitationSchema,
  listAgenciesQuerySchema,
  listAgentsQuerySchema,
  moveListingsInputSchema,
  moveListingsResultSchema,
  pageQuerySchema,
} from '@afrinest/contract';
import { ADMIN } from '../../platform/auth/access';
import type { App } from '../../platform/http/types';
import type { AgenciesService } from './agencies.service';
import type { AgentsService } from './agents.service';
import type { InvitationsService } from './invitations.service';

/** The admin broker screens: /api/admin/broker/agencies (SPEC §7) and the agents list. */
export function adminAgenciesRoutes(
  app: App,
  s: { agencies: AgenciesService; agents: AgentsService; invitations: InvitationsService },
) {
  const tags = ['admin-agencies'];
  const config = { access: ADMIN };
  const base = '/api/admin/broker/agencies';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Agencies: search by name, filter by status, page',
        querystring: listAgenciesQuerySchema,
        response: { 200: agencyPageSchema },
      },
      config,
    },
    (request) => s.agencies.list(request.query),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Create an agency (ACTIVE at once; audited)',
        body: agencyInputSchema,
        response: { 201: agencySchema },
      },
      config,
    },
    async (request, reply) =>
      reply.code(201).send(await s.agencies.create(request.user!, request.body)),
  );
  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One agency',
        params: idParamsSchema,
        response: { 200: agencySchema },
      },
      config,
    },
    (request) => s.agencies.get(request.params.id),
  );
  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Edit an agency (audited)',
        params: idParamsSchema,
        body: agencyInputSchema,
        response: { 200: agencySchema },
      },
      config,
    },
    (request) => s.agencies.update(request.user!, request.params.id, request.body),
  );
  app.put(
    `${base}/:id/status`,
    {
      schema: {
        tags,
        summary: 'Activate, suspend (with reason) or set pending (audited)',
        params: idParamsSchema,
        body: agencyStatusInputSchema,
        response: { 200: agencySchema },
      },
      config,
    },
    (request) => s.agencies.setStatus(request.user!, request.params.id, request.body),
  );
  app.get(
    `${base}/:id/agents`,
    {
      schema: {
        tags,
        summary: "An agency's agents, paged",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: agentPageSchema },
      },
      config,
    },
    async (request) => {
      await s.agencies.findOr404(request.params.id);
      return s.agents.adminList({ ...request.query, agencyId: request.params.id });
    },
  );
  app.post(
    `${base}/:id/agents`,
    {
      schema: {
        tags,
        summary: 'Invite an agent or the super agent of an agency by email (audited)',
        params: idParamsSchema,
        body: adminInvitationInputSchema,
        response: { 201: invitationSchema },
      },
      config,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await s.invitations.invite(request.user!, request.params.id, request.body)),
  );
  app.get(
    `${base}/:id/invitations`,
    {
      schema: {
        tags,
        summary: "An agency's open invitations",
        params: idParamsSchema,
        response: { 200: z.object({ data: z.array(invitationSchema) }) },
      },
      config,
    },
    async (request) => ({ data: await s.invitations.listOpen(request.user!, request.params.id) }),
  );
  app.delete(
    `${base}/:id/invitations/:invitationId`,
    {
      schema: {
        tags,
        summary: 'Cancel an open invitation: its link stops working (audited)',
        params: agencyInvitationParamsSchema,
      },
      config,
    },
    async (request, reply) => {
      const { id, invitationId } = request.params;
      await s.invitations.revoke(request.user!, invitationId, id);
      return reply.code(204).send();
    },
  );
  app.get(
    '/api/admin/broker/agents',
    {
      schema: {
        tags,
        summary: 'All agents: search by name, filter by agency, page',
        querystring: listAgentsQuerySchema,
        response: { 200: agentPageSchema },
      },
      config,
    },
    (request) => s.agents.adminList(request.query),
  );
  for (const action of ['deactivate', 'reactivate'] as const)
    app.post(
      `/api/admin/broker/agents/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} an agent (audited)`,
          params: idParamsSchema,
          response: { 200: agentSchema },
        },
        config,
      },
      (request) => s.agents[action](request.user!, request.params.id),
    );
  app.post(
    '/api/admin/broker/agents/:id/move-listings',
    {
      schema: {
        tags,
        summary: 'Move every listing of an agent to another active agent of the agency (audited)',
        params: idParamsSchema,
        body: moveListingsInputSchema,
        response: { 200: moveListingsResultSchema },
      },
      config,
    },
    (request) => s.agents.moveListings(request.user!, request.params.id, request.body.toAgentId),
  );
}
