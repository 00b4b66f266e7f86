import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { API_URL, WEB_URL } from '../support/urls';

describe('the map remembers its zoom (tiles cannot load: the network is closed)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('keeps the zoom across a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${WEB_URL}/contact`);
    const map = page.getByRole('region', { name: 'Office location' });
    await map.waitFor();
    expect(await map.getAttribute('data-zoom')).toBe('9');
    // The office marker is there even without tiles.
    await page.locator('.leaflet-marker-icon[title="AfriNest Ltd"]').waitFor();

    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await zoomIn.click();
    await page.waitForFunction(
      () => document.querySelector('[data-zoom]')?.getAttribute('data-zoom') === '10',
    );
    await zoomIn.click();
    await page.waitForFunction(
      () => document.querySelector('[data-zoom]')?.getAttribute('data-zoom') === '11',
    );
    // Saved after a 300 ms pause.
    await page.waitForFunction(() => localStorage.getItem('mapZoom') === '11');

    await page.reload();
    await map.waitFor();
    expect(await map.getAttribute('data-zoom')).toBe('11');
    await context.close();
  });

  it("opens a listing's own map at the remembered zoom and remembers a new one (issue 39)", async () => {
    const res = await fetch(`${API_URL}/api/properties?pageSize=24`);
    const { data } = (await res.json()) as { data: { id: string; latitude: number | null }[] };
    const pinned = data.find((l) => l.latitude !== null)!;
    const { context, page } = await newPage(browser);
    await page.goto(`${WEB_URL}/contact`);
    await page.evaluate(() => localStorage.setItem('mapZoom', '12'));
    await page.goto(`${WEB_URL}/properties/${pinned.id}/map`);
    const map = page.getByRole('region', { name: /^Map of .* and listings nearby$/ });
    await map.waitFor();
    expect(await map.getAttribute('data-zoom')).toBe('12');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForFunction(() => localStorage.getItem('mapZoom') === '13');
    await page.reload();
    await map.waitFor();
    expect(await map.getAttribute('data-zoom')).toBe('13');
    await context.close();
  });

  it("draws the country's outline without tiles, its clusters usable and its counts agreeing", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${WEB_URL}/contact`);
    await page.evaluate(() => localStorage.setItem('mapZoom', '7'));
    await page.goto(`${WEB_URL}/properties-map`);
    const map = page.getByRole('region', { name: 'Map of properties' });
    await map.waitFor();
    // Uganda's border, drawn once the tiles fail (the network is closed), under the markers.
    await map.locator('path.map-country-outline').waitFor();
    const outline = await map.locator('path.map-country-outline').boundingBox();
    expect(outline!.width).toBeGreaterThan(100);
    await map.getByText('Map tiles unavailable offline').waitFor();
    // The map's count and the list's, for the same box, are one number (issue 39).
    const inView = page
      .getByRole('complementary', { name: 'Listings in view' })
      .locator('span[aria-live]');
    const counts = async () => {
      const area = (await map.getByRole('status').first().textContent()) ?? '';
      const listed = (await inView.textContent()) ?? '';
      const inArea = /^([\d,]+) listings? in this area/.exec(area)?.[1];
      return `${inArea ?? area} | ${/^([\d,]+) listings? in view$/.exec(listed)?.[1] ?? listed}`;
    };
    await expect.poll(counts, { timeout: 15_000 }).toMatch(/^([\d,]+) \| \1$/);
    // A cluster still zooms in when pressed (once the map has its answer for this view).
    await expect
      .poll(async () => map.getByRole('status').first().textContent())
      .not.toMatch(/updating/);
    const cluster = map.locator('.listing-cluster').first();
    await cluster.waitFor();
    const zoom = Number(await map.getAttribute('data-zoom'));
    await cluster.click();
    await expect
      .poll(async () => Number(await map.getAttribute('data-zoom')))
      .toBeGreaterThan(zoom);
    await context.close();
  });
});
