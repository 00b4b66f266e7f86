import {
  idParamsSchema,
  itemDetailSchema,
  itemInputSchema,
  itemPageSchema,
  itemSchema,
  itemUpdateSchema,
  listItemsQuerySchema,
  listPackagesQuerySchema,
  packageInputSchema,
  packagePageSchema,
  packageSchema,
  packageUpdateSchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { ItemsService } from './items.service';
import type { PackagesService } from './packages.service';

/** The admin catalogue (issue 41): /api/admin/items and /api/admin/packages. */
export function catalogueRoutes(
  app: App,
  catalogue: { items: ItemsService; packages: PackagesService },
) {
  const { items, packages } = catalogue;
  const config = { access: ADMIN };

  const itemTags = ['admin-catalogue-items'];
  app.get(
    '/api/admin/items',
    {
      schema: {
        tags: itemTags,
        summary: 'Items: search code and name, filter by status and kind, page',
        querystring: listItemsQuerySchema,
        response: { 200: itemPageSchema },
      },
      config,
    },
    (request) => items.list(request.query),
  );
  app.post(
    '/api/admin/items',
    {
      schema: {
        tags: itemTags,
        summary: 'Create an item (409 CODE_TAKEN; audited)',
        body: itemInputSchema,
        response: { 201: itemSchema },
      },
      config,
    },
    async (request, reply) => reply.code(201).send(await items.create(request.user!, request.body)),
  );
  app.get(
    '/api/admin/items/:id',
    {
      schema: {
        tags: itemTags,
        summary: 'An item, the packages holding it and the agencies holding it now',
        params: idParamsSchema,
        response: { 200: itemDetailSchema },
      },
      config,
    },
    (request) => items.detail(request.params.id),
  );
  app.put(
    '/api/admin/items/:id',
    {
      schema: {
        tags: itemTags,
        summary: 'Edit an item with the version read (409 STALE_VERSION; audited)',
        params: idParamsSchema,
        body: itemUpdateSchema,
        response: { 200: itemSchema },
      },
      config,
    },
    (request) => items.update(request.user!, request.params.id, request.body),
  );

  const packageTags = ['admin-catalogue-packages'];
  app.get(
    '/api/admin/packages',
    {
      schema: {
        tags: packageTags,
        summary: 'Packages by position then name: search, filter by status and visibility, page',
        querystring: listPackagesQuerySchema,
        response: { 200: packagePageSchema },
      },
      config,
    },
    (request) => packages.list(request.query),
  );
  app.post(
    '/api/admin/packages',
    {
      schema: {
        tags: packageTags,
        summary: 'Create a package with its items and prices (409 CODE_TAKEN; audited)',
        body: packageInputSchema,
        response: { 201: packageSchema },
      },
      config,
    },
    async (request, reply) =>
      reply.code(201).send(await packages.create(request.user!, request.body)),
  );
  app.get(
    '/api/admin/packages/:id',
    {
      schema: {
        tags: packageTags,
        summary: 'A package with its items and prices',
        params: idParamsSchema,
        response: { 200: packageSchema },
      },
      config,
    },
    (request) => packages.get(request.params.id),
  );
  app.put(
    '/api/admin/packages/:id',
    {
      schema: {
        tags: packageTags,
        summary: 'Replace a package whole, items and prices included (409 STALE_VERSION; audited)',
        params: idParamsSchema,
        body: packageUpdateSchema,
        response: { 200: packageSchema },
      },
      config,
    },
    (request) => packages.update(request.user!, request.params.id, request.body),
  );
}
