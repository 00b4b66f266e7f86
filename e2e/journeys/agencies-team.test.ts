import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE_MESSAGE } from '@afrinest/contract';
import { launchBrowser, newPage } from '../support/browser';
import { apiLogin } from '../support/api';
import { invitationLink, signIn } from '../support/journey';
import { API_URL, WEB_URL } from '../support/urls';

// The demo super agent of Kampala Prime Properties (apps/api/src/seed/demo-accounts.ts). This
// journey only adds an agent: the agency's WhatsApp settings stay as agencies-public expects.
const SUPER = {
  email: 'superagent@afrinest.test',
  password: 'AfriNest#2026',
  name: 'Grace Namubiru',
};

/** A house listed by the new agent through the API, placed where a demo listing is. */
async function listHouse(token: string, title: string): Promise<string> {
  const demo = await fetch(`${API_URL}/api/properties?pageSize=1`);
  const [card] = ((await demo.json()) as { data: { id: string }[] }).data;
  // Result cards carry no location (ADR 0025): the listing's own page has it.
  const sample = (await (await fetch(`${API_URL}/properties/${card!.id}`)).json()) as {
    location: object;
  };
  const res = await fetch(`${API_URL}/api/properties`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      kind: 'house',
      purpose: 'SALE',
      title,
      price: { amount: 420_000_000, currency: 'UGX' },
      bedrooms: 3,
      bathrooms: 2,
      location: sample.location,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('a super agent invites an agent, who joins, edits their profile and shows in the team', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('works end to end', async () => {
    const run = Date.now();
    // "Aa…" sorts first in the team (by name), so the new agent is on its first page.
    const agentName = `Aate Nansubuga ${run}`;
    const agentEmail = `agent.${run}@example.ug`;
    const password = 'Nansubuga-Homes-2026';
    const bio = `Houses to let in Kololo and Naguru since 2015 (${run}).`;

    const boss = await newPage(browser);
    await signIn(boss.page, SUPER.email, SUPER.password);
    await boss.page.goto(`${WEB_URL}/agent/agents`);
    await boss.page.getByRole('heading', { name: 'Your team' }).waitFor();
    const invite = boss.page.getByRole('form', { name: 'Invite an agent' });
    await invite.locator('input[name="name"]').fill(agentName);
    await invite.locator('input[name="email"]').fill(agentEmail);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await boss.page.getByText(`Invitation sent to ${agentEmail}.`).waitFor();
    await boss.page
      .getByRole('list', { name: 'Pending invitations' })
      .getByText(agentName)
      .waitFor();

    // The invited agent opens the mail's link in their own browser and chooses a password.
    const link = await invitationLink(agentEmail);
    expect(link.startsWith(`${WEB_URL}/join-agency/`)).toBe(true);
    const agent = await newPage(browser);
    await agent.page.goto(link);
    await agent.page.getByText('Kampala Prime Properties').first().waitFor();
    const join = agent.page.getByRole('form', { name: 'Join the agency' });
    // The name the super agent typed is offered; the agent writes it their own way.
    expect(await join.locator('input[name="name"]').inputValue()).toBe(agentName);
    await join.locator('input[name="name"]').fill(`Aate Nansubuga-Okot ${run}`);
    await join.locator('input[name="password"]').fill(password);
    await join.getByRole('button', { name: 'Join and sign in' }).click();
    await agent.page.waitForURL(`${WEB_URL}/agent/profile`);
    await agent.page.getByRole('heading', { name: 'Your agent profile' }).waitFor();

    // Signed in as an agent: they edit and save the profile visitors see.
    const profile = agent.page.getByRole('form', { name: 'Agent profile' });
    await profile.locator('textarea[name="bio"]').fill(bio);
    await profile.getByRole('textbox', { name: 'Add a language' }).fill('Luganda');
    await profile.getByRole('button', { name: 'Add', exact: true }).click();
    await profile.getByRole('list', { name: 'Languages you speak' }).getByText('Luganda').waitFor();
    // Checked as typed: a number too short is refused before anything is sent; the local
    // format is a number like any other (stored as E.164).
    await profile.locator('input[name="whatsapp"]').fill('0772');
    await profile.getByText(PHONE_MESSAGE).waitFor();
    await profile.locator('input[name="whatsapp"]').fill('0772 123 456');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await agent.page.getByText('Profile saved.').waitFor();

    // Saved on the server: a reload shows it again.
    await agent.page.reload();
    const reloaded = agent.page.getByRole('form', { name: 'Agent profile' });
    await reloaded.locator('textarea[name="bio"]').waitFor();
    await expect.poll(() => reloaded.locator('textarea[name="bio"]').inputValue()).toBe(bio);
    expect(await reloaded.locator('input[name="whatsapp"]').inputValue()).toBe('+256772123456');
    await reloaded
      .getByRole('list', { name: 'Languages you speak' })
      .getByText('Luganda')
      .waitFor();
    await agent.context.close();

    // The super agent sees the new agent in the team, active, and no invitation left waiting.
    await boss.page.reload();
    const team = boss.page.getByRole('table', { name: 'Agents of your agency' });
    const row = team.getByRole('row', { name: new RegExp(`Aate Nansubuga-Okot ${run}`) });
    await row.waitFor();
    await row.getByText('Active').waitFor();
    // Loaded first (the list, or the line saying none wait), then the accepted one is gone.
    const pending = boss.page.getByRole('list', { name: 'Pending invitations' });
    await pending.or(boss.page.getByText('No invitations are waiting.')).waitFor();
    expect(await pending.getByText(agentEmail).count()).toBe(0);

    // The agent lists a house, then leaves: deactivating them offers to move it first.
    const houseTitle = `Aate's house in Naguru ${run}`;
    const houseId = await listHouse(await apiLogin(agentEmail, password), houseTitle);
    await row.getByRole('button', { name: /^Deactivate Aate Nansubuga-Okot/ }).click();
    const dialog = boss.page.getByRole('dialog', { name: /^Deactivate Aate Nansubuga-Okot/ });
    await dialog.getByText(/has 1 listing\./).waitFor();
    await dialog.getByRole('combobox', { name: 'Move the listings to' }).selectOption({
      label: `${SUPER.name} (${SUPER.email})`,
    });
    await dialog.getByRole('button', { name: 'Move and deactivate' }).click();
    await boss.page
      .getByText(/^1 listing moved from Aate Nansubuga-Okot .* to Grace Namubiru\.$/)
      .waitFor();
    await row.getByText('Deactivated').waitFor();
    // The listing stays in public view, now with the super agent.
    const moved = await fetch(`${API_URL}/properties/${houseId}`);
    expect(((await moved.json()) as { agent: { name: string } }).agent.name).toBe(SUPER.name);
    await boss.context.close();
  });
});
