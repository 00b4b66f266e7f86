import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, waitForApp } from '../support/browser';
import { API_URL, WEB_URL } from '../support/urls';

interface PostSummary {
  slug: string;
  title: string;
}

/** The published posts as the API lists them (newest first): the seeded ones, read only. */
async function publishedPosts(): Promise<PostSummary[]> {
  const res = await fetch(`${API_URL}/api/content/posts?page=1&pageSize=12`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: PostSummary[] }).data;
}

/** Issue 44: the content pages as a visitor (and a crawler) gets them from the web server. */
describe('content pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('/faq answers with its questions and their FAQPage data in the HTML, and a question opens', async () => {
    const res = await fetch(`${WEB_URL}/faq`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const block = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(block).toBeDefined();
    const data = JSON.parse(block!) as {
      '@type': string;
      mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.length).toBeGreaterThan(0);
    const first = data.mainEntity[0]!;
    expect(first['@type']).toBe('Question');
    expect(first.acceptedAnswer.text.length).toBeGreaterThan(0);
    // Drawn on the server: the questions are in the HTML before any script runs.
    expect(html).toContain('data-rendered="server"');
    expect(html).toContain('<details');

    const { context, page } = await newPage(browser);
    await page.goto(`${WEB_URL}/faq`);
    const summary = page.locator('summary', { hasText: first.name }).first();
    await summary.waitFor();
    const details = summary.locator('xpath=..');
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await summary.click();
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await context.close();
  });

  it('/blog lists the published posts newest first, and a post opens', async () => {
    const posts = await publishedPosts();
    expect(posts.length).toBeGreaterThan(0);
    const { context, page } = await newPage(browser);
    const response = await page.goto(`${WEB_URL}/blog`);
    expect(response?.status()).toBe(200);
    expect(
      await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href'),
    ).toBe(`${WEB_URL}/blog/rss.xml`);
    const list = page.getByRole('list', { name: 'Posts' });
    await list.waitFor();
    const titles = await list.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual(posts.map((p) => p.title));

    await waitForApp(page);
    await list.getByRole('link', { name: posts[0]!.title }).click();
    await page.waitForURL(`${WEB_URL}/blog/${posts[0]!.slug}`);
    await page.getByRole('heading', { level: 1, name: posts[0]!.title }).waitFor();
    await context.close();

    const feed = await fetch(`${WEB_URL}/blog/rss.xml`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain(`<link>${WEB_URL}/blog/${posts[0]!.slug}</link>`);
    // A post nobody wrote answers 404.
    expect((await fetch(`${WEB_URL}/blog/no-such-post-${Date.now()}`)).status).toBe(404);
  });

  it("the footer's link to the terms opens them, with their version", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${WEB_URL}/about`);
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Terms of use' }).click();
    await page.waitForURL(`${WEB_URL}/terms`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(/^Version \d+, updated /).waitFor();
    await context.close();
  });
});
