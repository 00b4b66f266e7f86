import type { Page } from 'playwright-core';
import { latestMail } from './api';
import { WEB_URL } from './urls';

/** Signs in through the real form and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${WEB_URL}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The /join-agency link of the newest invitation mail to `to` (mail is sent after the answer). */
export async function invitationLink(to: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const mail = await latestMail(to);
    const link = mail?.text.match(/https?:\/\/\S+\/join-agency\/[A-Za-z0-9_-]+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no invitation mail to ${to}`);
}
