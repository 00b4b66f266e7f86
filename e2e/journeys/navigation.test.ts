import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { API_URL, WEB_URL } from '../support/urls';

describe('navigation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('loads the home page with its title and its listings from the HTML', async () => {
    const { context, page } = await newPage(browser);
    const listingRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${API_URL}/api/properties`))
        listingRequests.push(request.url());
    });
    await page.goto(WEB_URL);
    await page.waitForFunction(() => document.title.endsWith('| AfriNest'));
    expect(await page.title()).toBe('Houses, apartments and plots across Africa | AfriNest');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // Featured, newest and the places to browse came in the page (ADR 0024): shown, not asked.
    await page.getByRole('heading', { name: 'Latest listings' }).waitFor();
    await page.getByRole('heading', { name: 'Regions' }).waitFor();
    expect(await page.locator('#main article').count()).toBeGreaterThan(0);
    expect(listingRequests).toEqual([]);
    await context.close();
  });

  it('paints with the stylesheet in the page and never downloads it again', async () => {
    const { context, page } = await newPage(browser);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    // The website state is asked after load, when the lazy chunks (the toaster) have loaded too.
    const websiteState = page.waitForRequest((request) => request.url().endsWith('/website-state'));
    await page.goto(WEB_URL);
    await websiteState;
    await page.waitForLoadState('networkidle');
    expect(stylesheets).toEqual([]);
    // Styled all the same: Tailwind's preflight removes the body's default margin.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${WEB_URL}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(
      await page
        .getByText('The page may not exist, or you may not have permission to view it.')
        .isVisible(),
    ).toBe(true);
    await context.close();
  });

  it('sends a signed-out visitor from a signed-in page to the sign-in page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${WEB_URL}/dashboard`);
    await page.waitForURL(`${WEB_URL}/login`);
    // The URL changes before the sign-in page's code has arrived: wait for the form to show.
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'visible' });
    await context.close();
  });
});
