import { UploadErrorCode, UploadMessages } from '@afrinest/contract';
import { AppError } from '../../platform/http/errors';
import type { Usage } from './media.repository';

export interface MediaLimits {
  maxFileBytes: number;
  maxFilesPerListing: number;
  storageQuotaBytes: number;
  imageQuota: number;
}

/** An agency's limits and what it uses now: what one more upload to a listing may add. */
export interface UploadRoom {
  limits: MediaLimits;
  usage: Usage;
}

export const uploadError = (
  status: number,
  code: UploadErrorCode,
  message?: string,
  details?: unknown,
) =>
  new AppError(
    status,
    code,
    message ?? UploadMessages[code as keyof typeof UploadMessages],
    details,
  );

/** Whether `files` more photos of `bytes` fit; throws the SPEC §8 error that says why not. */
export function assertFits(limits: MediaLimits, usage: Usage, files: number, bytes: number) {
  if (usage.filesOnListing + files > limits.maxFilesPerListing)
    throw uploadError(409, UploadErrorCode.TOO_MANY_FILES);
  if (limits.imageQuota <= 0 || usage.images + files > limits.imageQuota)
    throw uploadError(403, UploadErrorCode.NO_IMAGE_QUOTA);
  if (limits.storageQuotaBytes <= 0) throw uploadError(403, UploadErrorCode.NO_STORAGE_QUOTA);
  if (usage.storageBytes + bytes > limits.storageQuotaBytes)
    throw uploadError(409, UploadErrorCode.STORAGE_LIMIT_EXCEEDED);
}

/**
 * The bytes of a multipart body that are not file bytes: boundaries, part headers, coordinates,
 * the propertyId. A browser's form of 30 photos spends ~20 KB on them; this is generous.
 */
export const FORM_ALLOWANCE_BYTES = 64 * 1024;

/**
 * An upload's room, spent as the body arrives: every check runs on the files and bytes read
 * so far, so the first byte past a limit stops the read (issue 39).
 */
export function uploadBudget({ limits, usage }: UploadRoom) {
  let files = 0;
  let bytes = 0;
  return {
    limits,
    /** The listing's free places, for the parser's own file count. */
    placesLeft: Math.max(0, limits.maxFilesPerListing - usage.filesOnListing),
    /**
     * Before the body: at least one file must fit, and the bytes the Content-Length can only
     * be files (all but the form's allowance) must fit the storage left.
     */
    checkBeforeBody(contentLength: number | undefined) {
      const least = Math.max(0, (contentLength ?? 0) - FORM_ALLOWANCE_BYTES);
      assertFits(limits, usage, 1, least);
    },
    addFile() {
      files += 1;
      assertFits(limits, usage, files, bytes);
    },
    /** `chunk` more bytes of a file now `fileSize` long. */
    addBytes(chunk: number, fileSize: number) {
      bytes += chunk;
      if (fileSize > limits.maxFileBytes) throw uploadError(413, UploadErrorCode.FILE_TOO_LARGE);
      assertFits(limits, usage, files, bytes);
    },
  };
}
export type UploadBudget = ReturnType<typeof uploadBudget>;
