import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UploadErrorCode, UploadMessages } from '@afrinest/contract';
import { AppError, badRequest } from '../../platform/http/errors';
import type { UploadInput } from './media.service';
import { uploadBudget, type UploadBudget, type UploadRoom } from './upload-room';
import { openUploadFolder, removeUploadFolder } from './upload-temp';

/** No single photo is larger than this, whatever an agency's limit says (a backstop). */
export const UPLOAD_HARD_CAP_BYTES = 100 * 1024 * 1024;

/**
 * The parser's limits for every upload (the plugin's registration); a request whose listing is
 * known before its body narrows fileSize and files to the agency's. Fields are coordinates and
 * a listing id: 1 KB each is plenty, and no field can make the parser hold megabytes.
 */
export const UPLOAD_PARSER_LIMITS = {
  fileSize: UPLOAD_HARD_CAP_BYTES,
  files: 200,
  fields: 500,
  fieldSize: 1024,
  parts: 700,
};

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

export interface UploadFormOptions {
  /** Where uploads wait while they are checked and stored (DATA_DIR/tmp/uploads). */
  tempRoot: string;
  /** The listing named by the path; without it, the propertyId field sent before the files. */
  propertyId?: string;
  /** Who may upload (404/403) and the room left; asked once, before any file is read. */
  roomFor(propertyId: string | undefined): Promise<UploadRoom>;
}

/**
 * Receives an upload into a temp folder of its own and hands it to `use`; the folder goes
 * whatever happens: answered, refused, or the client gone mid-file. A refusal before the body
 * is read to its end closes the connection, so the rest is neither read nor waited for.
 */
export async function receiveUpload<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: UploadFormOptions,
  use: (form: { propertyId?: string; input: UploadInput }) => Promise<T>,
): Promise<T> {
  const dir = await openUploadFolder(options.tempRoot);
  try {
    return await use(await readUploadForm(request, dir, options));
  } catch (error) {
    if (!request.raw.readableEnded) void reply.header('connection', 'close');
    throw error;
  } finally {
    await removeUploadFolder(dir);
  }
}

const contentLengthOf = (request: FastifyRequest) => {
  const n = Number(request.headers['content-length']);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/**
 * Reads an upload: `files` (any file part), `latitude[]`, `longitude[]` (with or without the
 * brackets) and, for /api/media/upload, `propertyId` before the files. Count and quota are
 * checked before the body where the request says them (listing in the path, Content-Length);
 * each file then goes to a file in `dir` as it arrives, counted against the agency's limits,
 * so the first byte past one stops the read.
 */
async function readUploadForm(
  request: FastifyRequest,
  dir: string,
  options: UploadFormOptions,
): Promise<{ propertyId?: string; input: UploadInput }> {
  const input: UploadInput = { files: [], latitude: [], longitude: [] };
  let propertyId = options.propertyId;
  let budget: UploadBudget | undefined;
  const open = async () => {
    budget = uploadBudget(await options.roomFor(propertyId));
    budget.checkBeforeBody(contentLengthOf(request));
    return budget;
  };
  if (propertyId !== undefined) await open();
  try {
    const parts = request.parts({
      limits: budget
        ? {
            ...UPLOAD_PARSER_LIMITS,
            fileSize: Math.min(budget.limits.maxFileBytes, UPLOAD_HARD_CAP_BYTES),
            files: Math.min(budget.placesLeft, UPLOAD_PARSER_LIMITS.files),
          }
        : UPLOAD_PARSER_LIMITS,
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const spending = budget ?? (await open());
        spending.addFile();
        const file = path.join(dir, String(input.files.length));
        const size = await saveFile(part, file, spending);
        input.files.push({ filename: part.filename, path: file, size });
        continue;
      }
      const name = part.fieldname.replace(/\[\d*\]$/, '');
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (name === 'latitude') input.latitude.push(value);
      else if (name === 'longitude') input.longitude.push(value);
      else if (name === 'propertyId' && propertyId === undefined) {
        // The first one names the listing: its checks and its photos are the same listing's.
        propertyId = value;
        await open();
      }
    }
  } catch (error) {
    throw mapped(error);
  }
  return { propertyId, input };
}

/** One file part to `to`, every chunk counted as it passes; answers its size. */
async function saveFile(part: MultipartFile, to: string, budget: UploadBudget): Promise<number> {
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      try {
        budget.addBytes(chunk.length, size);
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
  });
  // At limits.fileSize the parser stops passing bytes on but reads the part to its end;
  // stopping the file here stops the read.
  part.file.once('limit', () => part.file.destroy(tooLarge()));
  await pipeline(part.file, meter, createWriteStream(to, { flags: 'wx' }));
  if (part.file.truncated) throw tooLarge();
  return size;
}
