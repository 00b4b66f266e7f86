import {
  externalSystemInputSchema,
  externalSystemListSchema,
  externalSystemSchema,
  externalSystemWithKeySchema,
  idParamsSchema,
  listExternalSystemsQuerySchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { ExternalSystemsService } from './external-systems.service';

/** External systems as admins manage them (issue 45): /api/admin/external-systems. */
export function externalSystemsAdminRoutes(app: App, systems: ExternalSystemsService) {
  const config = { access: ADMIN };
  const tags = ['admin-external-systems'];
  const params = idParamsSchema;
  app.get(
    '/api/admin/external-systems',
    {
      schema: {
        tags,
        summary: 'External systems, newest first (q: name or owner; status)',
        querystring: listExternalSystemsQuerySchema,
        response: { 200: externalSystemListSchema },
      },
      config,
    },
    (request) => systems.list(request.query),
  );
  app.post(
    '/api/admin/external-systems',
    {
      schema: {
        tags,
        summary: 'Add a system; the answer holds its API key, shown this once (audited)',
        body: externalSystemInputSchema,
        response: { 201: externalSystemWithKeySchema },
      },
      config,
    },
    async (request, reply) =>
      reply.code(201).send(await systems.create(request.user!, request.body)),
  );
  app.get(
    '/api/admin/external-systems/:id',
    {
      schema: { tags, summary: 'One system', params, response: { 200: externalSystemSchema } },
      config,
    },
    (request) => systems.get(request.params.id),
  );
  app.put(
    '/api/admin/external-systems/:id',
    {
      schema: {
        tags,
        summary: 'Save a system: owner, scopes, agency, expiry, rate limit (audited)',
        params,
        body: externalSystemInputSchema,
        response: { 200: externalSystemSchema },
      },
      config,
    },
    (request) => systems.update(request.user!, request.params.id, request.body),
  );
  app.post(
    '/api/admin/external-systems/:id/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke the key: calls with it are refused from now on (audited)',
        params,
        response: { 200: externalSystemSchema },
      },
      config,
    },
    (request) => systems.revoke(request.user!, request.params.id),
  );
  app.post(
    '/api/admin/external-systems/:id/rotate-key',
    {
      schema: {
        tags,
        summary: 'A new key, shown this once; the old one stops at once (audited)',
        params,
        response: { 200: externalSystemWithKeySchema },
      },
      config,
    },
    (request) => systems.rotate(request.user!, request.params.id),
  );
}
