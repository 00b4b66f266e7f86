import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadMessages, type ListingDetail } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { createS3Storage } from '../../platform/storage/s3-storage';
import { startS3rver, type S3rverProcess } from '../../platform/storage/s3rver-process';
import type { Storage } from '../../platform/storage/storage';
import { createAgency } from '../agencies/agencies-test-helpers';
import { createListing } from '../listings/listings-test-helpers';
import { mediaOf, processed, testJpeg, upload } from './media-test-helpers';

const LATER = () => new Date(Date.now() + 2 * 60 * 60 * 1000);

/** A real storage whose writes can be made to fail, as a full disk or a bucket outage would. */
function failable(inner: Storage) {
  const state = { failPuts: false };
  const storage: Storage = {
    ...inner,
    kind: inner.kind,
    put: (key, bytes, options) =>
      state.failPuts ? Promise.reject(new Error('disk full')) : inner.put(key, bytes, options),
  };
  return { storage, state };
}

async function setUp(storage?: Storage) {
  const ctx = await createTestApp({}, storage ? { storage } : {});
  const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
  const agencyId = (await createAgency(ctx, admin, { name: 'Sweep Agency' })).id;
  const agent = await signInAs(ctx, 'AGENT', { email: 'sweep@test.afrinest', agencyId });
  const listingId = (await createListing(ctx, agent.auth)).id;
  const uploadOne = async (seed: number) => {
    const res = await upload(base, agent.auth, listingId, [
      { name: `p${seed}.jpg`, bytes: await testJpeg(seed) },
    ]);
    expect(res.status).toBe(201);
    return res.body;
  };
  return { ctx, base, agent, listingId, uploadOne };
}

describe('media: failures, retries and the sweeper (local disk)', () => {
  let dir: string;
  let env: Awaited<ReturnType<typeof setUp>>;
  let state: { failPuts: boolean };
  let ctx: TestContext;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'afrinest-media-'));
    const f = failable(createLocalStorage({ dir, baseUrl: 'http://localhost:3000/media' }));
    state = f.state;
    env = await setUp(f.storage);
    ctx = env.ctx;
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dir, { recursive: true, force: true });
  });
  const storage = () => ctx.app.services.storage;

  it('UPLOAD_FAILED when storage fails: nothing recorded, nothing left behind', async () => {
    state.failPuts = true;
    try {
      const res = await upload(env.base, env.agent.auth, env.listingId, [
        { name: 'a.jpg', bytes: await testJpeg(1) },
      ]);
      expect(res.status).toBe(500);
      expect(res.body.error).toEqual({
        code: 'UPLOAD_FAILED',
        message: 'Upload failed due to a server error. Please try again later.',
      });
    } finally {
      state.failPuts = false;
    }
    expect((await mediaOf(ctx, env.agent.auth, env.listingId)).data).toEqual([]);
    expect(await storage().list('')).toEqual([]);
  });

  it('a photo that cannot be decoded fails at once and says so to the agent', async () => {
    const whole = await testJpeg(2);
    // The header (and so the upload's checks) is intact; the picture data stops halfway.
    const truncated = whole.subarray(0, Math.floor(whole.byteLength * 0.5));
    const res = await upload(env.base, env.agent.auth, env.listingId, [
      { name: 'broken.jpg', bytes: truncated },
    ]);
    expect(res.status).toBe(201);
    const [m] = await processed(ctx, env.agent.auth, env.listingId, res.body.uploadId);
    expect(m).toMatchObject({ status: 'FAILED', error: UploadMessages.PROCESSING_FAILED });
    const detail = (await ctx.app.inject({ url: `/properties/${env.listingId}` })).json();
    expect((detail as ListingDetail).photos).toEqual([]);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/properties/${env.listingId}/media/${m!.id}`,
      headers: env.agent.auth,
    });
  });

  it('a passing failure is retried; the last try marks the photo FAILED', async () => {
    const { media } = ctx.app.services;
    const body = await env.uploadOne(4);
    await processed(ctx, env.agent.auth, env.listingId, body.uploadId);
    const row = body.data[0]!;
    // Back to PROCESSING without a job, then run by hand with every write failing.
    await ctx.database.executeSql(
      `update listing_media set status = 'PROCESSING', attempts = 0 where id = '${row.id}'`,
    );
    state.failPuts = true;
    try {
      await expect(
        media.process(row.id, { id: 'j1', retryCount: 0, retryLimit: 2 }),
      ).rejects.toThrow('disk full');
      let list = await mediaOf(ctx, env.agent.auth, env.listingId);
      expect(list.data.find((m) => m.id === row.id)).toMatchObject({ status: 'PROCESSING' });
      // The last try fails the job too (pg-boss keeps it as failed) and the photo for good.
      await expect(
        media.process(row.id, { id: 'j1', retryCount: 2, retryLimit: 2 }),
      ).rejects.toThrow('disk full');
      list = await mediaOf(ctx, env.agent.auth, env.listingId);
      expect(list.data.find((m) => m.id === row.id)).toMatchObject({
        status: 'FAILED',
        error: UploadMessages.PROCESSING_FAILED,
      });
    } finally {
      state.failPuts = false;
    }
    await ctx.app.inject({
      method: 'DELETE',
      url: `/properties/${env.listingId}/media/${row.id}`,
      headers: env.agent.auth,
    });
  });

  it('the sweeper removes objects of no photo and photos without their original', async () => {
    const kept = await env.uploadOne(5);
    await processed(ctx, env.agent.auth, env.listingId, kept.uploadId);
    const lost = await env.uploadOne(6);
    await processed(ctx, env.agent.auth, env.listingId, lost.uploadId);
    const orphan = `public/${env.listingId}/00000000-0000-4000-8000-00000000000a/320.webp`;
    await storage().put(orphan, Buffer.from('x'), { contentType: 'image/webp', cacheControl: '' });
    const lostRow = lost.data[0]!;
    await storage().delete(
      (await storage().list('originals/')).find((e) => e.key.includes(lostRow.id))!.key,
    );

    // Young objects and rows are left alone: an upload may be between its two steps.
    expect(await ctx.app.services.media.sweep(new Date())).toEqual({
      objectsDeleted: 0,
      rowsDeleted: 0,
      requeued: 0,
    });
    expect(await ctx.app.services.media.sweep(LATER())).toEqual({
      objectsDeleted: 1,
      rowsDeleted: 1,
      requeued: 0,
    });
    const keys = (await storage().list('')).map((e) => e.key);
    expect(keys.some((k) => k.includes(lostRow.id))).toBe(false);
    expect(keys).not.toContain(orphan);
    const list = await mediaOf(ctx, env.agent.auth, env.listingId);
    expect(list.data.map((m) => m.id)).toEqual([kept.data[0]!.id]);
    expect(keys.filter((k) => k.includes(kept.data[0]!.id))).toHaveLength(8);
  });

  it('the sweeper processes again a photo whose variants went missing or whose job was lost', async () => {
    const [photo] = (await mediaOf(ctx, env.agent.auth, env.listingId)).data;
    const variant = photo!.webp[0]!;
    const key = (await storage().list('public/')).find((e) => e.key.endsWith('/320.webp'))!.key;
    await storage().delete(key);
    expect(await ctx.app.services.media.sweep(LATER())).toMatchObject({ requeued: 1 });
    await processed(ctx, env.agent.auth, env.listingId, photo!.uploadId);
    expect((await storage().get(key))?.byteLength).toBeGreaterThan(0);
    expect(variant.url).toContain(photo!.id);

    // A row left PROCESSING with no job (the process died after recording it).
    await ctx.database.executeSql(
      `update listing_media set status = 'PROCESSING' where id = '${photo!.id}'`,
    );
    expect(await ctx.app.services.media.sweep(LATER())).toMatchObject({ requeued: 1 });
    const [again] = await processed(ctx, env.agent.auth, env.listingId, photo!.uploadId);
    expect(again!.status).toBe('READY');
  });
});

describe('media: the same path on S3 (s3rver over HTTP)', () => {
  let dir: string;
  let server: S3rverProcess;
  let env: Awaited<ReturnType<typeof setUp>>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'afrinest-media-s3-'));
    server = await startS3rver(dir, 'media');
    env = await setUp(
      createS3Storage({
        endpoint: server.endpoint,
        region: 'us-east-1',
        bucket: 'media',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        publicBaseUrl: `${server.endpoint}/media`,
      }),
    );
  });
  afterAll(async () => {
    await env.ctx.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('a real photo goes through the pipeline to its variants in the bucket, served by it', async () => {
    const body = await env.uploadOne(7);
    const [m] = await processed(env.ctx, env.agent.auth, env.listingId, body.uploadId);
    expect(m!.status).toBe('READY');
    expect(m!.webp[0]!.url.startsWith(`${server.endpoint}/media/public/`)).toBe(true);
    const res = await fetch(m!.avif[1]!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const keys = (await env.ctx.app.services.storage.list('')).map((e) => e.key);
    expect(keys.filter((k) => k.includes(m!.id))).toHaveLength(8);
    // The API serves no /media route when the bucket does.
    expect((await env.ctx.app.inject({ url: `/media/public/x.webp` })).statusCode).toBe(404);
  });

  it('the sweeper works on the bucket too', async () => {
    const orphan = `public/${env.listingId}/00000000-0000-4000-8000-00000000000b/320.webp`;
    await env.ctx.app.services.storage.put(orphan, Buffer.from('x'), {
      contentType: 'image/webp',
      cacheControl: '',
    });
    expect(await env.ctx.app.services.media.sweep(LATER())).toEqual({
      objectsDeleted: 1,
      rowsDeleted: 0,
      requeued: 0,
    });
    expect(await env.ctx.app.services.storage.get(orphan)).toBeUndefined();
  });
});
