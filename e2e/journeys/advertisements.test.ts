import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { apiLogin } from '../support/api';
import { launchBrowser, newPage, waitForApp } from '../support/browser';
import { signIn } from '../support/journey';
import { API_URL, WEB_URL } from '../support/urls';

// The demo admin (apps/api/src/seed).
const ADMIN = 'admin@afrinest.test';
const PASSWORD = 'AfriNest#2026';
/**
 * A phone's browser as people use it: the API counts no impression or click of a user agent
 * that says it is a robot, and headless Chromium's own ("HeadlessChrome") does.
 */
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A real 1200×250 JPEG (the home banner's proportions): a gradient the pipeline can encode. */
async function bannerJpeg(): Promise<Buffer> {
  const width = 1200;
  const height = 250;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((255 * x) / width);
      pixels[at + 1] = 120;
      pixels[at + 2] = Math.round((255 * y) / height);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** YYYY-MM-DD, `offset` days from today (UTC): the list's range must hold the marketplace's day. */
const dayFrom = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Pauses the ad through the API, so a failed run leaves no live ad on every home page. */
async function pauseByApi(id: string): Promise<void> {
  const token = await apiLogin(ADMIN, PASSWORD);
  await fetch(`${API_URL}/api/admin/ads/${id}/status`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status: 'PAUSED' }),
  });
}

/** Issue 44: an admin's home banner is seen and clicked by a visitor, and counted. */
describe('advertisements', () => {
  let browser: Browser;
  let adId: string | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    if (adId) await pauseByApi(adId);
    await browser.close();
  });

  it('an admin creates a home banner; a visitor sees it and clicks through; both are counted', async () => {
    const stamp = Date.now();
    const name = `Journey banner ${stamp}`;
    const alt = `Solar kits for every roof ${stamp}`;
    const target = `https://advertiser-${stamp}.example.com/landing`;

    // The admin: a new ad with an uploaded image, for the home banner, everywhere.
    const admin = await newPage(browser);
    const page = admin.page;
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/users/me/legal'));
    await signIn(page, ADMIN, PASSWORD);
    await asked;
    // The demo admin may have terms to accept first (seeded without an acceptance).
    const prompt = page.getByRole('region', { name: 'We updated our terms' });
    if (await prompt.isVisible()) {
      await prompt.getByRole('button', { name: 'I accept' }).click();
      await prompt.waitFor({ state: 'detached' });
    }
    await page.goto(`${WEB_URL}/admin/advertisements/new`);
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: /^Advertiser/ }).fill('Sun Power Ltd');
    await page.getByRole('combobox', { name: /^Slot/ }).selectOption('HOME_BANNER');
    await page.getByLabel('Upload the image').setInputFiles({
      name: 'banner.jpg',
      mimeType: 'image/jpeg',
      buffer: await bannerJpeg(),
    });
    await page.getByRole('img', { name: 'The uploaded image' }).waitFor();
    await page.getByRole('textbox', { name: /alt text/ }).fill(alt);
    await page.getByRole('textbox', { name: /^Link/ }).fill(target);
    await page.getByRole('spinbutton', { name: /^Weight/ }).fill('100');
    await page.getByRole('button', { name: 'Create the advertisement' }).click();
    await page.waitForURL(/\/admin\/advertisements\/[0-9a-f-]{36}\/edit$/);
    adId = page.url().match(/advertisements\/([0-9a-f-]{36})\/edit/)![1];
    await page.getByText('Showing today').waitFor();

    // The visitor: the home page, scrolled to the banner; the advertiser's site is a stub.
    const visitor = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: PHONE_BROWSER,
    });
    await visitor.route(`${target}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Advertiser landing page</h1>' }),
    );
    const home = await visitor.newPage();
    await home.goto(`${WEB_URL}/`);
    await waitForApp(home);
    const impression = home.waitForResponse(
      (r) =>
        r.url() === `${API_URL}/api/ads/${adId}/impressions` && r.request().method() === 'POST',
    );
    await home.locator('[data-ad-slot="HOME_BANNER"]').scrollIntoViewIfNeeded();
    const banner = home
      .getByRole('complementary', { name: 'Advertisement' })
      .getByRole('link', { name: new RegExp(alt) });
    await banner.waitFor();
    expect(await banner.getAttribute('href')).toBe(`${API_URL}/api/ads/${adId}/click`);
    expect(await banner.getAttribute('rel')).toBe('sponsored noopener');
    expect((await impression).status()).toBe(204);

    // The click goes through our redirect to the address the admin saved.
    const [landing] = await Promise.all([visitor.waitForEvent('page'), banner.click()]);
    await landing.waitForURL(target);
    await landing.getByRole('heading', { name: 'Advertiser landing page' }).waitFor();
    await visitor.close();

    // The admin's list: one impression and one click over a range that holds today.
    const row = page.getByRole('row').filter({ hasText: name });
    const list = `${WEB_URL}/admin/advertisements?q=${encodeURIComponent(name)}&from=${dayFrom(-1)}&to=${dayFrom(1)}`;
    await expectFigures(page, list, row);

    // Paused, so the other journeys' home pages show no banner of ours.
    await row.getByRole('button', { name: `Pause ${name}` }).click();
    await page.getByText(`${name} is paused.`).waitFor();
    await row.getByRole('button', { name: `Resume ${name}` }).waitFor();
    await admin.context.close();
    const served = await fetch(`${API_URL}/api/ads?slot=HOME_BANNER&page=home`, {
      headers: { 'user-agent': PHONE_BROWSER },
    });
    const body = (await served.json()) as { id: string } | null;
    expect(body?.id).not.toBe(adId);
  });
});

/** The row's cells read 1 impression, 1 click, a 100 % rate (asked again while they settle). */
async function expectFigures(page: Page, list: string, row: ReturnType<Page['getByRole']>) {
  let cells: string[] = [];
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.goto(list);
    await row.waitFor();
    cells = (await row.getByRole('cell').allTextContents()).map((c) => c.trim());
    if (cells.includes('100%')) break;
    await page.waitForTimeout(500);
  }
  // Impressions, clicks, click rate: the 5th to 7th columns.
  expect(cells.slice(4, 7)).toEqual(['1', '1', '100%']);
}
