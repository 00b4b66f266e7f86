import {
  featureInputSchema,
  featureListSchema,
  featurePageSchema,
  featureQuerySchema,
  featureSchema,
  idParamsSchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { FeaturesService } from './features.service';

/** GET /properties/features (SPEC §7) and the admin features screens' CRUD. */
export function featuresRoutes(app: App, s: FeaturesService) {
  const tags = ['features'];
  const config = { access: ADMIN };
  const base = '/api/admin/features';
  app.get(
    '/properties/features',
    {
      schema: {
        tags,
        summary: 'Active features and amenities',
        response: { 200: featureListSchema },
      },
      config: { access: 'public' },
    },
    () => s.active(),
  );
  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Features (admin)',
        querystring: featureQuerySchema,
        response: { 200: featurePageSchema },
      },
      config,
    },
    (request) => s.list(request.query),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Add a feature (audited)',
        body: featureInputSchema,
        response: { 201: featureSchema },
      },
      config,
    },
    async (request, reply) => reply.code(201).send(await s.create(request.user!, request.body)),
  );
  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One feature',
        params: idParamsSchema,
        response: { 200: featureSchema },
      },
      config,
    },
    (request) => s.get(request.params.id),
  );
  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Rename, recategorise or (de)activate a feature (audited)',
        params: idParamsSchema,
        body: featureInputSchema,
        response: { 200: featureSchema },
      },
      config,
    },
    (request) => s.update(request.user!, request.params.id, request.body),
  );
  app.delete(
    `${base}/:id`,
    {
      schema: { tags, summary: 'Delete an unused feature (audited)', params: idParamsSchema },
      config,
    },
    async (request, reply) => {
      await s.remove(request.user!, request.params.id);
      return reply.code(204).send();
    },
  );
}
