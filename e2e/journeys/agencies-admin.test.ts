import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE_MESSAGE } from '@afrinest/contract';
import { launchBrowser, newPage } from '../support/browser';
import { invitationLink, signIn } from '../support/journey';
import { WEB_URL } from '../support/urls';

const ADMIN = { email: 'admin@afrinest.test', password: 'AfriNest#2026' };

describe('an admin creates an agency and invites its super agent, who joins and signs in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('works end to end', async () => {
    const run = Date.now();
    const agencyName = `Ntinda Homes ${run}`;
    const superEmail = `super.${run}@example.ug`;

    const admin = await newPage(browser);
    await signIn(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.waitForURL(`${WEB_URL}/dashboard`);
    await admin.page.goto(`${WEB_URL}/admin`);
    await admin.page.getByRole('link', { name: 'Broker agencies' }).first().click();
    await admin.page.getByRole('heading', { name: 'Broker agencies' }).waitFor();
    await admin.page.getByRole('link', { name: 'Add an agency' }).click();

    const form = admin.page.getByRole('form', { name: 'Add an agency' });
    await form.locator('input[name="name"]').fill(agencyName);
    // Checked as typed: a number too short is refused before anything is sent; the local
    // format is accepted.
    await form.locator('input[name="phone"]').fill('0700');
    await form.getByText(PHONE_MESSAGE).waitFor();
    await form.locator('input[name="phone"]').fill('0700 123 456');
    await form.getByRole('button', { name: 'Add a WhatsApp number' }).click();
    await form.locator('input[name="whatsappNumbers.0"]').fill('+256700123456');
    await form.getByRole('button', { name: 'Add the agency' }).click();

    await admin.page.waitForURL(/\/admin\/broker-agencies\/[0-9a-f-]{36}\/edit$/);
    await admin.page.getByRole('heading', { name: `Edit ${agencyName}` }).waitFor();
    const invite = admin.page.getByRole('form', { name: 'Invite an agent' });
    // An agency without agents starts with its super agent.
    expect(await invite.locator('select[name="role"]').inputValue()).toBe('SUPER_AGENT');
    await invite.locator('input[name="name"]').fill('Nakato Super');
    await invite.locator('input[name="email"]').fill(superEmail);
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await admin.page.getByText(`Invitation sent to ${superEmail}.`).waitFor();
    await admin.page
      .getByRole('list', { name: 'Open invitations' })
      .getByText(superEmail)
      .waitFor();

    // The invited person opens the mail's link in their own browser.
    const link = await invitationLink(superEmail);
    expect(link.startsWith(`${WEB_URL}/join-agency/`)).toBe(true);
    const person = await newPage(browser);
    await person.page.goto(link);
    await person.page.getByText(agencyName).waitFor();
    await person.page.getByText(/as the super agent/).waitFor();
    await person.page.locator('input[name="password"]').fill('Ntinda-Homes-2026');
    await person.page.getByRole('button', { name: 'Join and sign in' }).click();
    await person.page.waitForURL(/\/(agent\/profile|dashboard)$/);

    // Signed in: the account menu names them, and a later sign-in works with the new password.
    await person.context.close();
    const again = await newPage(browser);
    await signIn(again.page, superEmail, 'Ntinda-Homes-2026');
    await again.page.waitForURL(/\/(agent\/profile|dashboard)$/);
    await again.context.close();

    // The admin's agencies table lists the new super agent under the agency.
    await admin.page.goto(`${WEB_URL}/admin/broker-agencies`);
    await admin.page.getByRole('searchbox', { name: 'Agency name' }).fill(agencyName);
    const table = admin.page.getByRole('table', { name: 'Broker agencies' });
    await table.getByRole('button', { name: new RegExp(agencyName) }).click();
    const agents = admin.page.getByRole('list', { name: `Agents of ${agencyName}` });
    await agents.getByText('Nakato Super').waitFor();
    await agents.getByText('Super agent').waitFor();
    await admin.context.close();
  });
});
