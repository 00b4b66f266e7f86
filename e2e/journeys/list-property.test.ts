import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { apiLogin } from '../support/api';
import { signIn } from '../support/journey';
import { API_URL, WEB_URL } from '../support/urls';

/**
 * Issue 39, items 1 and 2: a visitor starts listing from the header (signing up on the way and
 * coming back), asks for their agency, follows the request; signed in, their own pages are one
 * tap away on a phone and on a laptop.
 */
describe('list your property, and the account menu', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const email = `lister.${Date.now()}@example.ug`;
  const password = 'Mbarara-road-2026';
  const agencyName = `Mbarara Homes ${Date.now()}`;

  /** The verification link of the newest mail to `to` (sent after the answer). */
  async function verificationLink(to: string): Promise<string> {
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${API_URL}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mails = ((await res.json()) as { data: { text: string }[] }).data;
      const link = mails[0]?.text.match(/https?:\/\/\S+auth-action\S+/)?.[0];
      if (link) return link;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no verification mail to ${to}`);
  }

  it('a guest follows "List your property", registers, comes back and sends the request', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(WEB_URL);
    // On a phone the link is in the menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'List your property' }).click();
    await page.waitForURL(`${WEB_URL}/login`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.locator('input[name="name"]').fill('Lister Okello');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/email-verification/);
    await page.goto(await verificationLink(email));
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await page.getByRole('link', { name: 'Sign in to your account' }).click();
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back where they started: the request form.
    await page.waitForURL(`${WEB_URL}/list-your-property`);
    const form = page.getByRole('form', { name: 'Ask to list your agency' });
    await form.locator('input[name="name"]').fill(agencyName);
    await form.locator('input[name="phone"]').fill('0772');
    await form.getByText('Enter a valid phone number', { exact: false }).waitFor();
    await form.locator('input[name="phone"]').fill('0772 123 456');
    await form.locator('input[name="email"]').fill(email);
    await form.getByRole('button', { name: 'Send the request' }).click();

    await page.waitForURL(`${WEB_URL}/list-your-property/status`);
    await page.getByText(agencyName).waitFor();
    await page.getByText('Pending review').waitFor();
    await context.close();
  });

  it('shows the request approved once an admin activates it', async () => {
    const admin = await apiLogin('admin@afrinest.test', 'AfriNest#2026');
    const list = await fetch(
      `${API_URL}/api/admin/broker/agencies?status=PENDING&q=${encodeURIComponent(agencyName)}`,
      { headers: { authorization: `Bearer ${admin}` } },
    );
    const [request] = ((await list.json()) as { data: { id: string; phone: string }[] }).data;
    expect(request?.phone).toBe('+256772123456');
    const activated = await fetch(`${API_URL}/api/admin/broker/agencies/${request!.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ status: 'ACTIVE' }),
    });
    expect(activated.status).toBe(200);

    const { context, page } = await newPage(browser);
    await signIn(page, email, password);
    await page.goto(`${WEB_URL}/list-your-property/status`);
    await page.getByText('Approved').waitFor();
    await context.close();
  });

  /** The account links the open menu shows, by label. */
  const accountLinks = async (page: Page, within: string) =>
    Object.fromEntries(
      await page
        .locator(`${within} a`)
        .evaluateAll((links) =>
          links.map((a) => [
            a.textContent?.trim() ?? '',
            new URL((a as HTMLAnchorElement).href).pathname,
          ]),
        ),
    );

  it('on a phone, the menu reaches the favourites, profile and preferences', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'user@afrinest.test', 'AfriNest#2026');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const panel = `#${await menu.getAttribute('aria-controls')}`;
    expect(await accountLinks(page, panel)).toMatchObject({
      Dashboard: '/dashboard',
      Favourites: '/user/favourites',
      Profile: '/profile',
      Preferences: '/preferences',
    });
    await page.locator(panel).getByRole('link', { name: 'Favourites' }).click();
    await page.waitForURL(`${WEB_URL}/user/favourites`);
    await page.getByRole('heading', { name: 'Your favourites' }).waitFor();
    await context.close();
  });

  it('on a laptop, the account menu does too, and an agent also gets the agent area', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'agent@afrinest.test', 'AfriNest#2026');
    const account = page.getByRole('button', { name: /David Mugisha/ });
    await account.click();
    const panel = `#${await account.getAttribute('aria-controls')}`;
    expect(await accountLinks(page, panel)).toMatchObject({
      Dashboard: '/dashboard',
      Favourites: '/user/favourites',
      Profile: '/profile',
      Preferences: '/preferences',
      'Agent area': '/agent/profile',
    });
    await page.locator(panel).getByRole('link', { name: 'Favourites' }).click();
    await page.getByRole('heading', { name: 'Your favourites' }).waitFor();
    await context.close();
  });
});
