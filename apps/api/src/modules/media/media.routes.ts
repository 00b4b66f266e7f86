import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  ADMIN_ROLES,
  AGENT_ROLES,
  checkProcessedParamsSchema,
  checkProcessedSchema,
  mediaItemSchema,
  mediaListSchema,
  mediaParamsSchema,
  mediaUpdateSchema,
  propertyMediaParamsSchema,
  uploadResultSchema,
} from '@afrinest/contract';
import { badRequest, notFound } from '../../platform/http/errors';
import type { App } from '../../platform/http/types';
import { InvalidStorageKeyError, type Storage } from '../../platform/storage/storage';
import { IMMUTABLE, PUBLIC_PREFIX, SERVED_TYPES } from './media-keys';
import { receiveUpload, UPLOAD_PARSER_LIMITS } from './media-upload-form';
import type { MediaService } from './media.service';

const access = [...AGENT_ROLES, ...ADMIN_ROLES];
const uuid = z.uuid();

/** Listing photos (SPEC §7, issue 7): upload, processing state, order, captions, delete. */
export function mediaRoutes(app: App, s: MediaService, uploads: { tempRoot: string }) {
  const tags = ['media'];
  const config = { access };

  app.get(
    '/api/media/:propertyId/media',
    {
      schema: {
        tags,
        summary: "A listing's photos in order (every status) and the agency's limits and usage",
        params: propertyMediaParamsSchema,
        response: { 200: mediaListSchema },
      },
      config,
    },
    (request) => s.list(request.user!, request.params.propertyId),
  );

  // Multipart is parsed only in this scope: every other route keeps its JSON body schema.
  // Files are streamed (never buffered by the plugin); a file past fileSize is an error.
  void app.register(async (scope: App) => {
    await scope.register(multipart, { limits: UPLOAD_PARSER_LIMITS, throwFileSizeLimit: true });
    scope.post(
      '/api/media/:propertyId/media',
      {
        schema: {
          tags,
          summary:
            'Upload photos (multipart: files, latitude[], longitude[]); processed in the background',
          params: propertyMediaParamsSchema,
          response: { 201: uploadResultSchema },
        },
        config,
      },
      async (request, reply) => {
        const user = request.user!;
        const { propertyId } = request.params;
        // Who may upload, and whether one more photo fits, is decided before the body is read.
        const result = await receiveUpload(
          request,
          reply,
          { ...uploads, propertyId, roomFor: () => s.uploadRoom(user, propertyId) },
          ({ input }) => s.upload(user, propertyId, input),
        );
        return reply.code(201).send(result);
      },
    );
    scope.post(
      '/api/media/upload',
      {
        schema: {
          tags,
          summary: 'Upload photos naming the listing in a propertyId field sent before the files',
          response: { 201: uploadResultSchema },
        },
        config,
      },
      async (request, reply) => {
        const user = request.user!;
        const listingOf = (id: string | undefined) => {
          if (!id || !uuid.safeParse(id).success)
            throw badRequest('Send the listing id (propertyId) before the files.', {
              fields: { propertyId: ['The listing id is a UUID.'] },
            });
          return id;
        };
        const result = await receiveUpload(
          request,
          reply,
          { ...uploads, roomFor: (id) => s.uploadRoom(user, listingOf(id)) },
          ({ propertyId, input }) => s.upload(user, listingOf(propertyId), input),
        );
        return reply.code(201).send(result);
      },
    );
  });

  app.get(
    '/api/media/check-processed/:a/:b',
    {
      schema: {
        tags,
        summary: "Whether an upload's photos are processed (a: listing id, b: upload id)",
        params: checkProcessedParamsSchema,
        response: { 200: checkProcessedSchema },
      },
      config,
    },
    (request) => s.checkProcessed(request.user!, request.params.a, request.params.b),
  );
  app.put(
    '/properties/:id/media/:mediaId',
    {
      schema: {
        tags,
        summary: 'Caption, order, cover or coordinates of one photo',
        params: mediaParamsSchema,
        body: mediaUpdateSchema,
        response: { 200: mediaItemSchema },
      },
      config,
    },
    (request) => s.update(request.user!, request.params.id, request.params.mediaId, request.body),
  );
  app.delete(
    '/properties/:id/media/:mediaId',
    {
      schema: { tags, summary: 'Delete a photo and its stored files', params: mediaParamsSchema },
      config,
    },
    async (request, reply) => {
      await s.remove(request.user!, request.params.id, request.params.mediaId);
      return reply.code(204).send();
    },
  );
}

/**
 * The processed photos on local disk (the embedded default; with S3 the bucket serves them).
 * Only `public/` keys; the type comes from the extension, never from the upload, and the bytes
 * can never be taken for a page (nosniff, no scripts).
 */
export function mediaFilesRoute(app: App, storage: Storage) {
  app.get(
    '/media/*',
    {
      schema: { hide: true },
      config: { access: 'public', bypassWebsiteState: true, rateLimit: false },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const type = SERVED_TYPES[key.slice(key.lastIndexOf('.') + 1)];
      if (!key.startsWith(PUBLIC_PREFIX) || !type) throw notFound();
      let bytes: Buffer | undefined;
      try {
        bytes = await storage.get(key);
      } catch (e) {
        if (e instanceof InvalidStorageKeyError) throw notFound();
        throw e;
      }
      if (!bytes) throw notFound();
      return reply
        .header('content-type', type)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(bytes);
    },
  );
}
