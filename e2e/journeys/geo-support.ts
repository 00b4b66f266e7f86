import type { Page } from 'playwright-core';
import { WEB_URL } from '../support/urls';

/** Signs the demo admin in through the sign-in page, as a person would. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(`${WEB_URL}/login`);
  await page.locator('input[name="email"]').fill('admin@afrinest.test');
  await page.locator('input[name="password"]').fill('AfriNest#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${WEB_URL}/dashboard`);
}
