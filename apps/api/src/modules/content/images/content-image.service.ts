import { randomUUID } from 'node:crypto';
import type { ContentImage } from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { Storage } from '../../../platform/storage/storage';
import { processImage } from '../../media/image-pipeline';
import { IMMUTABLE } from '../../media/media-keys';
import type { StoredVariant } from '../../media/media.schema';
import { contentImageKey, toContentImage } from './content-image.dto';
import type { ContentImageRepository } from './content-image.repository';

/**
 * Content images (issue 44): few and uploaded by admins, so processed while the upload waits
 * (no job), through the listing photos' pipeline; only the variants are kept, never the
 * original (its EXIF stays with the admin).
 */
export function createContentImageService(deps: {
  repo: ContentImageRepository;
  storage: Storage;
}) {
  const { repo, storage } = deps;
  const url = (key: string) => storage.publicUrl(key);

  return {
    /** Throws ImageRejectedError for a file that is not an image the pipeline reads. */
    async upload(
      actor: AuthUser,
      file: { bytes: Buffer; filename: string },
    ): Promise<ContentImage> {
      const image = await processImage(file.bytes);
      const id = randomUUID();
      const variants: StoredVariant[] = image.variants.map((v) => ({
        width: v.width,
        format: v.format,
        key: contentImageKey(id, v.width, v.format),
        bytes: v.bytes.byteLength,
      }));
      try {
        for (const [i, v] of image.variants.entries())
          await storage.put(variants[i]!.key, v.bytes, {
            contentType: v.contentType,
            cacheControl: IMMUTABLE,
          });
        const row = await repo.insert({
          id,
          width: image.source.width,
          height: image.source.height,
          placeholder: image.placeholder.dataUri,
          variants,
          storedBytes: variants.reduce((n, v) => n + v.bytes, 0),
          originalName: file.filename.slice(0, 255),
          uploadedBy: actor.id,
        });
        return toContentImage(row, url);
      } catch (e) {
        // The photo sweeper leaves content images alone: what this upload stored goes here.
        await Promise.allSettled(variants.map((v) => storage.delete(v.key)));
        throw e;
      }
    },
  };
}
export type ContentImageService = ReturnType<typeof createContentImageService>;
