import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { API_URL, WEB_URL } from '../support/urls';
import { latestMail } from '../support/api';

/** A verified account of its own, so this journey changes nobody else's data. */
async function verifiedAccount(email: string, password: string) {
  const res = await fetch(`${API_URL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Namubiru Grace', email, password }),
  });
  expect(res.status).toBe(201);
  const mail = await latestMail(email);
  const link = new URL(mail!.text.match(/https?:\/\/\S+auth-action\S+/)![0]);
  const verify = await fetch(
    `${API_URL}/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token')!)}`,
  );
  expect(verify.status).toBe(200);
}

describe('a signed-in person edits the profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('saves name and phone, and the profile shows them after a reload', async () => {
    const email = `namubiru.${Date.now()}@example.ug`;
    const password = 'Masaka-road-2026';
    await verifiedAccount(email, password);

    const { context, page } = await newPage(browser);
    await page.goto(`${WEB_URL}/login`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${WEB_URL}/dashboard`);

    await page.goto(`${WEB_URL}/profile`);
    await page.getByRole('link', { name: 'Edit profile or change password' }).click();
    await page.getByRole('heading', { name: 'Edit your profile' }).waitFor();
    await page.locator('input[name="name"]').fill('Grace Namubiru');
    // With the geography there is a calling-code picker and the number is typed the local way.
    const picker = page.getByRole('combobox', { name: 'Country calling code' });
    const phone = page.getByRole('textbox', { name: /Phone/ });
    if ((await picker.count()) > 0) await phone.fill('0772 123456');
    else await phone.fill('+256772123456');
    await page.getByRole('button', { name: 'Save profile' }).click();

    await page.waitForURL(`${WEB_URL}/profile`);
    await page.reload();
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    expect(await page.locator('dd', { hasText: 'Grace Namubiru' }).isVisible()).toBe(true);
    expect(await page.locator('dd', { hasText: '+256772123456' }).isVisible()).toBe(true);
    await context.close();
  });
});
