import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { WEB_URL } from '../support/urls';

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
});
