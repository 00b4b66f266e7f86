import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { apiLogin, setWebsiteState } from '../support/api';
import { WEB_URL } from '../support/urls';

describe('an admin switches to MAINTENANCE', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Leave the shared app open for the other journeys whatever happened here.
    await setWebsiteState(await apiLogin('admin@afrinest.test', 'AfriNest#2026'), 'NORMAL');
    await browser.close();
  });

  it("shows the maintenance screen on a visitor's open page within one poll", async () => {
    const visitor = await newPage(browser);
    await visitor.page.goto(WEB_URL);
    await visitor.page.getByRole('heading', { level: 1 }).waitFor();

    const admin = await newPage(browser);
    await admin.page.goto(`${WEB_URL}/login`);
    await admin.page.locator('input[name="email"]').fill('admin@afrinest.test');
    await admin.page.locator('input[name="password"]').fill('AfriNest#2026');
    await admin.page.getByRole('button', { name: 'Sign in' }).click();
    await admin.page.waitForURL(`${WEB_URL}/dashboard`);
    await admin.page.goto(`${WEB_URL}/admin/website-state`);
    await admin.page.locator('select[name="state"]').selectOption('MAINTENANCE');
    await admin.page.locator('textarea[name="description"]').fill('Back at 14:00 EAT');
    await admin.page.getByRole('button', { name: 'Save state' }).click();
    await admin.page.getByText('Back at 14:00 EAT').first().waitFor();

    // The visitor's page polls every 30 s: the screen must appear within one poll.
    const started = Date.now();
    await visitor.page
      .getByRole('heading', { name: 'AfriNest is under maintenance' })
      .waitFor({ timeout: 35_000 });
    expect(Date.now() - started).toBeLessThan(35_000);
    expect(await visitor.page.getByText('Back at 14:00 EAT').isVisible()).toBe(true);

    // The admin still uses the site.
    await admin.page.reload();
    expect(
      await admin.page.getByRole('heading', { name: 'AfriNest is under maintenance' }).count(),
    ).toBe(0);
    await visitor.context.close();
    await admin.context.close();
  });
});
