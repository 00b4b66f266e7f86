import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UploadMessages } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { createAgency } from '../agencies/agencies-test-helpers';
import { createListing } from '../listings/listings-test-helpers';
import { eventually, filesUnder, openUpload } from './media-upload-client';
import {
  mediaOf,
  setMediaLimits,
  testJpeg,
  upload,
  type TestMediaLimits,
} from './media-test-helpers';

const MB = 1024 * 1024;
/**
 * What may sit between the client and the handler once the server stops reading: the client's
 * and the server's socket buffers (a few MB on loopback). A server that reads on sends it all.
 */
const IN_FLIGHT = 16 * MB;
const HUGE = 96 * MB;

describe('media: uploads are streamed, their limits enforced while reading (issue 39)', () => {
  let ctx: TestContext;
  let base: string;
  let agent: Awaited<ReturnType<typeof signInAs>>;
  let agencyId: string;
  let listingId: string;
  let photo: Buffer;
  let tmp: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyId = (await createAgency(ctx, admin, { name: 'Streaming Agency' })).id;
    agent = await signInAs(ctx, 'AGENT', { email: 'stream@test.afrinest', agencyId });
    listingId = (await createListing(ctx, agent.auth)).id;
    photo = await testJpeg(7);
    tmp = path.join(ctx.config.DATA_DIR, 'tmp');
  });
  afterAll(() => ctx.close());
  beforeEach(() => setMediaLimits(ctx, agencyId, {}));

  const limits = (values: TestMediaLimits) => setMediaLimits(ctx, agencyId, values);
  const open = (opts?: { contentLength?: number }) =>
    openUpload(base, `/api/media/${listingId}/media`, agent.auth, opts);
  /** Nothing of a refused or abandoned upload stays: no temp file, no object, no row. */
  async function expectNothingLeft() {
    expect(await filesUnder(tmp)).toEqual([]);
    expect(await ctx.app.services.storage.list('')).toEqual([]);
    expect((await mediaOf(ctx, agent.auth, listingId)).data).toEqual([]);
  }

  it('writes each file to a temp file as it arrives (memory holds no file); the temp files go before the answer', async () => {
    const up = open();
    await up.file('front.jpg', photo);
    await up.startFile('back.jpg', photo.subarray(0, 1000));
    // The first file is on disk, whole, while the second is still arriving.
    await eventually(
      async () => (await filesUnder(tmp)).some((f) => f.size === photo.byteLength),
      'the first file written to a temp file',
    );
    await up.finishFile(photo.subarray(1000));
    for (const name of ['latitude[]', 'latitude[]', 'longitude[]', 'longitude[]'])
      await up.field(name, name.startsWith('lat') ? '0.35' : '32.6');
    const answer = await up.end();
    expect(answer.status).toBe(201);
    expect(await filesUnder(tmp)).toEqual([]);
    const media = await mediaOf(ctx, agent.auth, listingId);
    expect(media.data.map((m) => [m.originalName, m.originalBytes])).toEqual([
      ['front.jpg', photo.byteLength],
      ['back.jpg', photo.byteLength],
    ]);
    for (const m of media.data)
      await ctx.app.inject({
        method: 'DELETE',
        url: `/properties/${listingId}/media/${m.id}`,
        headers: agent.auth,
      });
  });

  it('refuses a file over the agency’s size as it arrives: the rest is never read, nothing stays', async () => {
    await limits({ maxFileBytes: MB });
    const up = open();
    await up.stream('huge.jpg', HUGE);
    const answer = await up.response;
    expect(answer.status).toBe(413);
    expect(answer.body.error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: UploadMessages.FILE_TOO_LARGE,
    });
    expect(up.state.sent).toBeLessThan(MB + IN_FLIGHT);
    // The server closes the connection rather than read (or wait for) the rest.
    expect(answer.connection).toBe('close');
    await expectNothingLeft();
  });

  it('refuses an upload past the storage left as it arrives, without a Content-Length too', async () => {
    await limits({ maxFileBytes: 100 * MB, storageQuotaBytes: 2 * MB });
    const up = open();
    await up.stream('big.jpg', HUGE);
    const answer = await up.response;
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({
      code: 'STORAGE_LIMIT_EXCEEDED',
      message: UploadMessages.STORAGE_LIMIT_EXCEEDED,
    });
    expect(up.state.sent).toBeLessThan(2 * MB + IN_FLIGHT);
    await expectNothingLeft();
  });

  it('refuses on the Content-Length before reading a byte of the body when it cannot fit the storage left', async () => {
    await limits({ storageQuotaBytes: 4 * MB });
    const up = open({ contentLength: 64 * MB });
    up.headersOnly();
    const answer = await up.response;
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({
      code: 'STORAGE_LIMIT_EXCEEDED',
      message: UploadMessages.STORAGE_LIMIT_EXCEEDED,
    });
    expect(up.state.sent).toBe(0);
    await expectNothingLeft();
  });

  it('refuses a full listing and a spent image quota before reading a byte of the body', async () => {
    const one = await upload(base, agent.auth, listingId, [{ name: 'a.jpg', bytes: photo }]);
    expect(one.status).toBe(201);

    /** Headers only: the refusal comes before the client has sent a byte of the body. */
    const refusedBeforeBody = async (status: number, code: keyof typeof UploadMessages) => {
      const up = open();
      up.headersOnly();
      const refused = await up.response;
      expect(refused.status).toBe(status);
      expect(refused.body.error).toEqual({ code, message: UploadMessages[code] });
      expect(up.state.sent).toBe(0);
    };
    await limits({ maxFilesPerListing: 1 });
    await refusedBeforeBody(409, 'TOO_MANY_FILES');
    await limits({ imageQuota: 1 });
    await refusedBeforeBody(403, 'NO_IMAGE_QUOTA');

    // /api/media/upload checks the same once the propertyId field has come, before any file.
    const viaField = openUpload(base, '/api/media/upload', agent.auth);
    await viaField.field('propertyId', listingId);
    await viaField.stream('b.jpg', HUGE);
    const byField = await viaField.response;
    expect(byField.status).toBe(403);
    expect(byField.body.error?.code).toBe('NO_IMAGE_QUOTA');
    expect(viaField.state.sent).toBeLessThan(IN_FLIGHT);

    const [first] = (await mediaOf(ctx, agent.auth, listingId)).data;
    await ctx.app.inject({
      method: 'DELETE',
      url: `/properties/${listingId}/media/${first!.id}`,
      headers: agent.auth,
    });
  });

  it('an upload abandoned mid-file leaves no temp file, no stored object and no row', async () => {
    const up = open();
    await up.file('front.jpg', photo);
    await up.startFile('back.jpg', photo.subarray(0, 1000));
    await eventually(
      async () => (await filesUnder(tmp)).some((f) => f.size === photo.byteLength),
      'the first file written to a temp file',
    );
    up.abort();
    await eventually(async () => (await filesUnder(tmp)).length === 0, 'the temp files removed');
    await expectNothingLeft();
  });

  it('the sweeper removes what an upload cut off by a crash left on disk, once it is old', async () => {
    const crashed = path.join(tmp, 'uploads', 'upload-crashed');
    await mkdir(crashed, { recursive: true });
    await writeFile(path.join(crashed, '0'), photo);
    await ctx.app.services.media.sweep(new Date());
    expect(await filesUnder(tmp)).toHaveLength(1);
    await ctx.app.services.media.sweep(new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await filesUnder(tmp)).toEqual([]);
  });
});
