import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogin } from '../support/api';
import { launchBrowser, newPage, sidewaysOverflow } from '../support/browser';
import { signIn } from '../support/journey';
import { API_URL, WEB_URL } from '../support/urls';

// Demo accounts (apps/api/src/seed): the agent of Kampala Prime Properties and the admin.
const PASSWORD = 'AfriNest#2026';
const AGENT = 'agent@afrinest.test';
const ADMIN = 'admin@afrinest.test';

interface Found {
  id: string;
  title: string;
  status: string;
  kind: string;
  land: { tenure: string; titleStatus: string } | null;
  landSize: { unit: string; value: number } | null;
}
const get = async <T>(path: string, token?: string): Promise<{ status: number; body: T }> => {
  const res = await fetch(`${API_URL}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as T };
};
const agencyListing = async (token: string, title: string) =>
  (await get<{ data: Found[] }>(`/api/agent/properties?q=${encodeURIComponent(title)}`, token)).body
    .data[0];

describe('listing management', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an agent adds a plot through the form, sees it listed and public, then marks it sold', async () => {
    const title = `Titled plot in Kololo ${Date.now()}`;
    const { page } = await newPage(browser);
    await signIn(page, AGENT, PASSWORD);
    await page.goto(`${WEB_URL}/agent/properties/new`);
    const form = page.getByRole('form', { name: 'Listing' });
    await form.getByRole('combobox', { name: /^Kind/ }).selectOption('land');
    await form.getByRole('combobox', { name: /^Tenure/ }).selectOption('MAILO');
    await form.getByRole('combobox', { name: /^Title status/ }).selectOption('TITLED');
    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    await form.getByRole('textbox', { name: /^Price/ }).fill('250000000');
    await form.getByRole('spinbutton', { name: 'Plot size', exact: true }).fill('0.5');
    expect(await form.getByRole('combobox', { name: 'Plot size: unit' }).inputValue()).toBe(
      'acres',
    );
    await form.getByRole('combobox', { name: 'Search for a place' }).fill('kolol');
    await page
      .getByRole('option', { name: /Kololo, Kampala Central, Kampala, Central Region, Uganda/ })
      .click();
    await form.getByRole('button', { name: 'Publish the listing' }).click();

    await page.waitForURL(`${WEB_URL}/agent/properties`);
    const table = page.getByRole('table', { name: 'Your listings' });
    await table.getByRole('link', { name: title, exact: true }).waitFor();

    const token = await apiLogin(AGENT, PASSWORD);
    const saved = await agencyListing(token, title);
    expect(saved).toMatchObject({
      title,
      status: 'ACTIVE',
      kind: 'land',
      land: { tenure: 'MAILO', titleStatus: 'TITLED' },
      landSize: { unit: 'acres', value: 0.5 },
    });
    const anonymous = await get<Found>(`/properties/${saved!.id}`);
    expect(anonymous).toMatchObject({ status: 200, body: { title } });

    // The public page (listing-detail) shows it to anyone.
    const visitor = await newPage(browser);
    await visitor.page.goto(`${WEB_URL}/properties/${saved!.id}`);
    await visitor.page.getByRole('heading', { name: title }).waitFor();

    await table.getByRole('button', { name: `Change the status of ${title}` }).click();
    const actions = table.getByRole('group', { name: `Status of ${title}` });
    await actions.getByRole('button', { name: 'Mark as sold' }).click();
    await page.getByText(`“${title}” is now sold.`).waitFor();
    expect((await agencyListing(token, title))?.status).toBe('SOLD');
  });

  it("on a laptop an agent's table shows each listing's actions without scrolling sideways", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, AGENT, PASSWORD);
    await page.goto(`${WEB_URL}/agent/properties`);
    const table = page.getByRole('table', { name: 'Your listings' });
    const title = (await table.getByRole('link').first().textContent())!;
    // The table is wider than the page (it scrolls sideways); its actions column stays at the
    // visible right edge, each button whole and on top (not under a scrolled column).
    const scroller = (await table.locator('xpath=..').boundingBox())!;
    for (const name of [`Edit ${title}`, `Photos of ${title}`, `Change the status of ${title}`]) {
      const action = table.getByRole(name.startsWith('Change') ? 'button' : 'link', { name });
      const box = (await action.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(scroller.x + scroller.width);
      await action.click({ trial: true, timeout: 2000 });
    }
    expect(await sidewaysOverflow(page)).toBe(0);
    await context.close();
  });

  it('an admin sets two listings inactive at once and they leave the public search', async () => {
    const run = Date.now();
    const agentToken = await apiLogin(AGENT, PASSWORD);
    const place = (
      await get<{ data: { selection: Record<string, string | null> }[] }>(
        '/api/geo/autocomplete?q=kololo',
      )
    ).body.data[0]!;
    const titles = [`Bulk villa one ${run}`, `Bulk villa two ${run}`];
    for (const title of titles) {
      const res = await fetch(`${API_URL}/api/properties`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${agentToken}` },
        body: JSON.stringify({
          kind: 'house',
          purpose: 'SALE',
          title,
          price: { amount: 900_000_000, currency: 'UGX' },
          location: place.selection,
        }),
      });
      expect(res.status).toBe(201);
    }
    const publicTotal = async () =>
      (await get<{ total: number }>(`/api/properties?q=${run}`)).body.total;
    expect(await publicTotal()).toBe(2);

    const { page } = await newPage(browser);
    await signIn(page, ADMIN, PASSWORD);
    await page.goto(`${WEB_URL}/admin/properties?q=${run}`);
    const table = page.getByRole('table', { name: 'All listings' });
    for (const title of titles)
      await table.getByRole('link', { name: title, exact: true }).waitFor();
    for (const title of titles)
      await table.getByRole('checkbox', { name: `Select ${title}` }).check();
    const bar = page.getByRole('form', { name: 'Change the status of the selected listings' });
    await bar.getByRole('combobox', { name: 'New status' }).selectOption('INACTIVE');
    await bar.getByRole('textbox', { name: 'Note (optional)' }).fill('Owner travelling');
    await bar.getByRole('button', { name: 'Apply to the selected' }).click();
    await page.getByText('2 changed.').waitFor();

    expect(await publicTotal()).toBe(0);
    const adminToken = await apiLogin(ADMIN, PASSWORD);
    const all = await get<{ data: Found[] }>(`/api/admin/properties?q=${run}`, adminToken);
    expect(all.body.data.map((l) => l.status)).toEqual(['INACTIVE', 'INACTIVE']);
  });
});
