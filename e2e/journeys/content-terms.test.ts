import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { latestMail } from '../support/api';
import { signIn } from '../support/journey';
import { API_URL, WEB_URL } from '../support/urls';

const ADMIN = { email: 'admin@afrinest.test', password: 'AfriNest#2026' };
const PROMPT = 'We updated our terms';

/** A fresh, verified account that accepted the terms and privacy versions published now. */
async function createMember(): Promise<{ email: string; password: string }> {
  const email = `terms.reader.${Date.now()}@example.ug`;
  const password = 'Jinja-Road-2026!';
  const current = (await (await fetch(`${API_URL}/api/legal/current`)).json()) as {
    terms: number;
    privacy: number;
  };
  const res = await fetch(`${API_URL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB_URL },
    body: JSON.stringify({ name: 'Terms Reader', email, password, legal: current }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const link = (await latestMail(email))?.text.match(/https?:\/\/\S+auth-action\S+/)?.[0];
  if (!link) throw new Error('no verification link in the mailbox');
  const token = new URL(link).searchParams.get('token')!;
  const verified = await fetch(
    `${API_URL}/api/auth/verify-email?token=${encodeURIComponent(token)}`,
  );
  if (!verified.ok) throw new Error(`verify: ${verified.status}`);
  return { email, password };
}

/** Signs in and waits for the app's answer on the legal documents (asked once per session). */
async function signInAndAskLegal(page: Page, email: string, password: string) {
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/users/me/legal'));
  await signIn(page, email, password);
  return asked;
}

describe('an admin publishes new terms; a signed-in user accepts them once', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('works end to end', async () => {
    const member = await createMember();

    // The admin edits the published terms in the editor and saves them: a new version.
    const admin = await newPage(browser);
    await signInAndAskLegal(admin.page, ADMIN.email, ADMIN.password);
    // The demo admin may itself have terms to accept (seeded without an acceptance).
    const adminPrompt = admin.page.getByRole('region', { name: PROMPT });
    if (await adminPrompt.isVisible()) {
      await adminPrompt.getByRole('button', { name: 'I accept' }).click();
      await adminPrompt.waitFor({ state: 'detached' });
    }
    await admin.page.goto(`${WEB_URL}/admin/content-pages?q=terms`);
    const row = admin.page.getByRole('row').filter({ hasText: '/terms' }).first();
    await row.getByRole('link').first().click();
    await admin.page.waitForURL(/\/admin\/content-pages\/[^/]+\/edit$/);
    const form = admin.page.getByRole('form', { name: /^Edit / });
    // Published as read: a save keeps it published (nothing is unpublished by accident).
    expect(await form.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('PUBLISHED');
    const body = form.getByRole('textbox', { name: /^Body/ });
    await body.fill(`${await body.inputValue()}\n\nUpdated by a journey on ${Date.now()}.\n`);
    await admin.page
      .getByRole('region', { name: 'Preview' })
      .getByText(/Updated by a journey/)
      .waitFor();
    await form.getByRole('button', { name: 'Save the page' }).click();
    await admin.page.getByText(/saved \(version \d+\)\./).waitFor();
    await admin.context.close();

    // The member is asked to accept the new version, and accepts it.
    const { context, page } = await newPage(browser);
    await signInAndAskLegal(page, member.email, member.password);
    const prompt = page.getByRole('region', { name: PROMPT });
    await prompt.waitFor();
    expect(await prompt.getByRole('link', { name: /Terms of use/ }).getAttribute('href')).toBe(
      '/terms',
    );
    const accepted = page.waitForResponse(
      (r) => r.url().endsWith('/api/users/me/legal') && r.request().method() === 'POST',
    );
    await prompt.getByRole('button', { name: 'I accept' }).click();
    expect((await accepted).status()).toBeLessThan(300);
    await prompt.waitFor({ state: 'detached' });

    // A reload asks the server again, which says nothing is pending: no prompt.
    const askedAgain = page.waitForResponse((r) => r.url().endsWith('/api/users/me/legal'));
    await page.reload();
    const answer = (await (await askedAgain).json()) as { pending: string[] };
    expect(answer.pending).toEqual([]);
    expect(await page.getByRole('region', { name: PROMPT }).count()).toBe(0);
    await context.close();
  });
});
