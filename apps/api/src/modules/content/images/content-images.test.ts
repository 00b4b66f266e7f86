import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadErrorCode, type ContentImage } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { drawSyntheticPhoto } from '../../media/synthetic-photo';

describe('admin: content images', () => {
  let ctx: TestContext;
  let base: string;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());

  /** The public URL (API_URL) as this listening test server's address. */
  const local = (url: string) => new URL(new URL(url).pathname, base);

  /** A browser's FormData upload over real HTTP. */
  async function send(bytes: Uint8Array, name = 'cover.jpg', headers = admin, field = 'file') {
    const form = new FormData();
    form.append('alt', 'A house in Muyenga');
    form.append(field, new Blob([bytes], { type: 'image/jpeg' }), name);
    const res = await fetch(`${base}/api/admin/content/images`, {
      method: 'POST',
      headers,
      body: form,
    });
    return { status: res.status, body: (await res.json()) as ContentImage & { error?: never } };
  }

  it('processes an image while the upload waits and serves its variants', async () => {
    const res = await send(await drawSyntheticPhoto(1600, 900, 3));
    expect(res.status).toBe(201);
    const image = res.body;
    expect(image).toMatchObject({ width: 1600, height: 900, caption: null });
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.webp.map((v) => v.width)).toEqual([320, 640, 1280, 1600]);
    expect(image.avif).toHaveLength(4);
    expect(image.jpeg?.width).toBe(1280);
    const served = await fetch(local(image.webp[0]!.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(image.webp[0]!.url).toContain(`/content/${image.id}/320.webp`);
  });

  it('refuses a file that is not an image with a clear 400', async () => {
    const res = await send(new TextEncoder().encode('<script>alert(1)</script>'), 'x.jpg');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: {
        code: UploadErrorCode.UNSUPPORTED_FILE,
        message: 'Only JPEG, PNG, WebP and AVIF photos can be uploaded.',
      },
    });
  });

  it('refuses a request without a file part', async () => {
    const res = await send(await drawSyntheticPhoto(400, 300), 'x.jpg', admin, 'other');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Choose an image to upload');
  });

  it('lets only admins upload', async () => {
    const user = (await signInAs(ctx, 'AGENT')).auth;
    const res = await send(await drawSyntheticPhoto(400, 300), 'x.jpg', user);
    expect(res.status).toBe(403);
    expect((await send(await drawSyntheticPhoto(400, 300), 'x.jpg', {})).status).toBe(401);
  });

  it("is left alone by the listing photos' sweeper", async () => {
    const { body: image } = await send(await drawSyntheticPhoto(500, 400, 5));
    const later = new Date(Date.now() + 7 * 24 * 3600_000);
    expect((await ctx.app.services.media.sweep(later)).objectsDeleted).toBe(0);
    expect((await fetch(local(image.jpeg!.url))).status).toBe(200);
  });
});
