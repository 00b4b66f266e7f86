import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  ContentMessages,
  contentImageSchema,
  UploadErrorCode,
  UploadMessages,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import { AppError, badRequest } from '../../../platform/http/errors';
import type { App } from '../../../platform/http/types';
import { ImageRejectedError } from '../../media/image-pipeline';
import type { ContentImageService } from './content-image.service';

const tooLarge = () =>
  new AppError(413, UploadErrorCode.FILE_TOO_LARGE, UploadMessages.FILE_TOO_LARGE);
const noImage = () =>
  badRequest(ContentMessages.IMAGE_REQUIRED, {
    fields: { file: [ContentMessages.IMAGE_REQUIRED] },
  });

/** The listing photos' words for a refused image (contract messages, not the pipeline's). */
const rejectionMessage = (e: ImageRejectedError) =>
  e.reason === 'TOO_MANY_PIXELS'
    ? UploadMessages.TOO_MANY_PIXELS
    : e.message.startsWith('HEIC')
      ? UploadMessages.HEIC_UNSUPPORTED
      : UploadMessages.UNSUPPORTED_FILE;

/** The one `file` part, read whole (an image is needed whole to be processed); `alt` is allowed. */
async function readImage(request: FastifyRequest) {
  let file: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      file = { bytes: await part.toBuffer(), filename: part.filename };
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw noImage();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT')
      throw badRequest('Send one image in a `file` field.');
    throw e;
  }
  if (!file || file.bytes.byteLength === 0) throw noImage();
  return file;
}

/** POST /api/admin/content/images: a cover or advert image, processed before the answer. */
export function contentImageRoutes(
  app: App,
  images: ContentImageService,
  limits: { maxFileBytes: number },
) {
  // Multipart is parsed only in this scope, with the listing photos' per-file limit.
  void app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: limits.maxFileBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
      throwFileSizeLimit: true,
    });
    scope.post(
      '/api/admin/content/images',
      {
        schema: {
          tags: ['admin-content'],
          summary: 'Upload an image (multipart `file`) for a cover or an advert; processed at once',
          response: { 201: contentImageSchema },
        },
        config: { access: ADMIN },
      },
      async (request, reply) => {
        const file = await readImage(request);
        try {
          return reply.code(201).send(await images.upload(request.user!, file));
        } catch (e) {
          if (!(e instanceof ImageRejectedError)) throw e;
          const message = rejectionMessage(e);
          throw new AppError(400, UploadErrorCode.UNSUPPORTED_FILE, message, {
            fields: { file: [message] },
            reason: e.reason,
          });
        }
      },
    );
  });
}
