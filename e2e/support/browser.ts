import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium with the flags this closed network needs (no background fetches). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Waits, after a page load, until React has taken the page over (`#root[data-ready]`, set in
 * src/main.tsx). A public page arrives drawn by the server (ADR 0026): its buttons are on screen
 * before its scripts have run, and a click that lands in between would do nothing.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root === null || root.dataset.ready === 'true';
  });
}

/** How far the page reaches past the viewport's right edge, in CSS px: 0 unless it scrolls sideways. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/** A phone-sized page whose goto and reload return once the app is ready (`waitForApp`). */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
  return { context, page };
}
