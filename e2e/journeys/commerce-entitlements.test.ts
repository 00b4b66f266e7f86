import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  CommerceMessages,
  ItemCode,
  type AgentEntitlements,
  type OperationsResult,
  type Package,
  type Subscription,
} from '@afrinest/contract';
import { apiLogin } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { invitationLink, signIn } from '../support/journey';
import { API_URL, WEB_URL } from '../support/urls';

// Demo accounts (apps/api/src/seed): the admin, and the super agent and agent of Kampala Prime
// Properties, which holds the PROFESSIONAL package; the seed also creates STARTER.
const PASSWORD = 'AfriNest#2026';
const ADMIN = 'admin@afrinest.test';
const SUPER = 'superagent@afrinest.test';
const AGENT = { email: 'agent@afrinest.test', name: 'David Mugisha' };
// A new agency holds only the FREE package: this many listing slots.
const FREE_SLOTS = 5;

interface Found {
  id: string;
  title: string;
  status: string;
  featuredUntil: string | null;
}
const call = async <T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; body: T }> => {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
};
const ownListing = async (token: string, title: string) =>
  (
    await call<{ data: Found[] }>(
      'GET',
      `/api/agent/properties?q=${encodeURIComponent(title)}`,
      token,
    )
  ).body.data[0];

/** Kololo, as the place picker gives it: a valid location for agencies and listings. */
const kololo = async () =>
  (
    await call<{ data: { selection: Record<string, string | null> }[] }>(
      'GET',
      '/api/geo/autocomplete?q=kololo',
      null,
    )
  ).body.data[0]!.selection;

async function listHouse(token: string, title: string): Promise<Found> {
  const res = await call<Found>('POST', '/api/properties', token, {
    kind: 'house',
    purpose: 'SALE',
    title,
    price: { amount: 650_000_000, currency: 'UGX' },
    location: await kololo(),
  });
  expect(res.status).toBe(201);
  return res.body;
}

/**
 * A new agency (FREE only) made by the admin, with a super agent who was invited and accepted:
 * the setup the journeys are not about, done through the API.
 */
async function agencyWithSuperAgent(adminToken: string, run: number) {
  const name = `Journey Gift Homes ${run}`;
  const agency = await call<{ id: string }>('POST', '/api/admin/broker/agencies', adminToken, {
    name,
    slug: '',
    logoUrl: '',
    description: 'Houses across Kampala.',
    phone: '',
    email: '',
    whatsappNumbers: [],
    addressLine: '',
    location: await kololo(),
    verified: false,
  });
  expect(agency.status).toBe(201);
  const email = `boss.${run}@example.ug`;
  const invited = await call(
    'POST',
    `/api/admin/broker/agencies/${agency.body.id}/agents`,
    adminToken,
    {
      email,
      name: `Okello Boss ${run}`,
      role: 'SUPER_AGENT',
    },
  );
  expect(invited.status).toBe(201);
  const token = new URL(await invitationLink(email)).pathname.split('/').pop()!;
  const password = 'Gift-Homes-Boss-2026';
  const accepted = await call('POST', `/api/agent-invitations/${token}/accept`, null, {
    name: `Okello Boss ${run}`,
    password,
  });
  expect(accepted.status).toBe(200);
  return { id: agency.body.id, name, email, password };
}

const featuredDays = async (token: string) => {
  const mine = await call<AgentEntitlements>('GET', '/api/agent/entitlements', token);
  expect(mine.status).toBe(200);
  return mine.body.items.find((b) => b.item.code === ItemCode.FEATURED_DAYS)!;
};

describe('commerce: packages, allocations and expiry', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an admin gifts a package to an agency and its agent can then publish a sixth listing', async () => {
    const run = Date.now();
    const adminToken = await apiLogin(ADMIN, PASSWORD);
    const agency = await agencyWithSuperAgent(adminToken, run);
    const agentToken = await apiLogin(agency.email, agency.password);
    for (let i = 1; i <= FREE_SLOTS; i++)
      expect((await listHouse(agentToken, `Gift house ${i} ${run}`)).status).toBe('ACTIVE');

    // The sixth, through the form: saved, but inactive, and the agent is told why.
    const title = `Sixth plot in Kololo ${run}`;
    const agent = await newPage(browser);
    await signIn(agent.page, agency.email, agency.password);
    await agent.page.goto(`${WEB_URL}/agent/properties/new`);
    const form = agent.page.getByRole('form', { name: 'Listing' });
    await form.getByRole('combobox', { name: /^Kind/ }).selectOption('land');
    // Not Mailo: listings-search counts the demo's Mailo plots.
    await form.getByRole('combobox', { name: /^Tenure/ }).selectOption('FREEHOLD');
    await form.getByRole('combobox', { name: /^Title status/ }).selectOption('TITLED');
    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    await form.getByRole('textbox', { name: /^Price/ }).fill('250000000');
    await form.getByRole('spinbutton', { name: 'Plot size', exact: true }).fill('0.5');
    await form.getByRole('combobox', { name: 'Search for a place' }).fill('kolol');
    await agent.page
      .getByRole('option', { name: /Kololo, Kampala Central, Kampala, Central Region, Uganda/ })
      .click();
    await form.getByRole('button', { name: 'Publish the listing' }).click();
    await agent.page.waitForURL(`${WEB_URL}/agent/properties`);
    await agent.page.getByText(CommerceMessages.LISTING_SLOTS_FULL).waitFor();
    const products = agent.page.getByRole('link', { name: 'See your products' });
    expect(await products.getAttribute('href')).toBe('/agent/products');
    const sixth = await ownListing(agentToken, title);
    expect(sixth?.status).toBe('INACTIVE');

    // Publishing it now is refused, with the way to more slots.
    await agent.page.goto(`${WEB_URL}/agent/properties?q=${encodeURIComponent(title)}`);
    const table = agent.page.getByRole('table', { name: 'Your listings' });
    await table.getByRole('button', { name: `Change the status of ${title}` }).click();
    const actions = table.getByRole('group', { name: `Status of ${title}` });
    await actions.getByRole('button', { name: 'Activate' }).click();
    await actions.getByText(CommerceMessages.PUBLISH_NEEDS_SLOT).waitFor();
    expect((await ownListing(agentToken, title))?.status).toBe('INACTIVE');

    // The admin gifts the Starter package to the agency.
    const admin = await newPage(browser);
    await signIn(admin.page, ADMIN, PASSWORD);
    await admin.page.goto(`${WEB_URL}/admin/gift-package-or-item`);
    const gift = admin.page.getByRole('form', { name: 'Gift a package or an item' });
    await gift.getByRole('searchbox', { name: 'Find an agency to add' }).fill(agency.name);
    await gift.getByRole('button', { name: `Add ${agency.name}` }).click();
    await gift.getByRole('list', { name: 'Chosen agencies' }).getByText(agency.name).waitFor();
    expect(await gift.getByRole('radio', { name: 'A whole package' }).isChecked()).toBe(true);
    await gift.getByRole('combobox', { name: /^Package/ }).selectOption({ label: 'Starter' });
    await gift.getByRole('textbox', { name: /^Reason/ }).fill(`Launch offer ${run}`);
    await gift.getByRole('button', { name: 'Send the gift' }).click();
    await admin.page.getByText('Gift sent to 1 agency').waitFor();
    await admin.page
      .getByRole('listitem')
      .filter({ hasText: `${agency.name} · package Starter` })
      .waitFor();
    await admin.context.close();

    // The agent publishes the sixth listing from its status actions: now it goes live.
    await agent.page.reload();
    await table.getByRole('button', { name: `Change the status of ${title}` }).click();
    await actions.getByRole('button', { name: 'Activate' }).click();
    await agent.page.getByText(`“${title}” is now active.`).waitFor();
    expect((await ownListing(agentToken, title))?.status).toBe('ACTIVE');
    const published = await call<{ status: string }>('GET', `/properties/${sixth!.id}`, null);
    expect(published).toMatchObject({ status: 200, body: { status: 'ACTIVE' } });
    await agent.context.close();
  });

  it('a super agent allocates featured days to an agent who features a listing', async () => {
    const run = Date.now();
    const agentToken = await apiLogin(AGENT.email, PASSWORD);
    const title = `Featured villa in Kololo ${run}`;
    const listing = await listHouse(agentToken, title);
    expect(listing).toMatchObject({ status: 'ACTIVE', featuredUntil: null });
    const before = await featuredDays(agentToken);
    const given = 5;
    const days = 3;

    // The super agent gives the agent `given` more featured days than they hold.
    const boss = await newPage(browser);
    await signIn(boss.page, SUPER, PASSWORD);
    await boss.page.goto(`${WEB_URL}/agent/products`);
    const allocation = boss.page.getByRole('form', { name: `Featured days for ${AGENT.name}` });
    await allocation
      .getByRole('spinbutton', { name: 'Featured days' })
      .fill(String(before.mine.allocated + given));
    await allocation.getByRole('button', { name: 'Save' }).click();
    await boss.page.getByText(`Saved: Featured days for ${AGENT.name}.`).waitFor();
    expect((await featuredDays(agentToken)).mine.allocated).toBe(before.mine.allocated + given);
    await boss.context.close();

    // The agent features the listing for `days` days from their listings.
    const agent = await newPage(browser);
    await signIn(agent.page, AGENT.email, PASSWORD);
    await agent.page.goto(`${WEB_URL}/agent/properties?q=${encodeURIComponent(title)}`);
    const table = agent.page.getByRole('table', { name: 'Your listings' });
    await table.getByRole('button', { name: `Feature ${title}` }).click();
    const dialog = agent.page.getByRole('dialog', { name: `Feature “${title}”` });
    await dialog.getByRole('spinbutton', { name: /^Days/ }).fill(String(days));
    await dialog.getByRole('button', { name: 'Feature', exact: true }).click();
    await dialog
      .getByRole('status')
      .getByText(/^Featured until /)
      .waitFor();
    await agent.context.close();

    // Featured from now for `days` days, drawn from the agent's own allocation first.
    const featured = await ownListing(agentToken, title);
    const until = Date.parse(featured!.featuredUntil!);
    const day = 24 * 3600 * 1000;
    expect(until).toBeGreaterThan(run + (days - 1) * day);
    expect(until).toBeLessThanOrEqual(Date.now() + days * day);
    const after = await featuredDays(agentToken);
    expect(after.mine).toEqual({
      allocated: before.mine.allocated + given - days,
      used: before.mine.used + days,
    });
  });

  it('the expiry notice appears when a period ends', async () => {
    const run = Date.now();
    const adminToken = await apiLogin(ADMIN, PASSWORD);
    const agency = await agencyWithSuperAgent(adminToken, run);
    const agentToken = await apiLogin(agency.email, agency.password);

    // A custom deal: two more listing slots for a month, gifted to the agency.
    const items = await call<{ data: { id: string; code: string }[] }>(
      'GET',
      `/api/admin/items?q=${ItemCode.LISTING_SLOTS}`,
      adminToken,
    );
    const slotsItem = items.body.data.find((i) => i.code === ItemCode.LISTING_SLOTS)!;
    const dealSlots = 2;
    const dealName = `Kololo deal ${run}`;
    const deal = await call<Package>('POST', '/api/admin/packages', adminToken, {
      code: `KOLOLO_DEAL_${run}`,
      name: dealName,
      description: 'Two more listings for a month.',
      validityDays: 30,
      visibility: 'PRIVATE',
      position: 900,
      status: 'ACTIVE',
      items: [{ itemId: slotsItem.id, quantity: dealSlots }],
      prices: [{ currency: 'UGX', amount: '90000' }],
    });
    expect(deal.status).toBe(201);
    const giftDeal = async (reason: string) => {
      const gift = await call<OperationsResult>(
        'POST',
        '/api/admin/entitlements/gifts',
        adminToken,
        {
          agencyIds: [agency.id],
          gift: { type: 'PACKAGE', packageId: deal.body.id },
          reason,
          idempotencyKey: `journey-expiry-${reason.replace(/\W+/g, '-')}`,
        },
      );
      expect(gift.status).toBe(201);
    };
    await giftDeal(`Custom deal ${run}`);

    // Every slot used: the free package's and the deal's.
    const houses: Found[] = [];
    for (let i = 1; i <= FREE_SLOTS + dealSlots; i++)
      houses.push(await listHouse(agentToken, `Expiry house ${i} ${run}`));
    expect(houses.map((h) => h.status)).toEqual(houses.map(() => 'ACTIVE'));
    const statuses = async () => {
      const mine = await call<{ data: Found[] }>(
        'GET',
        '/api/agent/properties?pageSize=50',
        agentToken,
      );
      expect(mine.status).toBe(200);
      const byId = new Map(mine.body.data.map((l) => [l.id, l.status]));
      return houses.map((h) => byId.get(h.id));
    };
    const dealPeriods = async () => {
      const history = await call<{ data: Subscription[] }>(
        'GET',
        `/api/admin/broker/agencies/${agency.id}/subscription-history`,
        adminToken,
      );
      expect(history.status).toBe(200);
      return history.body.data.filter((s) => s.package.id === deal.body.id).map((s) => s.status);
    };

    // The admin ends the deal's period now, with a reason.
    const admin = await newPage(browser);
    await signIn(admin.page, ADMIN, PASSWORD);
    await admin.page.goto(`${WEB_URL}/admin/agency-admin-tools?agencyId=${agency.id}`);
    const periods = admin.page.getByRole('table', { name: 'Package periods' });
    await periods.getByRole('button', { name: `End ${dealName} now` }).click();
    const dialog = admin.page.getByRole('dialog', {
      name: `End ${dealName} for ${agency.name} now?`,
    });
    await dialog
      .getByRole('textbox', { name: /^Reason for ending it/ })
      .fill(`Deal stopped ${run}`);
    await dialog.getByRole('button', { name: 'End period now' }).click();
    await admin.page.getByText(new RegExp(`^${dealName} ended .+\\.$`)).waitFor();
    await admin.page.getByText('This agency has no active period that ends.').waitFor();
    await admin.context.close();

    // The super agent is told, and Republish with no free slot brings nothing back.
    const boss = await newPage(browser);
    await signIn(boss.page, agency.email, agency.password);
    await boss.page.goto(`${WEB_URL}/agent/products`);
    const notices = boss.page.getByRole('region', { name: 'Notices' });
    const notice = notices.getByText(
      CommerceMessages.PACKAGE_EXPIRED_NOTICE.replace('{count}', String(dealSlots)),
    );
    await notice.waitFor();
    await notices.getByRole('button', { name: 'Republish' }).click();
    await notices
      .getByText(
        '0 listings republished. 2 listings are still inactive: free a slot or get more, then republish again.',
      )
      .waitFor();
    // Kept, not deleted: the newest two went inactive, the oldest five stay live.
    expect(await statuses()).toEqual([
      ...Array<string>(FREE_SLOTS).fill('ACTIVE'),
      ...Array<string>(dealSlots).fill('INACTIVE'),
    ]);
    expect(await dealPeriods()).toEqual(['EXPIRED']);
    expect(await notice.isVisible()).toBe(true);

    // The deal again (a new period): one more click and both come back.
    await giftDeal(`Deal renewed ${run}`);
    await notices.getByRole('button', { name: 'Republish' }).click();
    await notices.getByText('2 listings republished.', { exact: true }).waitFor();
    await notice.waitFor({ state: 'detached' });
    await boss.context.close();
    expect(await statuses()).toEqual(houses.map(() => 'ACTIVE'));
    expect(await dealPeriods()).toEqual(['ACTIVE', 'EXPIRED']);
  });
});
