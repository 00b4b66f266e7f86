import sharp from 'sharp';
import type { CheckProcessed, MediaItem, MediaList, UploadResult } from '@afrinest/contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ItemCode } from '@afrinest/contract';
import type { TestContext } from '../../../test/helper';
import { agencyMediaLimits } from './media.schema';

/** A small real JPEG (a gradient with a block of colour), distinct per seed. */
export async function testJpeg(seed = 1, width = 900, height = 600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const block = x > width / 3 && x < (2 * width) / 3 && y > height / 3;
      pixels[at] = block ? (seed * 60) % 256 : (x * 255) / width;
      pixels[at + 1] = block ? 40 : (y * 255) / height;
      pixels[at + 2] = (seed * 97) % 256;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export interface UploadPart {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/**
 * Sends an upload over real HTTP as a browser's FormData would: files, then latitude[] and
 * longitude[] (null leaves a field out; '' is "no coordinates").
 */
export async function upload(
  baseUrl: string,
  auth: Record<string, string>,
  propertyId: string,
  files: UploadPart[],
  coordinates: { latitude: (string | null)[]; longitude: (string | null)[] } = {
    latitude: files.map(() => '0.35'),
    longitude: files.map(() => '32.6'),
  },
  opts: { url?: string; fields?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(opts.fields ?? {})) form.append(name, value);
  for (const f of files)
    form.append('files', new Blob([f.bytes], { type: f.type ?? 'image/jpeg' }), f.name);
  for (const v of coordinates.latitude) if (v !== null) form.append('latitude[]', v);
  for (const v of coordinates.longitude) if (v !== null) form.append('longitude[]', v);
  const res = await fetch(`${baseUrl}${opts.url ?? `/api/media/${propertyId}/media`}`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  return { status: res.status, body: (await res.json()) as UploadResult & ErrorShape };
}

interface ErrorShape {
  error: { code: string; message: string; details?: unknown };
}

export async function mediaOf(ctx: TestContext, auth: Record<string, string>, id: string) {
  const res = await ctx.app.inject({ url: `/api/media/${id}/media`, headers: auth });
  if (res.statusCode !== 200) throw new Error(`media list: ${res.statusCode} ${res.body}`);
  return res.json() as MediaList;
}

/** Polls check-processed until the upload is done (the job runs in the app's own worker). */
export async function processed(
  ctx: TestContext,
  auth: Record<string, string>,
  listingId: string,
  uploadId: string,
  timeoutMs = 20_000,
): Promise<MediaItem[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await ctx.app.inject({
      url: `/api/media/check-processed/${listingId}/${uploadId}`,
      headers: auth,
    });
    const body = res.json() as CheckProcessed;
    if (res.statusCode === 200 && body.done) return body.data;
    if (Date.now() > until) throw new Error(`upload not processed: ${res.body}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface TestMediaLimits {
  maxFileBytes?: number;
  maxFilesPerListing?: number;
  /** The agency's photo entitlements (issue 41); unset: what the defaults were before packages. */
  storageQuotaBytes?: number;
  imageQuota?: number;
}
/**
 * Sets an agency's media limits: per-file and per-listing on its own row, storage and photo
 * count as its entitlements (an admin adjustment through the ledger to the wanted ceiling).
 */
export async function setMediaLimits(ctx: TestContext, agencyId: string, v: TestMediaLimits) {
  const { db } = ctx.database;
  await db.delete(agencyMediaLimits).where(eq(agencyMediaLimits.agencyId, agencyId));
  await db.insert(agencyMediaLimits).values({
    agencyId,
    maxFileBytes: v.maxFileBytes ?? null,
    maxFilesPerListing: v.maxFilesPerListing ?? null,
  });
  const { catalogue, entitlements } = ctx.app.services;
  const wanted = [
    [ItemCode.PHOTO_STORAGE, v.storageQuotaBytes ?? 5 * 1024 ** 3],
    [ItemCode.PHOTO_COUNT, v.imageQuota ?? 3_000],
  ] as const;
  for (const [code, ceiling] of wanted) {
    const delta = ceiling - (await entitlements.ceiling(agencyId, code));
    if (delta === 0) continue;
    const item = await catalogue.items.byCode(code);
    await entitlements.adjust(
      agencyId,
      { itemId: item.id, delta },
      { actorId: null, reason: 'Test limits', idempotencyKey: `test-limits:${randomUUID()}` },
    );
  }
}
