import {
  acceptInvitationSchema,
  agencyRequestSchema,
  agencySchema,
  brokersQuerySchema,
  contactInputSchema,
  contactResultSchema,
  idParamsSchema,
  invitationPreviewSchema,
  publicAgencySchema,
  publicAgentPageSchema,
  publicAgentSchema,
  tokenParamsSchema,
} from '@afrinest/contract';
import { z } from 'zod';
import type { App } from '../../platform/http/types';
import type { AgenciesService } from './agencies.service';
import type { ContactService } from './contact.service';
import type { InvitationsService } from './invitations.service';

/** Public pages (agencies/{id}, brokers/{id}, agents), contact, join requests and invitations. */
export function publicAgenciesRoutes(
  app: App,
  s: { agencies: AgenciesService; contact: ContactService; invitations: InvitationsService },
) {
  const tags = ['agencies'];
  const config = { access: 'public' as const };

  app.get(
    '/api/broker/agencies/:id',
    {
      schema: {
        tags,
        summary: 'An ACTIVE agency with its agents and contact links (SPEC §7)',
        params: idParamsSchema,
        response: { 200: publicAgencySchema },
      },
      config,
    },
    (request) => s.contact.publicAgency(request.params.id),
  );
  app.post(
    '/api/broker/agencies/:id/contact',
    {
      schema: {
        tags,
        summary: 'Contact an agency: records a lead routed to an agent; answers the link to open',
        params: idParamsSchema,
        body: contactInputSchema,
        response: { 200: contactResultSchema },
      },
      config,
    },
    (request) => s.contact.contactAgency(request.params.id, request.body),
  );
  app.get(
    '/api/brokers',
    {
      schema: {
        tags,
        summary: 'The agents directory: search by name and by area, page',
        querystring: brokersQuerySchema,
        response: { 200: publicAgentPageSchema },
      },
      config,
    },
    (request) => s.contact.directory(request.query),
  );
  app.get(
    '/api/brokers/:id',
    {
      schema: {
        tags,
        summary: 'An agent',
        params: idParamsSchema,
        response: { 200: publicAgentSchema },
      },
      config,
    },
    (request) => s.contact.publicAgent(request.params.id),
  );
  app.post(
    '/api/brokers/:id/contact',
    {
      schema: {
        tags,
        summary: 'Contact an agent: records a lead; answers the link to open',
        params: idParamsSchema,
        body: contactInputSchema.omit({ areaId: true }),
        response: { 200: contactResultSchema },
      },
      config,
    },
    (request) => s.contact.contactAgent(request.params.id, request.body),
  );
  app.post(
    '/api/broker/agencies/requests',
    {
      schema: {
        tags,
        summary: 'Ask for my agency to join (PENDING until an admin activates it)',
        body: agencyRequestSchema,
        response: { 201: agencySchema },
      },
      config: { access: 'user' as const },
    },
    async (request, reply) =>
      reply.code(201).send(await s.agencies.request(request.user!, request.body)),
  );
  app.get(
    '/api/broker/agencies/requests/mine',
    {
      schema: {
        tags,
        summary: 'My newest agency request and where it stands (PENDING, ACTIVE or SUSPENDED)',
        response: { 200: agencySchema },
      },
      config: { access: 'user' as const },
    },
    (request) => s.agencies.myRequest(request.user!),
  );
  app.get(
    '/api/agent-invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation offers, before accepting it',
        params: tokenParamsSchema,
        response: { 200: invitationPreviewSchema },
      },
      config,
    },
    (request) => s.invitations.preview(request.params.token),
  );
  app.post(
    '/api/agent-invitations/:token/accept',
    {
      schema: {
        tags,
        summary: 'Accept: a new address chooses a password, an existing account signs in first',
        params: tokenParamsSchema,
        body: acceptInvitationSchema,
        response: { 200: z.object({ email: z.string(), agencyId: z.string() }) },
      },
      config,
    },
    (request) => s.invitations.accept(request.params.token, request.user, request.body),
  );
}
