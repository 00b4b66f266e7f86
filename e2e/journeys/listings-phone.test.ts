import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { API_URL, WEB_URL } from '../support/urls';

/** The phone newPage opens: 390×844 CSS px. */
const SCREEN_HEIGHT = 844;

async function apiTotal(query: Record<string, string>): Promise<number> {
  const res = await fetch(`${API_URL}/api/properties?${new URLSearchParams(query)}`);
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return ((await res.json()) as { total: number }).total;
}

/** A seeded listing of the demo agent David Mugisha, who has a phone and WhatsApp number. */
async function demoAgentListing(): Promise<{ id: string; title: string }> {
  const brokers = (await (
    await fetch(`${API_URL}/api/brokers?q=${encodeURIComponent('David Mugisha')}`)
  ).json()) as { data: { id: string; whatsappUrl: string | null }[] };
  const agent = brokers.data.find((a) => a.whatsappUrl)!;
  const res = await fetch(`${API_URL}/api/properties?agentId=${agent.id}&pageSize=1`);
  return ((await res.json()) as { data: { id: string; title: string }[] }).data[0]!;
}

/** Issue 39 on a 390×844 phone: the listing page and the search. */
describe('on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a listing shows its photo, then price and title; Call and WhatsApp stay at the bottom', async () => {
    const listing = await demoAgentListing();
    const { context, page } = await newPage(browser);
    await page.goto(`${WEB_URL}/properties/${listing.id}`);
    const title = page.getByRole('heading', { level: 1, name: listing.title });
    await title.waitFor();
    // Top to bottom: the gallery (or its drawing), the price, the title, all on the first screen.
    const gallery = page.locator('main figure, main [aria-roledescription="carousel"]').first();
    const price = page
      .locator('header p')
      .filter({ hasText: /USh|\$|KSh|TSh/ })
      .first();
    const [g, p, t] = await Promise.all([gallery, price, title].map((l) => l.boundingBox()));
    expect(g!.y).toBeLessThan(p!.y);
    expect(p!.y).toBeLessThan(t!.y);
    expect(t!.y + t!.height).toBeLessThanOrEqual(SCREEN_HEIGHT);
    // Share is one icon button with a name.
    const share = page.getByRole('button', { name: 'Share', exact: true });
    expect(await share.count()).toBe(1);
    expect((await share.innerText()).trim()).toBe('');

    // The contact bar sits on the bottom edge of the screen, and stays there while scrolling.
    const bar = page.getByRole('complementary', { name: 'Call or WhatsApp the agent' });
    await bar.getByRole('link', { name: /^Call/ }).waitFor();
    await bar.getByRole('link', { name: /^WhatsApp/ }).waitFor();
    const barBottom = async () => {
      const box = (await bar.boundingBox())!;
      return Math.round(box.y + box.height);
    };
    expect(await barBottom()).toBe(SCREEN_HEIGHT);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 500);
    expect(await barBottom()).toBe(SCREEN_HEIGHT);
    expect(await bar.getByRole('link', { name: /^Call/ }).isVisible()).toBe(true);
    // At the page's end it rests above the site's footer: neither the listing nor the footer
    // is hidden under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barBox = (await bar.boundingBox())!;
    const above = await bar.evaluate((el) => el.previousElementSibling!.getBoundingClientRect());
    expect(above.bottom).toBeLessThanOrEqual(barBox.y);
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y).toBeGreaterThanOrEqual(Math.floor(barBox.y + barBox.height));
    await context.close();
  });

  it('filters in a sheet show how many results they give; the results are on the first screen', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${WEB_URL}/properties`);
    const results = page.getByRole('list', { name: 'Results' });
    const firstCard = results.locator('article').first();
    await firstCard.waitFor();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(SCREEN_HEIGHT);

    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Buy or rent').selectOption('RENT');
    const max = sheet.getByRole('group', { name: 'Price' }).getByLabel('Max');
    await max.pressSequentially('5000000');
    // Grouped as typed.
    expect(await max.inputValue()).toBe('5,000,000');
    const expected = await apiTotal({ purpose: 'RENT', priceMax: '5000000', currency: 'UGX' });
    expect(expected).toBeGreaterThan(0);
    const show = sheet.getByRole('button', {
      name: `Show ${expected} ${expected === 1 ? 'result' : 'results'}`,
    });
    await show.waitFor();
    // Nothing applied until asked.
    expect(new URL(page.url()).searchParams.has('purpose')).toBe(false);
    await show.click();
    await page.waitForURL((url) => url.searchParams.get('priceMax') === '5000000');
    expect(new URL(page.url()).searchParams.get('purpose')).toBe('RENT');
    await page
      .getByText(`${expected} ${expected === 1 ? 'property' : 'properties'}`, { exact: true })
      .waitFor();
    expect(await sheet.count()).toBe(0);

    // Sorting by price never mixes sale and rent: from a search of both, buying is chosen.
    await page.goto(`${WEB_URL}/properties`);
    await page.getByLabel('Sort').selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    expect(new URL(page.url()).searchParams.get('purpose')).toBe('SALE');
    await context.close();
  });
});
