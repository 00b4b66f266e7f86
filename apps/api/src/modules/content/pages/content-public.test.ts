import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContentErrorCode,
  ContentMessages,
  type ContentPage,
  type ContentSummary,
  type Faq,
} from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { drawSyntheticPhoto } from '../../media/synthetic-photo';
import { contentApi, contentForm, editOf } from './content-test-helpers';

describe('content: covers, public lists, help, FAQ, sitemap, standing pages', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof contentApi>;
  let admin: { id: string; auth: Record<string, string> };
  const get = (url: string) => ctx.app.inject({ url });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signInAs(ctx, 'AFRI_ADMIN');
    api = contentApi(ctx, admin.auth);
  });
  afterAll(() => ctx.close());

  it('shows the cover image in the page, the admin list and the public answers', async () => {
    const image = await ctx.app.services.contentImages.upload({ id: admin.id } as AuthUser, {
      bytes: await drawSyntheticPhoto(700, 400, 2),
      filename: 'cover.jpg',
    });
    const page = await api.created({
      kind: 'POST',
      slug: 'with-cover',
      coverImageId: image.id,
      status: 'PUBLISHED',
    });
    expect(page.coverImage).toEqual(image);
    const listed = (await api.list('q=with-cover')).json().data[0] as ContentSummary;
    expect(listed.coverImage?.id).toBe(image.id);
    expect((await get('/api/content/pages/with-cover')).json().coverImage.id).toBe(image.id);
    const posts = (await get('/api/content/posts')).json().data as ContentSummary[];
    expect(posts.find((p) => p.slug === 'with-cover')?.coverImage?.webp.length).toBeGreaterThan(0);
    // Removing the cover is a save with null.
    const bare = await api.update(page.id, editOf(page, { coverImageId: null }));
    expect(bare.json().coverImage).toBeNull();
  });

  it('refuses a cover that names no uploaded image (400, under the field)', async () => {
    const res = await api.create(contentForm({ coverImageId: randomUUID() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: ContentErrorCode.IMAGE_NOT_FOUND,
      details: { fields: { coverImageId: [ContentMessages.IMAGE_NOT_FOUND] } },
    });
  });

  it('lists published posts newest first, by category, never drafts', async () => {
    const older = await api.created({ kind: 'POST', slug: 'post-a', category: 'Renting' });
    await api.update(older.id, editOf(older, { status: 'PUBLISHED' }));
    const newer = await api.created({ kind: 'POST', slug: 'post-b', category: 'Buying' });
    await api.update(newer.id, editOf(newer, { status: 'PUBLISHED' }));
    await api.created({ kind: 'POST', slug: 'post-draft', category: 'Renting' });
    await api.created({ kind: 'PAGE', slug: 'not-a-post', status: 'PUBLISHED' });

    const all = (await get('/api/content/posts?pageSize=2')).json();
    expect(all.total).toBe(3);
    expect(all.data.map((p: ContentSummary) => p.slug)).toEqual(['post-b', 'post-a']);
    expect(all.data[0]).not.toHaveProperty('body');
    const renting = (await get('/api/content/posts?category=renting')).json();
    expect(renting.data.map((p: ContentSummary) => p.slug)).toEqual(['post-a']);
    expect((await get('/api/content/post-categories')).json()).toEqual([
      { name: 'Buying', count: 1 },
      { name: 'Renting', count: 1 },
    ]);
  });

  it('groups published help articles by topic and searches title, summary and body', async () => {
    const article = (slug: string, category: string, over: object = {}) =>
      api.created({ kind: 'HELP', slug, category, status: 'PUBLISHED', ...over });
    await article('scams', 'Safety', { title: 'Avoiding scams', body: 'Never pay first.' });
    await article('deposits', 'Payments', { title: 'Deposits', summary: 'Avoid paying early' });
    await article('invoices', 'Payments', { title: 'Invoices', body: 'Mobile money receipts.' });
    await article('hidden-help', 'Safety', { title: 'Avoid this draft', status: 'DRAFT' });

    const helpRes = await get('/api/content/help');
    if (helpRes.statusCode !== 200) throw new Error(helpRes.body);
    const topics = helpRes.json() as {
      topic: string;
      articles: ContentSummary[];
    }[];
    expect(topics.map((t) => [t.topic, t.articles.map((a) => a.slug)])).toEqual([
      ['Payments', ['deposits', 'invoices']],
      ['Safety', ['scams']],
    ]);
    const found = (await get('/api/content/help?q=avoid')).json();
    // A title match ranks first; the draft is never found.
    expect(
      found.flatMap((t: { articles: ContentSummary[] }) => t.articles.map((a) => a.slug)),
    ).toEqual(['scams', 'deposits']);
    const inBody = (await get('/api/content/help?q=MOBILE%20receipts')).json();
    expect(inBody).toEqual([
      { topic: 'Payments', articles: [expect.objectContaining({ slug: 'invoices' })] },
    ]);
    expect((await get('/api/content/help?q=100%25')).json()).toEqual([]);
  });

  it('answers the FAQ from the published faq page, sanitised, and 404 while a draft', async () => {
    const faq = await api.created({
      slug: 'faq',
      body: '## Land\n\n### What is mailo?\n\nLand held for ever.<img src=x onerror=alert(1)>',
    });
    expect((await get('/api/content/faq')).statusCode).toBe(404);
    await api.update(faq.id, editOf(faq, { status: 'PUBLISHED' }));
    const res = await get('/api/content/faq');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Faq;
    expect(body.page.slug).toBe('faq');
    expect(body.topics).toEqual([
      {
        topic: 'Land',
        items: [
          {
            question: 'What is mailo?',
            answerHtml: '<p>Land held for ever.</p>',
            answerText: 'Land held for ever.',
          },
        ],
      },
    ]);
  });

  it('lists every published page, post and help article in the sitemap, no drafts', async () => {
    await api.created({ slug: 'sitemap-draft' });
    const live = await api.created({ kind: 'HELP', slug: 'sitemap-help', status: 'PUBLISHED' });
    const entries = (await get('/api/content/sitemap')).json() as {
      kind: string;
      slug: string;
      updatedAt: string;
    }[];
    expect(entries).toContainEqual({
      kind: 'HELP',
      slug: 'sitemap-help',
      updatedAt: live.updatedAt,
    });
    expect(entries.map((e) => e.slug)).not.toContain('sitemap-draft');
  });

  it('keeps standing pages: their address cannot change and they cannot be deleted', async () => {
    const about = await api.created({ slug: 'about' });
    const moved = await api.update(about.id, editOf(about, { slug: 'about-us' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toMatchObject({
      code: ContentErrorCode.STANDING_PAGE,
      message: ContentMessages.STANDING_SLUG,
    });
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/content/pages/${about.id}`,
      headers: admin.auth,
    });
    expect(del.statusCode).toBe(400);
    expect(del.json().error.message).toBe(ContentMessages.STANDING_DELETE);
    expect((await api.get(about.id)).statusCode).toBe(200);
  });

  it('deletes other pages with their history, audited', async () => {
    const page = await api.created({ slug: 'old-news' });
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/content/pages/${page.id}`,
      headers: admin.auth,
    });
    expect(del.statusCode).toBe(204);
    expect((await api.get(page.id)).statusCode).toBe(404);
    const entry = (await ctx.app.services.audit.latest(10)).find((e) => e.entityId === page.id);
    expect(entry).toMatchObject({ action: 'content.delete', after: null });
  });

  it('previews a body rendered and sanitised as a save would', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/content/preview',
      headers: admin.auth,
      payload: { body: '**Hi** <script>alert(1)</script>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ html: '<p><strong>Hi</strong> </p>' });
    const user = (await signInAs(ctx, 'USER')).auth;
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/content/preview',
      headers: user,
      payload: { body: 'x' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('answers a published page by its address as before', async () => {
    const page: ContentPage = await api.created({ slug: 'contact-hours', status: 'PUBLISHED' });
    expect((await get('/api/content/pages/contact-hours')).json().id).toBe(page.id);
  });
});
