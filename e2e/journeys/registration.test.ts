import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { API_URL, WEB_URL } from '../support/urls';

describe('a new user registers, verifies the email from the mailbox and signs in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('works end to end', async () => {
    const { context, page } = await newPage(browser);
    const email = `nakato.${Date.now()}@example.ug`;
    const password = 'Entebbe-road-2026';

    await page.goto(`${WEB_URL}/register`);
    await page.locator('input[name="name"]').fill('Nakato Sarah');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/email-verification/);

    // Signing in before verifying shows the SPEC message.
    await page.goto(`${WEB_URL}/login`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByText(
        'Please verify your email address before logging in. A verification email has been sent.',
      )
      .waitFor();

    // The development mailbox shows the mail; its link opens the auth-action page.
    await page.goto(`${API_URL}/dev/mailbox`);
    const link = page.locator('article', { hasText: email }).first().getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toContain(`${WEB_URL}/auth-action?mode=verifyEmail&token=`);
    await link.click();
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();

    await page.getByRole('link', { name: 'Sign in to your account' }).click();
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${WEB_URL}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Nakato' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
    await context.close();
  });
});
