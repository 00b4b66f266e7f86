import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentErrorCode, ContentMessages, type ContentPage } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { contentApi, contentForm, editOf, publicPage } from './content-test-helpers';

describe('admin: content pages', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof contentApi>;
  let adminId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = await signInAs(ctx, 'AFRI_ADMIN');
    adminId = admin.id;
    api = contentApi(ctx, admin.auth);
  });
  afterAll(() => ctx.close());

  it('creates a page at version 1 with its html and author, audited', async () => {
    const res = await api.create(contentForm({ slug: ' About-Us ', body: '## Hello\n\n- one' }));
    expect(res.statusCode).toBe(201);
    const page = res.json() as ContentPage;
    expect(page).toMatchObject({
      slug: 'about-us',
      status: 'DRAFT',
      version: 1,
      publishedAt: null,
      html: '<h2>Hello</h2>\n<ul>\n<li>one</li>\n</ul>',
      author: { id: adminId, name: 'Test AFRI_ADMIN' },
    });
    expect((await api.get(page.id)).json()).toEqual(page);
    const entry = (await ctx.app.services.audit.latest(10)).find((e) => e.entityId === page.id);
    expect(entry).toMatchObject({ action: 'content.create', entity: 'content_page', before: null });
    expect(entry?.after).toMatchObject({ slug: 'about-us', status: 'DRAFT' });
  });

  it('lists summaries without bodies, filtered by kind, status and text', async () => {
    const post = await api.created({ kind: 'POST', title: 'Market news', category: 'News' });
    await api.created({ kind: 'PAGE', title: 'Market rules', status: 'PUBLISHED' });
    const res = await api.list('kind=POST&q=market');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.data[0]).toMatchObject({ id: post.id, category: 'News' });
    expect(list.data[0]).not.toHaveProperty('body');
    expect(list.data[0]).not.toHaveProperty('html');
    const published = (await api.list('status=PUBLISHED&q=market')).json();
    expect(published.data.map((p: ContentPage) => p.title)).toEqual(['Market rules']);
  });

  it('refuses a slug in use with 409 SLUG_TAKEN, on create and on edit', async () => {
    await api.created({ slug: 'taken-once' });
    const again = await api.create(contentForm({ slug: 'TAKEN-once' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: ContentErrorCode.SLUG_TAKEN,
      message: ContentMessages.SLUG_TAKEN,
      details: { fields: { slug: [ContentMessages.SLUG_TAKEN] } },
    });
    const other = await api.created();
    const edit = await api.update(other.id, editOf(other, { slug: 'taken-once' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe(ContentErrorCode.SLUG_TAKEN);
  });

  it('saves with the version read, bumps it, and refuses a stale one with 409', async () => {
    const page = await api.created();
    const first = await api.update(page.id, editOf(page, { title: 'First edit' }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ title: 'First edit', version: 2 });
    // A second editor still holds version 1.
    const stale = await api.update(page.id, editOf(page, { title: 'Lost edit' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: ContentErrorCode.STALE_VERSION,
      message: ContentMessages.STALE_VERSION,
    });
    expect((await api.get(page.id)).json()).toMatchObject({ title: 'First edit', version: 2 });
    const entry = (await ctx.app.services.audit.latest(10)).find(
      (e) => e.entityId === page.id && e.action === 'content.update',
    );
    expect(entry).toMatchObject({
      before: { title: page.title, version: 1 },
      after: { title: 'First edit', version: 2 },
    });
  });

  it('sets publishedAt the first time a page is published and keeps it after', async () => {
    const draft = await api.created();
    const published = (await api.update(draft.id, editOf(draft, { status: 'PUBLISHED' }))).json();
    expect(published.publishedAt).toEqual(expect.any(String));
    const hidden = (await api.update(draft.id, editOf(published, { status: 'DRAFT' }))).json();
    expect(hidden.publishedAt).toBe(published.publishedAt);
    const again = (await api.update(draft.id, editOf(hidden, { status: 'PUBLISHED' }))).json();
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it('keeps every save in the history and restores an old one as a new version', async () => {
    const page = await api.created({ title: 'Terms v1', body: 'Old terms.' });
    const v2 = (
      await api.update(page.id, editOf(page, { title: 'Terms v2', body: 'New.' }))
    ).json();
    const v3 = (
      await api.update(
        page.id,
        editOf(v2, { title: 'Terms v3', body: 'Newer.', status: 'PUBLISHED' }),
      )
    ).json();
    const history = (await api.versions(page.id)).json();
    expect(
      history.map((v: { version: number; title: string; status: string }) => [
        v.version,
        v.title,
        v.status,
      ]),
    ).toEqual([
      [3, 'Terms v3', 'PUBLISHED'],
      [2, 'Terms v2', 'DRAFT'],
      [1, 'Terms v1', 'DRAFT'],
    ]);
    expect(history[0].savedBy).toEqual({ id: adminId, name: 'Test AFRI_ADMIN' });
    expect(history[0]).not.toHaveProperty('body');
    expect((await api.version(page.id, 1)).json()).toMatchObject({
      version: 1,
      body: 'Old terms.',
    });

    const restored = await api.restore(page.id, 1);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      title: 'Terms v1',
      body: 'Old terms.',
      html: '<p>Old terms.</p>',
      status: 'DRAFT',
      version: 4,
      // Published once: the time stays though the restored version is a draft.
      publishedAt: v3.publishedAt,
    });
    const after = (await api.versions(page.id)).json();
    expect(after.map((v: { version: number }) => v.version)).toEqual([4, 3, 2, 1]);
    expect((await api.version(page.id, 4)).json()).toMatchObject({ body: 'Old terms.' });
    const entry = (await ctx.app.services.audit.latest(10)).find(
      (e) => e.entityId === page.id && e.action === 'content.restore',
    );
    expect(entry?.after).toMatchObject({ title: 'Terms v1', version: 4 });
  });

  it('answers 404 for an unknown page or version', async () => {
    const page = await api.created();
    expect((await api.get(randomUUID())).json().error.code).toBe(ContentErrorCode.PAGE_NOT_FOUND);
    expect((await api.versions(randomUUID())).statusCode).toBe(404);
    const missing = await api.version(page.id, 9);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe(ContentErrorCode.VERSION_NOT_FOUND);
    expect((await api.restore(page.id, 9)).json().error.code).toBe(
      ContentErrorCode.VERSION_NOT_FOUND,
    );
  });

  it('serves published pages publicly and never a draft', async () => {
    const draft = await api.created({ slug: 'secret-draft', body: 'Not yet.' });
    const res = await publicPage(ctx, 'secret-draft');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: ContentErrorCode.PAGE_NOT_FOUND,
      message: ContentMessages.PAGE_NOT_FOUND,
    });
    // A draft answers exactly as an address nobody uses.
    expect((await publicPage(ctx, 'no-such-page')).json()).toEqual(res.json());
    expect(res.body).not.toContain('Not yet');

    const live = (await api.update(draft.id, editOf(draft, { status: 'PUBLISHED' }))).json();
    const served = await publicPage(ctx, 'secret-draft');
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ id: draft.id, html: '<p>Not yet.</p>', version: 2 });
    // Unpublished again: gone from the public at once.
    await api.update(draft.id, editOf(live, { status: 'DRAFT' }));
    expect((await publicPage(ctx, 'secret-draft')).statusCode).toBe(404);
  });

  it('lets only admins in: others 403, anonymous 401', async () => {
    const page = await api.created();
    const assistant = contentApi(ctx, (await signInAs(ctx, 'ASSISTANT_ADMIN')).auth);
    expect((await assistant.get(page.id)).statusCode).toBe(200);
    for (const role of ['USER', 'AGENT', 'SUPER_AGENT'] as const) {
      const other = contentApi(ctx, (await signInAs(ctx, role)).auth);
      expect((await other.list()).statusCode).toBe(403);
      expect((await other.create(contentForm())).statusCode).toBe(403);
      expect((await other.update(page.id, editOf(page))).statusCode).toBe(403);
      expect((await other.restore(page.id, 1)).statusCode).toBe(403);
    }
    const anonymous = contentApi(ctx, {});
    expect((await anonymous.list()).statusCode).toBe(401);
    expect((await anonymous.get(page.id)).statusCode).toBe(401);
    expect((await anonymous.create(contentForm())).statusCode).toBe(401);
  });
});
