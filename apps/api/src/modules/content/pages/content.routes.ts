import { z } from 'zod';
import {
  contentInputSchema,
  contentPageListSchema,
  contentPageSchema,
  contentPreviewRequestSchema,
  contentPreviewSchema,
  contentUpdateSchema,
  contentVersionListSchema,
  contentVersionSchema,
  idParamsSchema,
  listContentQuerySchema,
  queryInt,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { ContentService } from './content.service';

const versionParamsSchema = idParamsSchema.extend({
  version: queryInt(z.number({ error: 'The version is a number.' }).int().min(1)),
});
const slugParamsSchema = z.object({ slug: z.string().max(80) });

/** Content pages (issue 44): /api/admin/content/pages for admins, /api/content/pages to everyone. */
export function contentRoutes(app: App, content: ContentService) {
  const config = { access: ADMIN };
  const tags = ['admin-content'];
  app.get(
    '/api/admin/content/pages',
    {
      schema: {
        tags,
        summary:
          'Content pages, last saved first: search title and address, filter kind and status',
        querystring: listContentQuerySchema,
        response: { 200: contentPageListSchema },
      },
      config,
    },
    (request) => content.list(request.query),
  );
  app.post(
    '/api/admin/content/pages',
    {
      schema: {
        tags,
        summary: 'Create a page or post, Markdown rendered and sanitised (409 SLUG_TAKEN; audited)',
        body: contentInputSchema,
        response: { 201: contentPageSchema },
      },
      config,
    },
    async (request, reply) =>
      reply.code(201).send(await content.create(request.user!, request.body)),
  );
  app.get(
    '/api/admin/content/pages/:id',
    {
      schema: {
        tags,
        summary: 'One page, drafts too',
        params: idParamsSchema,
        response: { 200: contentPageSchema },
      },
      config,
    },
    (request) => content.get(request.params.id),
  );
  app.put(
    '/api/admin/content/pages/:id',
    {
      schema: {
        tags,
        summary:
          'Save a page with the version read, as a new version (409 STALE_VERSION, SLUG_TAKEN)',
        params: idParamsSchema,
        body: contentUpdateSchema,
        response: { 200: contentPageSchema },
      },
      config,
    },
    (request) => content.update(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/content/pages/:id',
    {
      schema: {
        tags,
        summary: 'Delete a page or post with its history (standing pages: 400; audited)',
        params: idParamsSchema,
      },
      config,
    },
    async (request, reply) => {
      await content.remove(request.user!, request.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/admin/content/preview',
    {
      schema: {
        tags,
        summary: 'A body rendered and sanitised exactly as a save would (the editor preview)',
        body: contentPreviewRequestSchema,
        response: { 200: contentPreviewSchema },
      },
      config,
    },
    (request) => content.preview(request.body.body),
  );
  app.get(
    '/api/admin/content/pages/:id/versions',
    {
      schema: {
        tags,
        summary: "A page's saved versions, newest first",
        params: idParamsSchema,
        response: { 200: contentVersionListSchema },
      },
      config,
    },
    (request) => content.versions(request.params.id),
  );
  app.get(
    '/api/admin/content/pages/:id/versions/:version',
    {
      schema: {
        tags,
        summary: 'One saved version with its body',
        params: versionParamsSchema,
        response: { 200: contentVersionSchema },
      },
      config,
    },
    (request) => content.version(request.params.id, request.params.version),
  );
  app.post(
    '/api/admin/content/pages/:id/versions/:version/restore',
    {
      schema: {
        tags,
        summary: "Restore a version's title, body and status as a new version (audited)",
        params: versionParamsSchema,
        response: { 200: contentPageSchema },
      },
      config,
    },
    (request) => content.restore(request.user!, request.params.id, request.params.version),
  );
  app.get(
    '/api/content/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A published page by its address (a draft or unknown one: 404 PAGE_NOT_FOUND)',
        params: slugParamsSchema,
        response: { 200: contentPageSchema },
      },
      config: { access: 'public' },
    },
    (request) => content.published(request.params.slug),
  );
}
