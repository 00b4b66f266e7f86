import { z } from 'zod';
import {
  adminNodeDetailSchema,
  adminNodesPageSchema,
  adminNodesQuerySchema,
  createGeoNodeSchema,
  geoIdParamSchema,
  updateGeoNodeSchema,
} from '@afrinest/contract';
import { ADMIN } from '../../platform/auth/access';
import type { App } from '../../platform/http/types';
import type { GeoAdminService } from './geo-admin.service';

const tags = ['geo admin'];
const config = { access: ADMIN };

/** Admin geography: browse the tree with child counts, add, rename, move, enable, delete. */
export function geoAdminRoutes(app: App, service: GeoAdminService) {
  app.get(
    '/api/admin/geo/nodes',
    {
      schema: {
        tags,
        summary: 'One page of a level (under a parent), with counts of children',
        querystring: adminNodesQuerySchema,
        response: { 200: adminNodesPageSchema },
      },
      config,
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/api/admin/geo/nodes/:id',
    {
      schema: {
        tags,
        summary: 'One node with its chain and counts of children',
        params: geoIdParamSchema,
        response: { 200: adminNodeDetailSchema },
      },
      config,
    },
    (request) => service.detail(request.params.id),
  );

  app.post(
    '/api/admin/geo/nodes',
    {
      schema: {
        tags,
        summary: 'Add a place at any level below the continents (audited)',
        body: createGeoNodeSchema,
        response: { 201: adminNodeDetailSchema },
      },
      config,
    },
    async (request, reply) => {
      const created = await service.create(request.user!.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/admin/geo/nodes/:id',
    {
      schema: {
        tags,
        summary: 'Rename, move, set the centre, enable or disable a country (audited)',
        params: geoIdParamSchema,
        body: updateGeoNodeSchema,
        response: { 200: adminNodeDetailSchema },
      },
      config,
    },
    (request) => service.update(request.user!.id, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/geo/nodes/:id',
    {
      schema: {
        tags,
        summary: 'Delete a place nothing refers to; 409 lists what refers to it (audited)',
        params: geoIdParamSchema,
        response: { 204: z.null() },
      },
      config,
    },
    async (request, reply) => {
      await service.remove(request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
