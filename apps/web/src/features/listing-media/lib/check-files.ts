import { PHOTO_ACCEPT, UploadMessages, type MediaUsage } from '@afrinest/contract';

const ACCEPTED_TYPES = PHOTO_ACCEPT.split(',');
const HEIC = /\.(heic|heif)$/i;

/**
 * Why the server would refuse this file, in its own words, or null: checked before sending so
 * nobody waits for a 15 MB upload to be told it is too big.
 */
export function refusalOf(file: File, usage: Pick<MediaUsage, 'maxFileBytes'>): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) {
    // An iPhone photo picked from Files keeps its HEIC: say how to get a JPEG instead.
    return file.type.startsWith('image/hei') || HEIC.test(file.name)
      ? UploadMessages.HEIC_UNSUPPORTED
      : UploadMessages.UNSUPPORTED_FILE;
  }
  if (file.size > usage.maxFileBytes) return UploadMessages.FILE_TOO_LARGE;
  return null;
}

/** How many more photos the listing takes. */
export const placesLeft = (usage: Pick<MediaUsage, 'maxFilesPerListing' | 'filesOnListing'>) =>
  Math.max(0, usage.maxFilesPerListing - usage.filesOnListing);
