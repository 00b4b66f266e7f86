import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { latestMail } from '../support/api';
import { API_URL, WEB_URL } from '../support/urls';

const ADMIN = { email: 'admin@afrinest.test', password: 'AfriNest#2026' };

/** A fresh, verified account for this run (registered and verified through the API). */
async function createVerifiedUser(name: string): Promise<{ email: string; password: string }> {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${Date.now()}@example.ug`;
  const password = 'Mbarara-Road-2026!';
  const res = await fetch(`${API_URL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB_URL },
    body: JSON.stringify({ name, email, password }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const mail = await latestMail(email);
  const link = mail?.text.match(/https?:\/\/\S+auth-action\S+/)?.[0];
  if (!link) throw new Error('no verification link in the mailbox');
  const token = new URL(link).searchParams.get('token')!;
  const verified = await fetch(
    `${API_URL}/api/auth/verify-email?token=${encodeURIComponent(token)}`,
  );
  if (!verified.ok) throw new Error(`verify: ${verified.status}`);
  return { email, password };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${WEB_URL}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('an admin suspends a user; the login-logs table shows the attempts', () => {
  let browser: Browser;
  let member: { email: string; password: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    member = await createVerifiedUser('Nansubuga Joan');
  });
  afterAll(() => browser.close());

  it("refuses the suspended user's next request and shows them why", async () => {
    const user = await newPage(browser);
    await signIn(user.page, member.email, member.password);
    await user.page.waitForURL(`${WEB_URL}/dashboard`);
    await user.page.getByRole('heading', { name: 'Welcome, Nansubuga' }).waitFor();

    const admin = await newPage(browser);
    await signIn(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.waitForURL(`${WEB_URL}/dashboard`);
    await admin.page.goto(`${WEB_URL}/admin/users`);
    await admin.page.getByRole('searchbox', { name: 'Name or email' }).fill(member.email);
    const row = admin.page.getByRole('checkbox', { name: 'Select Nansubuga Joan' });
    await row.waitFor();
    // The search went to the server: only the one account is listed.
    await admin.page.getByText(/Page 1 of 1 · 1 total/).waitFor();
    await row.check();
    await admin.page
      .getByRole('textbox', { name: 'Reason for suspending' })
      .fill('Listings with fake title deeds');
    await admin.page.getByRole('button', { name: 'Suspend 1 user' }).click();
    await admin.page.getByText('1 user suspended.').waitFor();

    // The user's open page learns of it at its next request (the website-state poll, ≤ 30 s).
    await user.page.waitForURL(`${WEB_URL}/account-suspended`, { timeout: 40_000 });
    await user.page.getByRole('heading', { name: 'Your account is suspended' }).waitFor();
    expect(await user.page.getByRole('alert').first().textContent()).toContain(
      'Reason: Listings with fake title deeds.',
    );
    expect(await user.page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Signing in again is refused with the same explanation.
    await signIn(user.page, member.email, member.password);
    await user.page.getByText(/Your account has been suspended\. Reason: Listings/).waitFor();
    expect(user.page.url()).toBe(`${WEB_URL}/login`);

    // The admin sees the account as suspended, with the reason.
    await admin.page.goto(
      `${WEB_URL}/admin/users?status=SUSPENDED&q=${encodeURIComponent(member.email)}`,
    );
    await admin.page.getByRole('link', { name: 'Nansubuga Joan', exact: true }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Nansubuga Joan' }).waitFor();
    await admin.page.getByText('Listings with fake title deeds').first().waitFor();
    await admin.page.getByText('Suspended the account').waitFor();
    await user.context.close();
    await admin.context.close();
  });

  it('shows every sign-in attempt on the login-logs table, with why it failed', async () => {
    const visitor = await newPage(browser);
    await signIn(visitor.page, member.email, 'not-my-password');
    await visitor.page.getByText('Invalid email or password.').waitFor();
    await visitor.context.close();

    const admin = await newPage(browser);
    await signIn(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.waitForURL(`${WEB_URL}/dashboard`);
    await admin.page.goto(`${WEB_URL}/admin`);
    await admin.page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Login logs' })
      .click();
    await admin.page.getByRole('heading', { name: 'Login logs' }).waitFor();
    await admin.page.getByRole('searchbox', { name: 'User' }).fill(member.email);

    const table = admin.page.getByRole('table', { name: 'Sign-in attempts' });
    // Newest first: the wrong password, the refused suspended sign-in, the first success.
    await table.getByText('Wrong email or password').waitFor();
    await admin.page.getByText(/Page 1 of 1 · 3 total/).waitFor();
    const results = await table.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(results).toEqual(['Wrong email or password', 'Account suspended', 'Signed in']);

    await admin.page.getByRole('combobox', { name: 'Result' }).selectOption('true');
    await admin.page.getByText(/Page 1 of 1 · 1 total/).waitFor();
    expect(await table.locator('tbody tr td:nth-child(4)').allTextContents()).toEqual([
      'Signed in',
    ]);
    await admin.context.close();
  });
});
