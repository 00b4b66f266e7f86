import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { StatisticsMessages } from '@afrinest/contract';
import { launchBrowser, newPage } from '../support/browser';
import { signIn } from '../support/journey';
import { WEB_URL } from '../support/urls';

const PASSWORD = 'AfriNest#2026';
const ADMIN = 'admin@afrinest.test';

/** Issue 43: the admin's dashboard, statistics and monthly analytics, on the demo data. */
describe('back office: dashboard, statistics and monthly analytics', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an admin opens the dashboard and follows a card to its statistics', async () => {
    const { page } = await newPage(browser);
    await signIn(page, ADMIN, PASSWORD);
    await page.goto(`${WEB_URL}/admin`);
    await page.getByRole('heading', { name: 'Needs attention' }).waitFor();
    // The card's title leads to its statistics (the sidebar has a "Users" link of its own).
    await page
      .getByRole('region', { name: 'Users', exact: true })
      .getByRole('link', { name: 'Users', exact: true })
      .click();
    await page.waitForURL((u) => u.pathname === '/admin/statistics/users');
    // The last 7 days by default (SPEC), the chart drawn from the API's series.
    const start = await page.getByLabel('Start date').inputValue();
    const end = await page.getByLabel('End date').inputValue();
    expect((Date.parse(end) - Date.parse(start)) / 86_400_000).toBe(6);
    await page
      .getByRole('group', { name: 'Totals for these days' })
      .or(page.getByText('Nothing recorded in these days.'))
      .first()
      .waitFor();
  });

  it('quick-select changes the window, and the chart and totals change with it', async () => {
    const { page } = await newPage(browser);
    await signIn(page, ADMIN, PASSWORD);
    await page.goto(`${WEB_URL}/admin/statistics/api-calls`);
    const totals = page.getByRole('group', { name: 'Totals for these days' });
    await totals.waitFor();
    expect(await totals.innerText()).toMatch(/GET\s+[1-9]/);
    // The demo server started today: the last 7 days hold its calls, last month none.
    const quick = page.getByRole('group', { name: 'Quick select' });
    await quick.getByRole('button', { name: 'Last month' }).click();
    await page.waitForURL((u) => u.searchParams.get('startDate')?.endsWith('-01') === true);
    await page.getByText('Nothing recorded in these days.').waitFor();
    expect(await totals.count()).toBe(0);
    await quick.getByRole('button', { name: 'Last 30 days' }).click();
    await totals.waitFor();
    expect(await page.getByText('Nothing recorded in these days.').count()).toBe(0);
  });

  it('monthly analytics says when a year has no data', async () => {
    const { page } = await newPage(browser);
    await signIn(page, ADMIN, PASSWORD);
    await page.goto(`${WEB_URL}/admin/monthly-analytics`);
    const year = page.getByRole('combobox', { name: /Year/ });
    await year.waitFor();
    const oldest = String(new Date().getFullYear() - 4);
    await year.selectOption(oldest);
    await page.getByText(StatisticsMessages.NO_DATA_YEAR).waitFor();
  });
});
