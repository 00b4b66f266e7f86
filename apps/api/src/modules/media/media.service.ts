import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  UploadErrorCode,
  UploadMessages,
  type CheckProcessed,
  type ListingPhoto,
  type MediaItem,
  type MediaList,
  type MediaUpdate,
  type MediaUsage,
  type UploadResult,
} from '@afrinest/contract';
import { AppError, badRequest } from '../../platform/http/errors';
import type { Jobs, JobInfo } from '../../platform/jobs/jobs';
import type { Storage } from '../../platform/storage/storage';
import type { CoverPhoto } from '../listings/listings.schema';
import type { AuthUser } from '../users/users.service';
import {
  ImageRejectedError,
  inspectImage,
  inspectImageFile,
  processImage,
  type ImageInfo,
} from './image-pipeline';
import {
  CONTENT_IMAGES_PREFIX,
  IMMUTABLE,
  mediaOfKey,
  originalKey,
  variantKey,
} from './media-keys';
import { photoOfRow, toCover, toMediaItem } from './media.dto';
import type { MediaRepository, MediaRow, Usage } from './media.repository';
import type { StoredVariant } from './media.schema';
import { removeStaleUploads } from './upload-temp';
import { assertFits, uploadError, type MediaLimits, type UploadRoom } from './upload-room';

export type { MediaLimits, UploadRoom } from './upload-room';

export const PROCESS_QUEUE = 'media.process';
const FOREGROUND = 10;
const BACKGROUND = 0;
export const SWEEP_QUEUE = 'media.sweep';

/**
 * A file of an upload: waiting in a temp file the form reader wrote as it arrived (never whole
 * in memory), or given as bytes (the demo seed's drawings).
 */
export type UploadFile = { filename: string } & (
  { path: string; size: number } | { bytes: Uint8Array }
);
const sizeOf = (f: UploadFile) => ('bytes' in f ? f.bytes.byteLength : f.size);
const inspectUpload = (f: UploadFile) =>
  'bytes' in f ? inspectImage(f.bytes) : inspectImageFile(f.path);
const bytesOf = async (f: UploadFile) => ('bytes' in f ? f.bytes : readFile(f.path));
/** A parsed multipart upload: files and one latitude and longitude per file, as sent. */
export interface UploadInput {
  files: UploadFile[];
  latitude: string[];
  longitude: string[];
}

export interface MediaDeps {
  repo: MediaRepository;
  storage: Storage;
  jobs: Jobs;
  /**
   * The listings area: may this user see the listing's photos in the manager, or change them
   * ('write': an active agent of an active agency too)? 404/403 otherwise.
   */
  listings: {
    forMedia(
      user: AuthUser,
      listingId: string,
      intent?: 'read' | 'write',
    ): Promise<{ id: string; agencyId: string }>;
    setCover(listingId: string, cover: CoverPhoto | null): Promise<void>;
  };
  /** Per-file and per-listing defaults (MEDIA_* in the config); an agency row may override them. */
  defaults: Pick<MediaLimits, 'maxFileBytes' | 'maxFilesPerListing'>;
  /** Photo storage and photo count: the agency's entitlements (issue 41, the ledger). */
  quotas: (agencyId: string) => Promise<Pick<MediaLimits, 'storageQuotaBytes' | 'imageQuota'>>;
  /** The public read cache starts over: galleries and captions are public (ADR 0021). */
  changed: () => Promise<void>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Objects and rows younger than this are never swept: an upload may be between its steps. */
  sweepGraceMs: number;
  /** Where uploads wait while they are checked and stored (the sweeper clears what a crash left). */
  uploadTempDir: string;
}

const mediaNotFound = () => new AppError(404, 'NOT_FOUND', UploadMessages.MEDIA_NOT_FOUND);

/** A failure no retry can mend (the original is gone or cannot be decoded). */
class PermanentFailure extends Error {}

const REJECTION_MESSAGES: Record<ImageRejectedError['reason'], string> = {
  NOT_AN_IMAGE: UploadMessages.UNSUPPORTED_FILE,
  UNSUPPORTED_FORMAT: UploadMessages.UNSUPPORTED_FILE,
  TOO_MANY_PIXELS: UploadMessages.TOO_MANY_PIXELS,
};

/** '' and '' is "no coordinates"; otherwise both must be numbers in range. */
function coordinatesOf(latitude: string, longitude: string, file: string) {
  const lat = latitude.trim();
  const lon = longitude.trim();
  if (lat === '' && lon === '') return { latitude: null, longitude: null };
  const la = Number(lat);
  const lo = Number(lon);
  if (
    lat === '' ||
    lon === '' ||
    !Number.isFinite(la) ||
    !Number.isFinite(lo) ||
    Math.abs(la) > 90 ||
    Math.abs(lo) > 180
  )
    throw badRequest(UploadMessages.COORDINATE_INVALID, { file });
  return { latitude: la, longitude: lo };
}

/** The name as the agent knows it: no folder, no control characters, at most 200 characters. */
function displayName(filename: string): string {
  const base = path.basename(filename.replace(/\\/g, '/'));
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127);
  return printable.join('').slice(0, 200) || 'photo';
}

/**
 * Listing photos (issue 7, ADR 0023): uploads are checked whole before anything is stored
 * (a refused upload stores and counts nothing), originals go to private storage, a job makes
 * the variants; the listing's cover follows the first READY photo.
 */
export function createMediaService(deps: MediaDeps) {
  const { repo, storage, jobs, log } = deps;
  const url = (key: string) => storage.publicUrl(key);

  async function limitsOf(agencyId: string): Promise<MediaLimits> {
    const [own, quotas] = await Promise.all([repo.limitsOf(agencyId), deps.quotas(agencyId)]);
    return {
      maxFileBytes: own?.maxFileBytes ?? deps.defaults.maxFileBytes,
      maxFilesPerListing: own?.maxFilesPerListing ?? deps.defaults.maxFilesPerListing,
      ...quotas,
    };
  }

  const usageView = (limits: MediaLimits, usage: Usage): MediaUsage => ({ ...limits, ...usage });

  async function refreshCover(listingId: string) {
    const [first] = await repo.readyOf(listingId);
    await deps.listings.setCover(listingId, first ? toCover(first) : null);
  }

  /** Deletes objects, logging (not throwing) failures: the sweeper removes what is left. */
  async function deleteObjects(keys: string[]) {
    const results = await Promise.allSettled(keys.map((k) => storage.delete(k)));
    results.forEach((r, i) => {
      if (r.status === 'rejected')
        log.warn({ err: r.reason, key: keys[i] }, 'media: object not deleted (the sweeper will)');
    });
  }
  const keysOf = (r: Pick<MediaRow, 'originalKey' | 'variants'>) => [
    r.originalKey,
    ...r.variants.map((v) => v.key),
  ];

  /** Agents' uploads go before background work (the demo seed's photos, the sweeper's). */
  async function queue(ids: string[], priority = FOREGROUND) {
    for (const mediaId of ids) {
      try {
        await jobs.send(PROCESS_QUEUE, { mediaId }, { priority });
      } catch (err) {
        // The row stays PROCESSING; the sweeper queues it again (repo.stuck).
        log.error({ err, mediaId }, 'media: processing job not queued');
      }
    }
  }

  async function ownMedia(user: AuthUser, listingId: string, mediaId: string) {
    await deps.listings.forMedia(user, listingId, 'write');
    const row = await repo.findById(mediaId);
    if (!row || row.listingId !== listingId) throw mediaNotFound();
    return row;
  }

  return {
    limitsOf,
    /** Photos and bytes the agency keeps: the use of its photo entitlements (issue 41). */
    agencyUse: repo.agencyUse,

    /** The limits an upload to this listing meets and the room left; 404/403 before any byte is read. */
    async uploadRoom(user: AuthUser, listingId: string): Promise<UploadRoom> {
      const listing = await deps.listings.forMedia(user, listingId, 'write');
      const [limits, usage] = await Promise.all([
        limitsOf(listing.agencyId),
        repo.usage(listing.agencyId, listingId),
      ]);
      return { limits, usage };
    },

    async list(user: AuthUser, listingId: string): Promise<MediaList> {
      const listing = await deps.listings.forMedia(user, listingId);
      const [rows, limits, usage] = await Promise.all([
        repo.listOf(listingId),
        limitsOf(listing.agencyId),
        repo.usage(listing.agencyId, listingId),
      ]);
      return { data: rows.map((r) => toMediaItem(r, url)), usage: usageView(limits, usage) };
    },

    async upload(
      user: AuthUser,
      listingId: string,
      input: UploadInput,
      opts: { background?: boolean } = {},
    ): Promise<UploadResult> {
      const listing = await deps.listings.forMedia(user, listingId, 'write');
      const { files } = input;
      if (!files.length) throw uploadError(400, UploadErrorCode.NO_FILES);
      if (input.latitude.length !== files.length || input.longitude.length !== files.length)
        throw uploadError(400, UploadErrorCode.LAT_LON_MISMATCH);
      const coordinates = files.map((f, i) =>
        coordinatesOf(input.latitude[i]!, input.longitude[i]!, f.filename),
      );
      const limits = await limitsOf(listing.agencyId);
      if (files.some((f) => sizeOf(f) > limits.maxFileBytes))
        throw uploadError(413, UploadErrorCode.FILE_TOO_LARGE);
      const total = files.reduce((sum, f) => sum + sizeOf(f), 0);
      assertFits(limits, await repo.usage(listing.agencyId, listingId), files.length, total);

      // The bytes decide what a file is (ADR 0022); one bad file refuses the whole upload.
      const infos: ImageInfo[] = [];
      for (const f of files) {
        try {
          infos.push(await inspectUpload(f));
        } catch (e) {
          if (!(e instanceof ImageRejectedError)) throw e;
          const heic = e.message.startsWith('HEIC');
          throw uploadError(
            415,
            UploadErrorCode.UNSUPPORTED_FILE,
            heic ? UploadMessages.HEIC_UNSUPPORTED : REJECTION_MESSAGES[e.reason],
            { file: displayName(f.filename), reason: e.reason },
          );
        }
      }

      const uploadId = randomUUID();
      const rows = files.map((f, i) => {
        const id = randomUUID();
        const info = infos[i]!;
        return {
          id,
          listingId,
          agencyId: listing.agencyId,
          uploadId,
          uploadedBy: user.id,
          caption: null,
          ...coordinates[i]!,
          originalKey: originalKey(listingId, id, info.contentType),
          originalName: displayName(f.filename),
          originalBytes: sizeOf(f),
          contentType: info.contentType,
          storedBytes: sizeOf(f),
        };
      });
      const stored: string[] = [];
      try {
        for (const [i, row] of rows.entries()) {
          // Private: the original keeps the phone's EXIF; it is never served. One file at a
          // time: an upload holds at most one photo in memory, while it is stored.
          await storage.put(row.originalKey, await bytesOf(files[i]!), {
            contentType: row.contentType,
            cacheControl: 'private, no-store',
          });
          stored.push(row.originalKey);
        }
      } catch (err) {
        log.error({ err, listingId }, 'media: original not stored');
        await deleteObjects(stored);
        throw uploadError(500, UploadErrorCode.UPLOAD_FAILED);
      }
      let saved: MediaRow[];
      try {
        saved = await repo.insertUpload(listing.agencyId, listingId, rows, (usage) =>
          assertFits(limits, usage, files.length, total),
        );
      } catch (err) {
        await deleteObjects(stored);
        if (err instanceof AppError) throw err;
        log.error({ err, listingId }, 'media: upload not recorded');
        throw uploadError(500, UploadErrorCode.UPLOAD_FAILED);
      }
      await queue(
        saved.map((r) => r.id),
        opts.background ? BACKGROUND : FOREGROUND,
      );
      return { uploadId, data: saved.map((r) => toMediaItem(r, url)) };
    },

    async checkProcessed(
      user: AuthUser,
      listingId: string,
      uploadId: string,
    ): Promise<CheckProcessed> {
      await deps.listings.forMedia(user, listingId);
      const rows = await repo.ofUpload(listingId, uploadId);
      if (!rows.length) throw mediaNotFound();
      return {
        uploadId,
        done: rows.every((r) => r.status !== 'PROCESSING'),
        data: rows.map((r) => toMediaItem(r, url)),
      };
    },

    async update(
      user: AuthUser,
      listingId: string,
      mediaId: string,
      patch: MediaUpdate,
    ): Promise<MediaItem> {
      const row = await ownMedia(user, listingId, mediaId);
      const { caption, latitude, longitude } = patch;
      const fields = {
        ...(caption !== undefined ? { caption: caption || null } : {}),
        ...(latitude !== undefined ? { latitude, longitude: longitude ?? null } : {}),
      };
      if (Object.keys(fields).length) await repo.update(row.id, fields);
      const to = patch.cover ? 0 : patch.position;
      if (to !== undefined) await repo.move(listingId, row.id, to);
      await refreshCover(listingId);
      await deps.changed();
      return toMediaItem((await repo.findById(row.id))!, url);
    },

    async remove(user: AuthUser, listingId: string, mediaId: string): Promise<void> {
      const row = await ownMedia(user, listingId, mediaId);
      await repo.remove([row.id]);
      await refreshCover(listingId);
      await deps.changed();
      await deleteObjects(keysOf(row));
    },

    /** A deleted listing's photos go with it: rows now, files next (the sweeper if a delete fails). */
    async removeAllOf(listingId: string): Promise<void> {
      const removed = await repo.remove((await repo.listOf(listingId)).map((r) => r.id));
      await deleteObjects(removed.flatMap(keysOf));
    },

    /** The public gallery: READY photos, cover first. */
    async photosOf(listingId: string): Promise<ListingPhoto[]> {
      return (await repo.readyOf(listingId)).map((r) => photoOfRow(r, url));
    },

    /**
     * The job: the original through the pipeline, every variant stored (immutable), the row
     * READY. A damaged or missing original fails at once; anything else is retried by pg-boss
     * and shown to the agent as FAILED when no retry is left.
     */
    async process(mediaId: string, job: JobInfo): Promise<void> {
      const row = await repo.findById(mediaId);
      if (!row || row.status !== 'PROCESSING') return;
      const lastTry = job.retryCount >= job.retryLimit;
      try {
        const original = await storage.get(row.originalKey);
        if (!original) throw new PermanentFailure('The uploaded file is missing.');
        const processed = await processImage(original);
        const variants: StoredVariant[] = processed.variants.map((v) => ({
          width: v.width,
          format: v.format,
          key: variantKey(row.listingId, row.id, v.width, v.format),
          bytes: v.bytes.byteLength,
        }));
        await Promise.all(
          processed.variants.map((v, i) =>
            storage.put(variants[i]!.key, v.bytes, {
              contentType: v.contentType,
              cacheControl: IMMUTABLE,
            }),
          ),
        );
        const ready = await repo.markReady(row.id, {
          variants,
          width: processed.source.width,
          height: processed.source.height,
          placeholder: processed.placeholder.dataUri,
          storedBytes: row.originalBytes + variants.reduce((sum, v) => sum + v.bytes, 0),
        });
        if (!ready) {
          // Deleted while it was being processed: its variants have no row to belong to.
          await deleteObjects(variants.map((v) => v.key));
          return;
        }
        await refreshCover(row.listingId);
        await deps.changed();
      } catch (err) {
        const permanent = err instanceof PermanentFailure || err instanceof ImageRejectedError;
        log.warn({ err, mediaId, retry: job.retryCount }, 'media: processing failed');
        await repo.recordFailure(row.id, UploadMessages.PROCESSING_FAILED, permanent || lastTry);
        if (!permanent) throw err;
      }
    },

    /**
     * The sweeper: storage and rows agree again after a crash between their steps. Objects of
     * no photo go; photos whose original is gone go; photos whose variants are missing, or
     * whose job was lost, are processed again. Nothing younger than the grace period is touched.
     */
    async sweep(now = new Date()) {
      const cutoff = new Date(now.getTime() - deps.sweepGraceMs);
      const [originals, variants, rows] = await Promise.all([
        storage.list('originals/'),
        storage.list('public/'),
        repo.all(),
      ]);
      // Content images (issue 44) share the public prefix but are not photos of a listing.
      const objects = [...originals, ...variants].filter(
        (o) => !o.key.startsWith(CONTENT_IMAGES_PREFIX),
      );
      const present = new Set(objects.map((o) => o.key));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const referenced = new Set(rows.flatMap(keysOf));

      const orphanKeys = objects
        .filter((o) => !referenced.has(o.key) && o.lastModified < cutoff)
        .filter((o) => {
          // A variant of a photo still processing is not referenced yet, but not an orphan.
          const media = mediaOfKey(o.key);
          return !(media && byId.get(media.mediaId)?.status === 'PROCESSING');
        })
        .map((o) => o.key);
      const old = rows.filter((r) => r.createdAt < cutoff);
      const withoutOriginal = old.filter((r) => !present.has(r.originalKey));
      const missingVariants = old.filter(
        (r) =>
          r.status === 'READY' &&
          present.has(r.originalKey) &&
          r.variants.some((v) => !present.has(v.key)),
      );
      const lost = (await repo.stuck(cutoff)).filter((r) => present.has(r.originalKey));

      await deleteObjects(orphanKeys);
      await removeStaleUploads(deps.uploadTempDir, cutoff);
      const removed = await repo.remove(withoutOriginal.map((r) => r.id));
      await deleteObjects(removed.flatMap(keysOf).filter((k) => present.has(k)));
      const again = [...missingVariants, ...lost].map((r) => r.id);
      await repo.requeue(again);
      await queue(again, BACKGROUND);
      const listings = new Set([...removed, ...missingVariants].map((r) => r.listingId));
      for (const listingId of listings) await refreshCover(listingId);
      if (listings.size) await deps.changed();
      return {
        objectsDeleted: orphanKeys.length,
        rowsDeleted: removed.length,
        requeued: again.length,
      };
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
