import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { API_URL, WEB_URL } from '../support/urls';

describe('a person who forgot the password gets a mail, sets a new one and signs in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('works end to end', async () => {
    const email = `mukasa.${Date.now()}@example.ug`;
    const register = await fetch(`${API_URL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Mukasa Reset', email, password: 'Old-password-2026' }),
    });
    expect(register.status).toBe(201);

    const { context, page } = await newPage(browser);
    await page.goto(`${WEB_URL}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.locator('input[name="email"]').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If an account uses that address').waitFor();

    // The development mailbox holds the mail; its link opens the auth-action page.
    let href: string | null = null;
    for (let i = 0; i < 20 && !href; i++) {
      await page.goto(`${API_URL}/dev/mailbox`);
      const article = page.locator('article', { hasText: 'Choose a new password' }).filter({
        hasText: email,
      });
      if ((await article.count()) > 0)
        href = await article.first().getByRole('link').first().getAttribute('href');
      else await page.waitForTimeout(250);
    }
    expect(href).toContain(`${WEB_URL}/auth-action?mode=resetPassword&token=`);
    await page.goto(href!);

    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.locator('input[name="newPassword"]').fill('New-password-2027');
    await page.locator('input[name="confirmPassword"]').fill('New-password-2027');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();

    // The link works once.
    await page.goto(href!);
    await page.locator('input[name="newPassword"]').fill('Third-password-2028');
    await page.locator('input[name="confirmPassword"]').fill('Third-password-2028');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('heading', { name: 'Link already used' }).waitFor();

    await page.goto(`${WEB_URL}/login`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('New-password-2027');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${WEB_URL}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Mukasa' }).waitFor();
    await context.close();
  });
});
