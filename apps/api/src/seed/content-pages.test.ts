import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDING_PAGES, type ContentSummary, type Faq } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../test/helper';
import { contentApi, editOf } from '../modules/content/pages/content-test-helpers';
import { privacyEmailFor, seedContentPages } from './content-pages';

describe('seed: content pages', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof contentApi>;

  beforeAll(async () => {
    ctx = await createTestApp();
    api = contentApi(ctx, (await signInAs(ctx, 'AFRI_ADMIN')).auth);
  });
  afterAll(() => ctx.close());

  const all = async () => (await api.list('pageSize=100')).json().data as ContentSummary[];

  it('publishes the standing pages, help articles and posts, terms and privacy for review', async () => {
    const first = await seedContentPages(ctx.app.services, { privacyEmail: 'privacy@afrinest.ug' });
    const pages = await all();
    expect(first.inserted).toBe(pages.length);
    for (const slug of STANDING_PAGES)
      expect(pages.find((p) => p.slug === slug)).toMatchObject({ status: 'PUBLISHED', version: 1 });
    const review = pages.filter((p) => p.needsReview).map((p) => p.slug);
    expect(review.sort()).toEqual(['privacy', 'terms']);
    const help = pages.filter((p) => p.kind === 'HELP');
    expect(help.length).toBeGreaterThanOrEqual(6);
    expect(new Set(help.map((p) => p.category)).size).toBeGreaterThanOrEqual(3);
    const posts = pages.filter((p) => p.kind === 'POST');
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((p) => p.category)).size).toBe(2);

    const privacy = (await ctx.app.inject({ url: '/api/content/pages/privacy' })).json();
    expect(privacy.body).toContain('privacy@afrinest.ug');
    expect(privacy.body).toContain('Data Protection and Privacy Act, 2019');
    expect((await ctx.app.inject({ url: '/api/legal/current' })).json()).toEqual({
      terms: 1,
      privacy: 1,
    });
    const faq = (await ctx.app.inject({ url: '/api/content/faq' })).json() as Faq;
    expect(faq.topics.map((t) => t.topic)).toContain('Land and titles in Uganda');
    const land = faq.topics.find((t) => t.topic === 'Land and titles in Uganda')!;
    expect(land.items.map((i) => i.question)).toContain('What is a kibanja?');
  });

  it('changes nothing on a second run and never overwrites an edit', async () => {
    const about = (await all()).find((p) => p.slug === 'about')!;
    const full = (await api.get(about.id)).json();
    await api.update(about.id, editOf(full, { title: 'About our company' }));
    const before = await all();
    expect((await seedContentPages(ctx.app.services)).inserted).toBe(0);
    const after = await all();
    expect(after).toEqual(before);
    expect(after.find((p) => p.slug === 'about')).toMatchObject({
      title: 'About our company',
      version: 2,
    });
  });

  it('does not bring back an example post an admin deleted', async () => {
    const post = (await all()).find((p) => p.kind === 'POST')!;
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/content/pages/${post.id}`,
      headers: (await signInAs(ctx, 'AFRI_ADMIN')).auth,
    });
    expect((await seedContentPages(ctx.app.services)).inserted).toBe(0);
    expect((await all()).map((p) => p.slug)).not.toContain(post.slug);
  });

  it('writes to privacy@ the site domain, or the demo address locally', () => {
    expect(privacyEmailFor('https://www.afrinest.ug')).toBe('privacy@afrinest.ug');
    expect(privacyEmailFor('http://localhost:8080')).toBe('privacy@afrinest.test');
  });
});
