import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { UploadMessages, type ListingDetail, type ListingPage } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { createAgency } from '../agencies/agencies-test-helpers';
import { createListing } from '../listings/listings-test-helpers';
import {
  mediaOf,
  processed,
  setMediaLimits,
  testJpeg,
  upload,
  type TestMediaLimits,
} from './media-test-helpers';

describe('media: upload, processing, order and delete (local disk)', () => {
  let ctx: TestContext;
  let base: string;
  let agent: Awaited<ReturnType<typeof signInAs>>;
  let other: Awaited<ReturnType<typeof signInAs>>;
  let admin: Record<string, string>;
  let listingId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const agencyA = (await createAgency(ctx, admin, { name: 'Photo Agency A' })).id;
    const agencyB = (await createAgency(ctx, admin, { name: 'Photo Agency B' })).id;
    agent = await signInAs(ctx, 'AGENT', { email: 'pa@test.afrinest', agencyId: agencyA });
    other = await signInAs(ctx, 'SUPER_AGENT', { email: 'pb@test.afrinest', agencyId: agencyB });
    listingId = (await createListing(ctx, agent.auth)).id;
  });
  afterAll(() => ctx.close());

  /** A photo URL (API_URL/media/…) asked of this test's server. */
  const served = (url: string) => fetch(`${base}${new URL(url).pathname}`);
  const stored = async (prefix: string) =>
    (await ctx.app.services.storage.list(prefix)).map((e) => e.key);

  it('takes two photos, processes them in the background and shows them publicly', async () => {
    const [a, b] = [await testJpeg(1), await testJpeg(2)];
    const res = await upload(base, agent.auth, listingId, [
      { name: 'front.jpg', bytes: a },
      { name: 'garden.jpg', bytes: b },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.map((m) => [m.originalName, m.status, m.position])).toEqual([
      ['front.jpg', 'PROCESSING', 0],
      ['garden.jpg', 'PROCESSING', 1],
    ]);
    expect(res.body.data[0]).toMatchObject({ latitude: 0.35, longitude: 32.6 });

    const done = await processed(ctx, agent.auth, listingId, res.body.uploadId);
    expect(done.map((m) => m.status)).toEqual(['READY', 'READY']);
    const first = done[0]!;
    expect([first.width, first.height]).toEqual([900, 600]);
    expect(first.webp.map((v) => v.width)).toEqual([320, 640, 900]);
    expect(first.avif.map((v) => v.width)).toEqual([320, 640, 900]);
    expect(first.jpeg?.width).toBe(900);
    expect(first.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(first.storedBytes).toBeGreaterThan(first.originalBytes);

    // The variants are served, typed by their extension, cached for a year, never sniffed.
    const variant = await served(first.webp[0]!.url);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect(variant.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(variant.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await variant.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(320);
    // Originals (with the phone's EXIF) are never served.
    const [original] = await stored('originals/');
    expect(original).toBeDefined();
    expect((await ctx.app.inject({ url: `/media/${original}` })).statusCode).toBe(404);

    // The public page has the gallery; cards have the cover.
    const detail = (
      await ctx.app.inject({ url: `/properties/${listingId}` })
    ).json() as ListingDetail;
    expect(detail.photos.map((p) => p.id)).toEqual(done.map((m) => m.id));
    expect(detail.cover?.id).toBe(first.id);
    const search = (await ctx.app.inject({ url: '/api/properties' })).json() as ListingPage;
    const card = search.data.find((l) => l.id === listingId)!;
    expect(card.cover?.id).toBe(first.id);
    expect(card.cover?.webp.map((v) => v.width)).toEqual([320, 640]);
    expect(card.cover?.jpeg?.url).toContain(`/${first.id}/900.jpg`);
  });

  it('/api/media/upload takes the listing from a propertyId field', async () => {
    const res = await upload(
      base,
      agent.auth,
      listingId,
      [
        {
          name: 'hall.png',
          bytes: await sharp(await testJpeg(3))
            .png()
            .toBuffer(),
        },
      ],
      undefined,
      { url: '/api/media/upload', fields: { propertyId: listingId } },
    );
    expect(res.status).toBe(201);
    const [m] = await processed(ctx, agent.auth, listingId, res.body.uploadId);
    expect(m).toMatchObject({ status: 'READY', position: 2, originalName: 'hall.png' });
  });

  it('changes caption, order and cover, and the public gallery follows', async () => {
    const before = (await mediaOf(ctx, agent.auth, listingId)).data;
    const third = before[2]!;
    const put = (mediaId: string, payload: object, auth = agent.auth) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/properties/${listingId}/media/${mediaId}`,
        headers: auth,
        payload,
      });
    const captioned = await put(third.id, { caption: '  Sitting room  ' });
    expect(captioned.json()).toMatchObject({ caption: 'Sitting room', position: 2 });
    expect((await put(third.id, { position: 1 })).json().position).toBe(1);
    expect((await mediaOf(ctx, agent.auth, listingId)).data.map((m) => m.id)).toEqual([
      before[0]!.id,
      third.id,
      before[1]!.id,
    ]);
    expect((await put(before[1]!.id, { cover: true })).json().position).toBe(0);
    const detail = (
      await ctx.app.inject({ url: `/properties/${listingId}` })
    ).json() as ListingDetail;
    expect(detail.photos.map((p) => p.id)).toEqual([before[1]!.id, before[0]!.id, third.id]);
    expect(detail.cover?.id).toBe(before[1]!.id);
    expect(detail.photos[2]!.caption).toBe('Sitting room');

    const bad = await put(third.id, { latitude: 95, longitude: 32 });
    expect(bad.statusCode).toBe(400);
    expect((await put(third.id, { latitude: 0.3 })).statusCode).toBe(400);
    expect((await put(third.id, {})).statusCode).toBe(400);
    // Another agency's agent may not touch it; an unknown photo is a 404.
    expect((await put(third.id, { caption: 'x' }, other.auth)).statusCode).toBe(403);
    expect((await put('00000000-0000-4000-8000-000000000000', { caption: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('deletes a photo with its stored files; the cover moves to the next photo', async () => {
    const list = (await mediaOf(ctx, agent.auth, listingId)).data;
    const cover = list[0]!;
    const keysBefore = await stored('');
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/properties/${listingId}/media/${cover.id}`,
      headers: agent.auth,
    });
    expect(res.statusCode).toBe(204);
    const keysAfter = await stored('');
    expect(keysBefore.filter((k) => k.includes(cover.id)).length).toBe(8);
    expect(keysAfter.filter((k) => k.includes(cover.id))).toEqual([]);
    expect(keysAfter.length).toBe(keysBefore.length - 8);
    const after = await mediaOf(ctx, agent.auth, listingId);
    expect(after.data.map((m) => m.position)).toEqual([0, 1]);
    const detail = (
      await ctx.app.inject({ url: `/properties/${listingId}` })
    ).json() as ListingDetail;
    expect(detail.cover?.id).toBe(after.data[0]!.id);
    expect((await served(cover.webp[0]!.url)).status).toBe(404);
  });

  it("answers 403 for another agency's listing and 404 for an unknown one, before reading the body", async () => {
    const photo = [{ name: 'x.jpg', bytes: await testJpeg(4) }];
    expect((await upload(base, other.auth, listingId, photo)).status).toBe(403);
    expect(
      (await upload(base, agent.auth, '00000000-0000-4000-8000-000000000000', photo)).status,
    ).toBe(404);
    const list = await ctx.app.inject({
      url: `/api/media/${listingId}/media`,
      headers: other.auth,
    });
    expect(list.statusCode).toBe(403);
    // Admins manage every listing's photos.
    expect((await mediaOf(ctx, admin, listingId)).data).toHaveLength(2);
  });

  it("deleting the listing deletes its photos: they stop counting against the agency's storage", async () => {
    const before = await mediaOf(ctx, agent.auth, listingId);
    expect(before.usage.images).toBe(2);
    const other = (await createListing(ctx, agent.auth)).id;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/properties/${listingId}`,
      headers: agent.auth,
    });
    expect(res.statusCode).toBe(204);
    expect(await stored('')).toEqual([]);
    const after = await mediaOf(ctx, agent.auth, other);
    expect(after.usage).toMatchObject({ images: 0, storageBytes: 0 });
  });
});

describe('media: every refusal stores nothing and counts nothing', () => {
  let ctx: TestContext;
  let base: string;
  let agent: Awaited<ReturnType<typeof signInAs>>;
  let agencyId: string;
  let listingId: string;
  let photo: Buffer;

  beforeAll(async () => {
    ctx = await createTestApp();
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyId = (await createAgency(ctx, admin, { name: 'Limits Agency' })).id;
    agent = await signInAs(ctx, 'AGENT', { email: 'limits@test.afrinest', agencyId });
    listingId = (await createListing(ctx, agent.auth)).id;
    photo = await testJpeg(5);
  });
  afterAll(() => ctx.close());

  /** This agency's own limits (what packages will set); the rest stay the defaults. */
  const limits = (values: TestMediaLimits) => setMediaLimits(ctx, agencyId, values);
  async function expectRefused(
    res: { status: number; body: { error: { code: string; message: string } } },
    status: number,
    code: string,
    message: string,
  ) {
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ code, message });
    const after = await mediaOf(ctx, agent.auth, listingId);
    expect(after.data).toEqual([]);
    expect(after.usage).toMatchObject({ images: 0, storageBytes: 0, filesOnListing: 0 });
    expect(await ctx.app.services.storage.list('')).toEqual([]);
  }
  const two = () => [
    { name: 'a.jpg', bytes: photo },
    { name: 'b.jpg', bytes: photo },
  ];

  it('LAT_LON_MISMATCH: a coordinate pair per file', async () => {
    await expectRefused(
      await upload(base, agent.auth, listingId, two(), {
        latitude: ['0.3'],
        longitude: ['32.5', '32.6'],
      }),
      400,
      'LAT_LON_MISMATCH',
      'Latitude/longitude values do not match the number of files.',
    );
    await expectRefused(
      await upload(base, agent.auth, listingId, two(), { latitude: [], longitude: [] }),
      400,
      'LAT_LON_MISMATCH',
      UploadMessages.LAT_LON_MISMATCH,
    );
  });

  it('FILE_TOO_LARGE: over the agency’s file size', async () => {
    await limits({ maxFileBytes: photo.byteLength - 1 });
    await expectRefused(
      await upload(base, agent.auth, listingId, two()),
      413,
      'FILE_TOO_LARGE',
      'One or more files are too large.',
    );
  });

  it('TOO_MANY_FILES: over the files a listing may have', async () => {
    await limits({ maxFilesPerListing: 1 });
    await expectRefused(
      await upload(base, agent.auth, listingId, two()),
      409,
      'TOO_MANY_FILES',
      'You have reached the maximum number of files for this property.',
    );
  });

  it('STORAGE_LIMIT_EXCEEDED: over the agency’s storage', async () => {
    await limits({ storageQuotaBytes: photo.byteLength + 10 });
    await expectRefused(
      await upload(base, agent.auth, listingId, two()),
      409,
      'STORAGE_LIMIT_EXCEEDED',
      'This upload would exceed your agency storage limit.',
    );
  });

  it('NO_IMAGE_QUOTA and NO_STORAGE_QUOTA: an agency without a quota', async () => {
    await limits({ imageQuota: 0 });
    await expectRefused(
      await upload(base, agent.auth, listingId, two()),
      403,
      'NO_IMAGE_QUOTA',
      'Your agency does not have a quota for this upload.',
    );
    await limits({ storageQuotaBytes: 0 });
    await expectRefused(
      await upload(base, agent.auth, listingId, two()),
      403,
      'NO_STORAGE_QUOTA',
      'Your agency does not have a quota for this upload.',
    );
  });

  it('UNSUPPORTED_FILE: the bytes decide, not the name or the type sent', async () => {
    await setMediaLimits(ctx, agencyId, {});
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await expectRefused(
      await upload(base, agent.auth, listingId, [
        { name: 'a.jpg', bytes: photo },
        { name: 'house.jpg', bytes: html, type: 'image/jpeg' },
      ]),
      415,
      'UNSUPPORTED_FILE',
      UploadMessages.UNSUPPORTED_FILE,
    );
    // An iPhone HEIC: ftyp box with the heic brand.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.alloc(12),
    ]);
    const res = await upload(base, agent.auth, listingId, [{ name: 'IMG_1.HEIC', bytes: heic }], {
      latitude: [''],
      longitude: [''],
    });
    await expectRefused(res, 415, 'UNSUPPORTED_FILE', UploadMessages.HEIC_UNSUPPORTED);
  });

  it('NO_FILES, and coordinates out of range', async () => {
    await expectRefused(
      await upload(base, agent.auth, listingId, [], { latitude: [], longitude: [] }),
      400,
      'NO_FILES',
      UploadMessages.NO_FILES,
    );
    await expectRefused(
      await upload(base, agent.auth, listingId, [{ name: 'a.jpg', bytes: photo }], {
        latitude: ['91'],
        longitude: ['32'],
      }),
      400,
      'VALIDATION_FAILED',
      UploadMessages.COORDINATE_INVALID,
    );
  });

  it('two uploads at once cannot both pass a quota only one fits', async () => {
    await limits({ imageQuota: 1 });
    const one = [{ name: 'a.jpg', bytes: photo }];
    const results = await Promise.all([
      upload(base, agent.auth, listingId, one),
      upload(base, agent.auth, listingId, one),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    const after = await mediaOf(ctx, agent.auth, listingId);
    expect(after.usage.images).toBe(1);
    // The refused one left no original behind.
    expect(await ctx.app.services.storage.list('originals/')).toHaveLength(1);
  });
});
