import type { FastifyRequest } from 'fastify';
import { UploadErrorCode, UploadMessages } from '@afrinest/contract';
import { AppError, badRequest } from '../../platform/http/errors';
import type { MediaLimits, UploadInput } from './media.service';

/** No single photo is larger than this, whatever an agency's limit says (a backstop). */
export const UPLOAD_HARD_CAP_BYTES = 100 * 1024 * 1024;

const tooLarge = () =>
  new AppError(413, UploadErrorCode.FILE_TOO_LARGE, UploadMessages.FILE_TOO_LARGE);
const tooMany = () =>
  new AppError(409, UploadErrorCode.TOO_MANY_FILES, UploadMessages.TOO_MANY_FILES);

/** Multipart's own errors, in the SPEC §8 words where one fits. */
function mapped(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return tooMany();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return badRequest('Send the photos as multipart/form-data.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest('The upload has too many fields.');
  return error;
}

/**
 * Reads an upload: `files` (any file part), `latitude[]`, `longitude[]` (with or without the
 * brackets) and, for /api/media/upload, `propertyId` before the files. Each file is counted
 * as it arrives, so one over the agency's limit is refused without reading the rest of it.
 */
export async function readUploadForm(
  request: FastifyRequest,
  limitsFor: (propertyId: string | undefined) => Promise<MediaLimits>,
): Promise<{ propertyId?: string; input: UploadInput }> {
  const input: UploadInput = { files: [], latitude: [], longitude: [] };
  let propertyId: string | undefined;
  let limits: MediaLimits | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: UPLOAD_HARD_CAP_BYTES, files: 200, fields: 500, parts: 700 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        limits ??= await limitsFor(propertyId);
        if (input.files.length >= limits.maxFilesPerListing) throw tooMany();
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > limits.maxFileBytes) throw tooLarge();
          chunks.push(chunk);
        }
        if (part.file.truncated) throw tooLarge();
        input.files.push({ filename: part.filename, bytes: Buffer.concat(chunks) });
        continue;
      }
      const name = part.fieldname.replace(/\[\d*\]$/, '');
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (name === 'latitude') input.latitude.push(value);
      else if (name === 'longitude') input.longitude.push(value);
      else if (name === 'propertyId') propertyId = value;
    }
  } catch (error) {
    throw mapped(error);
  }
  return { propertyId, input };
}
