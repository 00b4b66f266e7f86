import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '@afrinest/contract';
import { apiLogin } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { API_URL, WEB_URL } from '../support/urls';

interface Summary {
  id: string;
  title: string;
}

async function firstResults(path: string): Promise<Summary[]> {
  const res = await fetch(`${API_URL}${path}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Summary[] }).data;
}

/** The HTML the web server answers, before any script runs: what #root holds. */
async function rootHtml(path: string): Promise<string> {
  const res = await fetch(`${WEB_URL}${path}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const start = html.indexOf('<div id="root"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('<script type="module"', start));
}

/** How the page was drawn and whether React had to draw the server's HTML again. */
const rootState = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root')!;
    return { rendered: root.dataset.rendered, hydration: root.dataset.hydration ?? 'kept' };
  });

/** ADR 0026: the public pages come drawn from the web server and the browser takes them over. */
describe('public pages drawn on the server', () => {
  let browser: Browser;
  let listing: Summary;
  let plots: Summary[];
  beforeAll(async () => {
    browser = await launchBrowser();
    listing = (await firstResults('/api/properties?sort=newest&page=1'))[0]!;
    // The first page as /plots asks for it (12 a page).
    plots = await firstResults('/api/plots?sort=newest&page=1&pageSize=12');
  });
  afterAll(() => browser.close());

  it('answers home, the searches and a property page with their listings in the HTML itself', async () => {
    // As React writes text into HTML (titles of other journeys' listings have apostrophes).
    const entities: Record<string, string> = {
      '&': '&amp;',
      '<': '&lt;',
      '>': '&gt;',
      '"': '&quot;',
      "'": '&#x27;',
    };
    const escape = (s: string) => s.replace(/[&<>"']/g, (c) => entities[c]!);
    const search = await rootHtml('/plots');
    expect(search).toContain('data-rendered="server"');
    // Every card of the first page, in the API's order.
    const titles = [...search.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]*)</g)].map((m) => m[1]);
    expect(titles).toEqual(plots.map((p) => escape(p.title)));

    const property = await rootHtml(`/properties/${listing.id}`);
    expect(property).toContain('data-rendered="server"');
    expect(property).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
    expect(property.match(/<h1[^>]*>([^<]*)<\/h1>/)![1]).toBe(escape(listing.title));

    for (const path of ['/', '/properties?kind=house&sort=price_asc'])
      expect(await rootHtml(path)).toContain('data-rendered="server"');
    // Not a public page with answers to embed: the static shell, drawn in the browser.
    expect(await rootHtml('/login')).toContain('<!--shell-->');
  });

  it('is taken over by the browser without drawing it again, for a visitor with own preferences', async () => {
    const { context, page } = await newPage(browser);
    // A visitor who chose hectares: the server cannot know, so the page changes after takeover.
    await context.addInitScript(() => {
      localStorage.setItem(
        'preferences',
        JSON.stringify({
          currency: 'UGX',
          language: 'en',
          areaUnit: 'hectares',
          notifications: {
            listingAlerts: true,
            priceChanges: true,
            agentMessages: true,
            newsletter: false,
          },
        }),
      );
    });
    for (const path of ['/', '/properties', `/properties/${listing.id}`]) {
      await page.goto(`${WEB_URL}${path}`);
      expect(await rootState(page), path).toEqual({ rendered: 'server', hydration: 'kept' });
    }
    await page.goto(`${WEB_URL}/plots`);
    expect(await rootState(page)).toEqual({ rendered: 'server', hydration: 'kept' });
    const results = page.getByRole('list', { name: 'Results' });
    await results
      .getByText(/per hectare/)
      .first()
      .waitFor();
    expect(await results.getByText(/per acre/).count()).toBe(0);
    await context.close();
  });

  it('is taken over with the prices and areas the server wrote: no Intl formatter until then', async () => {
    // ADR 0028: the first Intl formatter starts the browser's ICU, a long task on a phone.
    const html = await (await fetch(`${WEB_URL}/plots`)).text();
    // Not toMatch: a failure would print the whole page.
    expect(/window\.__AFRINEST_TEXT__=\{[^<]*"money en-UG UGX \d+":"USh\s/.test(html)).toBe(true);
    const { context, page } = await newPage(browser);
    await context.addInitScript(() => {
      const counts = { beforeReady: 0, all: 0 };
      (window as unknown as { intlMade: typeof counts }).intlMade = counts;
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          counts.all += 1;
          if (document.getElementById('root')?.dataset.ready !== 'true') counts.beforeReady += 1;
          return new target(...args);
        },
      });
    });
    const made = () =>
      page.evaluate(
        () => (window as unknown as { intlMade: { beforeReady: number; all: number } }).intlMade,
      );
    for (const path of ['/plots', '/', `/properties/${listing.id}`]) {
      await page.goto(`${WEB_URL}${path}`);
      expect(await rootState(page), path).toEqual({ rendered: 'server', hydration: 'kept' });
      expect((await made()).beforeReady, path).toBe(0);
    }
    // A price the page was not drawn with is written by Intl, as before: the cheapest plot is
    // not among the first page of the dearest (more plots than a page).
    await page.goto(`${WEB_URL}/plots?sort=price_desc`);
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    await page.getByRole('list', { name: 'Results' }).getByText(/^USh/).first().waitFor();
    await expect.poll(async () => (await made()).all).toBeGreaterThan(0);
    await context.close();
  });

  it('loads no zod on a public page: the shell checks its website state and analytics by hand', async () => {
    // ADR 0018: evaluating zod costs a phone 100–200 ms; the public pages' own answers, the
    // website state poll and the analytics configuration are read without it.
    for (const path of ['/', '/properties', '/plots', `/properties/${listing.id}`]) {
      const { context, page } = await newPage(browser);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      // Every script's text: zod is recognised by its code (one of its own messages), not by the
      // name the bundler gave its chunk.
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
      });
      await page.goto(`${WEB_URL}${path}`);
      // Both are asked once the page has loaded and been idle (src/lib/use-after-load.ts).
      await expect
        .poll(() => ['/website-state', '/api/analytics/config'].every((p) => requested.includes(p)))
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect(
        requested.filter((p) => p.includes('/assets/place-search-')),
        path,
      ).toEqual([]);
      const texts = await Promise.all(scripts);
      expect(texts.length, path).toBeGreaterThan(0);
      expect(
        texts.filter((text) => text.includes('Encountered Promise during synchronous parse'))
          .length,
        path,
      ).toBe(0);
      await context.close();
    }
  });

  it('shows a signed-in visitor as signed in once the page is taken over', async () => {
    const token = await apiLogin('user@afrinest.test', 'AfriNest#2026');
    const { context, page } = await newPage(browser);
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [TOKEN_STORAGE_KEY, token],
    );
    await page.goto(`${WEB_URL}/properties/${listing.id}`);
    expect(await rootState(page)).toEqual({ rendered: 'server', hydration: 'kept' });
    // Drawn for nobody on the server ("Sign in to save"), then for the person signed in.
    await page.getByRole('button', { name: `Save ${listing.title} to favourites` }).waitFor();
    await context.close();
  });
});
