import {
  idParamsSchema,
  listWebhookEndpointsQuerySchema,
  webhookActionResultSchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { EndpointsService } from './endpoints.service';

/** Webhook endpoints as admins manage them (issue 45): /api/admin/webhooks. */
export function endpointsRoutes(app: App, endpoints: EndpointsService) {
  const config = { access: ADMIN };
  const tags = ['admin-webhooks'];
  app.get(
    '/api/admin/webhooks',
    {
      schema: {
        tags,
        summary: 'Webhook endpoints, newest first (q on address and description)',
        querystring: listWebhookEndpointsQuerySchema,
        response: { 200: webhookEndpointListSchema },
      },
      config,
    },
    (request) => endpoints.list(request.query),
  );
  app.post(
    '/api/admin/webhooks',
    {
      schema: {
        tags,
        summary: 'Add an endpoint; the answer carries its secret, shown this once (audited)',
        body: webhookEndpointInputSchema,
        response: { 201: webhookEndpointWithSecretSchema },
      },
      config,
    },
    async (request, reply) =>
      reply.code(201).send(await endpoints.create(request.user!, request.body)),
  );
  app.get(
    '/api/admin/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'One endpoint (without its secret)',
        params: idParamsSchema,
        response: { 200: webhookEndpointSchema },
      },
      config,
    },
    (request) => endpoints.get(request.params.id),
  );
  app.put(
    '/api/admin/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Save an endpoint; enabling a failing one clears its failure (audited)',
        params: idParamsSchema,
        body: webhookEndpointInputSchema,
        response: { 200: webhookEndpointSchema },
      },
      config,
    },
    (request) => endpoints.update(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Delete an endpoint with its deliveries and logs (audited)',
        params: idParamsSchema,
      },
      config,
    },
    async (request, reply) => {
      await endpoints.remove(request.user!, request.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/admin/webhooks/:id/rotate-secret',
    {
      schema: {
        tags,
        summary: 'A new secret, shown once; the old one signs beside it for 24 hours (audited)',
        params: idParamsSchema,
        response: { 200: webhookEndpointWithSecretSchema },
      },
      config,
    },
    (request) => endpoints.rotateSecret(request.user!, request.params.id),
  );
  app.post(
    '/api/admin/webhooks/:id/test',
    {
      schema: {
        tags,
        summary: 'Send a webhook.test event to this endpoint only (409 ENDPOINT_DISABLED)',
        params: idParamsSchema,
        response: { 200: webhookActionResultSchema },
      },
      config,
    },
    (request) => endpoints.sendTest(request.user!, request.params.id),
  );
}
