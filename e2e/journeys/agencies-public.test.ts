import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE_MESSAGE } from '@afrinest/contract';
import { launchBrowser, newPage } from '../support/browser';
import { API_URL, WEB_URL } from '../support/urls';

/** The demo agent (apps/api/src/seed/demo-accounts.ts) and their agency (demo-agencies.ts). */
const AGENT_EMAIL = 'agent@afrinest.test';
const PASSWORD = 'AfriNest#2026';
const AGENCY_NAME = 'Kampala Prime Properties';

/** The demo agency's id, as the public directory answers it. */
async function demoAgencyId(): Promise<string> {
  const res = await fetch(`${API_URL}/api/brokers?q=${encodeURIComponent('David Mugisha')}`);
  expect(res.status).toBe(200);
  const page = (await res.json()) as { data: { agencyId: string; agencyName: string }[] };
  const agent = page.data.find((a) => a.agencyName === AGENCY_NAME);
  expect(agent).toBeDefined();
  return agent!.agencyId;
}

describe('agencies and agents in public, and the agent profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the demo agent signs in and edits the profile; the public page shows it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${WEB_URL}/login`);
    await page.locator('input[name="email"]').fill(AGENT_EMAIL);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${WEB_URL}/dashboard`);

    await page.goto(`${WEB_URL}/agent/profile`);
    const form = page.getByRole('form', { name: 'Agent profile' });
    await form.waitFor();
    const bio = `Family homes in Kololo and Naguru (${Date.now()}).`;
    await form.getByRole('textbox', { name: /About you/ }).fill(bio);
    // Validated as typed: a number too short is refused with the contract's message; the
    // local format is accepted (stored as E.164).
    const whatsapp = form.getByRole('textbox', { name: /^WhatsApp/ });
    await whatsapp.fill('0772');
    await form.getByText(PHONE_MESSAGE).waitFor();
    await whatsapp.fill('0772 000 111');
    await form.getByRole('textbox', { name: 'Add a language' }).fill('Runyankole');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await form.getByRole('combobox', { name: 'Add an area' }).fill('kolol');
    await page
      .getByRole('option', { name: /Kololo/ })
      .first()
      .click();
    await form.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved.').waitFor();

    // Kept on the server: a reload shows it, and so does the agent's public page.
    await page.reload();
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: /About you/ }).inputValue()).toBe(bio);
    expect(await form.getByRole('textbox', { name: /^WhatsApp/ }).inputValue()).toBe(
      '+256772000111',
    );
    await page.getByRole('link', { name: 'See your public page' }).click();
    await page.getByRole('heading', { level: 1, name: /David Mugisha/ }).waitFor();
    await page.getByText(bio).waitFor();
    expect(await page.getByText('Runyankole').count()).toBeGreaterThan(0);
    const wa = page.getByRole('link', { name: /^WhatsApp David Mugisha/ });
    expect(await wa.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/256772000111\?text=/);
    await context.close();
  });

  it('a visitor opens the agency page; its WhatsApp link carries the prefilled message and records the lead', async () => {
    const id = await demoAgencyId();
    const { context, page } = await newPage(browser);
    // wa.me is outside this closed network: answer it locally so the new tab has a page.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await page.goto(`${WEB_URL}/agencies/${id}`);
    const h1 = page.getByRole('heading', { level: 1, name: new RegExp(AGENCY_NAME) });
    await h1.waitFor();
    await page.getByText('Verified agency').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Agents' }).waitFor();
    await page.getByRole('link', { name: 'David Mugisha', exact: true }).waitFor();
    // The agency's name is the document title, and its active listings are on its page.
    await expect.poll(() => page.title()).toBe(`${AGENCY_NAME} | AfriNest`);
    const listings = page.getByRole('region', { name: /Listings/ });
    await listings.getByRole('article').first().waitFor();
    const cardLink = listings.getByRole('article').first().locator('a[href^="/properties/"]');
    expect(await cardLink.first().getAttribute('href')).toMatch(/^\/properties\/[0-9a-f-]{36}$/);

    const wa = page.getByRole('link', { name: new RegExp(`^WhatsApp ${AGENCY_NAME}`) });
    const href = (await wa.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/')).toBe(true);
    const url = new URL(href);
    expect(url.pathname).toBe('/256772555100');
    const text = url.searchParams.get('text')!;
    expect(text).toContain(`Hello ${AGENCY_NAME}, I saw your page`);
    expect(text).toContain(`${WEB_URL}/agencies/${id}`);

    const [popup, lead] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForResponse(
        (r) =>
          r.url() === `${API_URL}/api/broker/agencies/${id}/contact` &&
          r.request().method() === 'POST',
      ),
      wa.click(),
    ]);
    expect(lead.status()).toBe(200);
    expect(((await lead.json()) as { url: string }).url).toBe(href);
    // The new tab opened the same chat (the browser may escape the apostrophe as %27).
    const opened = new URL(popup.url());
    expect(opened.origin + opened.pathname).toBe('https://wa.me/256772555100');
    expect(opened.searchParams.get('text')).toBe(text);
    await context.close();
  });

  it('a visitor opens a listing from the agency page; its WhatsApp enquiry names the listing', async () => {
    const id = await demoAgencyId();
    const { context, page } = await newPage(browser);
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await page.goto(`${WEB_URL}/agencies/${id}`);
    const card = page
      .getByRole('region', { name: /Listings/ })
      .getByRole('article')
      .first();
    const link = card.locator('a[href^="/properties/"]').first();
    const href = (await link.getAttribute('href'))!;
    const listingId = href.split('/').at(-1)!;
    await link.click();
    await page.waitForURL(`${WEB_URL}${href}`);
    // The URL changes before the property page replaces the agency page: wait for its own part.
    const contact = page.getByRole('region', { name: 'Contact the agent' });
    await contact.waitFor();
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    const wa = contact.getByRole('link', { name: /^WhatsApp/ });
    const [popup, lead] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST'),
      wa.click(),
    ]);
    expect(lead.status()).toBe(200);
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const text = new URL(popup.url()).searchParams.get('text')!;
    expect(text).toContain(title);
    expect(text).toContain(`${WEB_URL}/properties/${listingId}`);
    await context.close();
  });
});
