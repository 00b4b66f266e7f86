import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { signIn } from '../support/journey';
import { API_URL, WEB_URL } from '../support/urls';

// The demo admin and the demo agency (apps/api/src/seed).
const ADMIN = 'admin@afrinest.test';
const PASSWORD = 'AfriNest#2026';
const AGENCY = 'Kampala Prime Properties';

/** Signs the admin in and accepts updated terms when the demo admin is asked to. */
async function signInAdmin(page: Page): Promise<void> {
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/users/me/legal'));
  await signIn(page, ADMIN, PASSWORD);
  await asked;
  const prompt = page.getByRole('region', { name: 'We updated our terms' });
  if (await prompt.isVisible()) {
    await prompt.getByRole('button', { name: 'I accept' }).click();
    await prompt.waitFor({ state: 'detached' });
  }
}

const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as T });

/** Kololo, as the place picker gives it: a valid location for a listing. */
async function kololo(): Promise<Record<string, string | null>> {
  const { body } = await json<{ data: { selection: Record<string, string | null> }[] }>(
    await fetch(`${API_URL}/api/geo/autocomplete?q=kololo`),
  );
  return body.data[0]!.selection;
}

interface Upserted {
  created: boolean;
  externalId: string;
  listing: { id: string; title: string; agency: { name: string } | null };
}

/** Issue 45: an admin issues a key; a partner's script pushes a listing with it, twice. */
describe('external systems', () => {
  let browser: Browser;
  let systemId: string | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // The journey's key stops working whatever happened.
    if (systemId) {
      const token = await apiLogin(ADMIN, PASSWORD);
      await fetch(`${API_URL}/api/admin/external-systems/${systemId}/revoke`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
    }
    await browser.close();
  });

  it('an admin creates a listings:write key; a partner script upserts a listing by its own id', async () => {
    const run = Date.now();
    const admin = await newPage(browser);
    const page = admin.page;
    await signInAdmin(page);

    await page.goto(`${WEB_URL}/admin/external-systems/new`);
    await page.getByRole('textbox', { name: /^Name/ }).fill(`Journey CRM ${run}`);
    await page.getByRole('textbox', { name: /^Owner’s name/ }).fill('Grace Namu');
    await page.getByRole('textbox', { name: /^Owner’s email/ }).fill(`crm-${run}@partner.example`);
    await page.getByRole('checkbox', { name: 'listings:write' }).check();
    await page.getByRole('searchbox', { name: 'Find an agency' }).fill('Kampala Prime');
    await page.getByRole('button', { name: AGENCY }).click();
    await page.getByText(`Acts for the agency: ${AGENCY}`).waitFor();
    await page.getByRole('button', { name: 'Add the external system' }).click();

    // The key, shown once, copied from the dialog.
    const dialog = page.getByRole('dialog', { name: 'Copy the API key now' });
    const key = await dialog.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(key).toMatch(/^afk_/);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await page.waitForURL(/\/admin\/external-systems\/[0-9a-f-]{36}\/edit$/);
    systemId = page.url().match(/external-systems\/([0-9a-f-]{36})\/edit/)![1];

    // The partner's script: the same listing, by the partner's own id, twice.
    const externalId = `crm-${run}`;
    const title = `Partner villa ${run}`;
    const listing = {
      kind: 'house',
      purpose: 'SALE',
      title,
      price: { amount: 720_000_000, currency: 'UGX' },
      location: await kololo(),
    };
    const put = async () =>
      json<Upserted>(
        await fetch(`${API_URL}/api/external/properties/${externalId}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify(listing),
        }),
      );
    const first = await put();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ created: true, externalId, listing: { title } });
    expect(first.body.listing.agency?.name).toBe(AGENCY);
    const again = await put();
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.listing.id).toBe(first.body.listing.id);

    // One listing, in the admin's properties list.
    const token = await apiLogin(ADMIN, PASSWORD);
    const { body: found } = await json<{ data: { id: string }[] }>(
      await fetch(`${API_URL}/api/admin/properties?q=${encodeURIComponent(title)}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(found.data.map((l) => l.id)).toEqual([first.body.listing.id]);
    await page.goto(`${WEB_URL}/admin/properties?q=${encodeURIComponent(title)}`);
    await page.getByText(title).first().waitFor();

    await admin.context.close();
  });
});
