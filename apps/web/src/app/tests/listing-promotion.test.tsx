import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CommerceMessages,
  idempotencyKeySchema,
  type Agent,
  type Listing,
  type ListingStatus,
} from '@afrinest/contract';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { AGENCY_ID, listingOf } from '@/app/testing/listing-fixtures';
import { answerGeo } from '@/components/location-picker/testing/geo-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const me: Agent = {
  id: 'user-agent',
  name: 'Amina Nakato',
  email: 'agent@example.ug',
  role: 'AGENT',
  agencyId: AGENCY_ID,
  agencyName: 'Kampala Prime Properties',
  photoUrl: null,
  bio: '',
  languages: [],
  areasServed: [],
  phone: null,
  whatsapp: null,
  active: true,
};

function signInAgent() {
  signInAs(api, { ...profileFor('AGENT'), agencyId: AGENCY_ID });
  api.on('GET /api/agent/profile', { body: me });
  api.on('GET /properties/features', { body: { data: [] } });
}

/** The agent's listings page answers these listings. */
function answerListings(...listings: Listing[]) {
  api.on('GET /api/agent/properties', {
    body: { data: listings, total: listings.length, page: 1, pageSize: 20 },
  });
}

const refusal = (code: string, message: string) => ({
  status: 402,
  body: { error: { code, message } },
});
const sent = (method: string, path: string): SeenRequest[] =>
  api.requests.filter((r) => r.method === method && r.path === path);
const listing = (status: ListingStatus) => listingOf(1, { status });

beforeEach(() => {
  api.reset();
  clearApiCache();
  localStorage.clear();
  answerDefaults(api);
  answerGeo(api);
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

describe('publishing without a free listing slot', () => {
  test('a new listing saved INACTIVE: the listings page says why, with a link to the products', async () => {
    signInAgent();
    api.on('POST /api/properties', { status: 201, body: listing('INACTIVE') });
    answerListings(listing('INACTIVE'));
    const user = userEvent.setup();
    renderApp('/agent/properties/new');

    const form = await screen.findByRole('form', { name: 'Listing' });
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'House in Kololo');
    await user.type(within(form).getByRole('textbox', { name: /^Price/ }), '350000000');
    await user.type(within(form).getByRole('combobox', { name: 'Search for a place' }), 'kol');
    await user.click(await screen.findByRole('option', { name: /Kololo/ }));
    await user.click(within(form).getByRole('button', { name: 'Publish the listing' }));

    await screen.findByRole('heading', { name: 'Your listings' });
    const notice = await screen.findByText(CommerceMessages.LISTING_SLOTS_FULL);
    const alert = notice.closest('[role="status"]') as HTMLElement;
    expect(
      within(alert).getByRole('link', { name: 'See your products' }).getAttribute('href'),
    ).toBe('/agent/products');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(CommerceMessages.LISTING_SLOTS_FULL)).toBeNull());
  });

  test('a listing published (ACTIVE) at once says nothing of slots', async () => {
    signInAgent();
    api.on('POST /api/properties', { status: 201, body: listing('ACTIVE') });
    answerListings(listing('ACTIVE'));
    const user = userEvent.setup();
    renderApp('/agent/properties/new');

    const form = await screen.findByRole('form', { name: 'Listing' });
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'House in Kololo');
    await user.type(within(form).getByRole('textbox', { name: /^Price/ }), '350000000');
    await user.type(within(form).getByRole('combobox', { name: 'Search for a place' }), 'kol');
    await user.click(await screen.findByRole('option', { name: /Kololo/ }));
    await user.click(within(form).getByRole('button', { name: 'Publish the listing' }));

    await screen.findByRole('table', { name: 'Your listings' });
    expect(screen.queryByText(CommerceMessages.LISTING_SLOTS_FULL)).toBeNull();
  });

  test('activating answered 402 shows the server’s message with the link', async () => {
    signInAgent();
    const inactive = listing('INACTIVE');
    answerListings(inactive);
    api.on(
      `PUT /api/properties/${inactive.id}/status`,
      refusal('ENTITLEMENT_EXHAUSTED', CommerceMessages.PUBLISH_NEEDS_SLOT),
    );
    const user = userEvent.setup();
    renderApp('/agent/properties');

    await user.click(
      await screen.findByRole('button', { name: `Change the status of ${inactive.title}` }),
    );
    const group = screen.getByRole('group', { name: `Status of ${inactive.title}` });
    await user.click(within(group).getByRole('button', { name: 'Activate' }));
    const alert = await within(group).findByRole('alert');
    expect(within(alert).getByText(CommerceMessages.PUBLISH_NEEDS_SLOT)).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'See your products' }).getAttribute('href'),
    ).toBe('/agent/products');
    // An inactive listing cannot be featured or bumped.
    expect(screen.queryByRole('button', { name: `Feature ${inactive.title}` })).toBeNull();
  });

  test('a bulk publish with rows refused for want of a slot says so with the agency’s products', async () => {
    signInAs(api, profileFor('AFRI_ADMIN'));
    const inactive = listing('INACTIVE');
    api.on('GET /api/admin/properties', {
      body: { data: [inactive], total: 1, page: 1, pageSize: 20 },
    });
    api.on('GET /api/admin/broker/agencies', {
      body: { data: [], total: 0, page: 1, pageSize: 100 },
    });
    api.on('PUT /api/admin/properties/status', {
      body: {
        results: [
          {
            id: inactive.id,
            changed: false,
            status: 'INACTIVE',
            error: {
              code: 'ENTITLEMENT_EXHAUSTED',
              message: CommerceMessages.PUBLISH_NEEDS_SLOT,
            },
          },
        ],
        changed: 0,
        refused: 1,
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/properties');

    await user.click(await screen.findByRole('checkbox', { name: `Select ${inactive.title}` }));
    const bar = screen.getByRole('form', { name: 'Change the status of the selected listings' });
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'New status' }), 'ACTIVE');
    await user.click(within(bar).getByRole('button', { name: 'Apply to the selected' }));
    const alert = await within(bar).findByRole('alert');
    expect(within(alert).getByText(CommerceMessages.PUBLISH_NEEDS_SLOT)).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'See the agency’s products' }).getAttribute('href'),
    ).toBe('/admin/agency-entitlements-breakdown');
  });
});

describe('featuring and bumping an ACTIVE listing', () => {
  test('feature posts {days, idempotencyKey}; a retry after a 402 keeps the key', async () => {
    signInAgent();
    const active = listing('ACTIVE');
    answerListings(active);
    const path = `/api/agent/properties/${active.id}/feature`;
    let answer: 'refuse' | 'accept' = 'refuse';
    api.on(`POST ${path}`, () =>
      answer === 'refuse'
        ? refusal('ENTITLEMENT_EXHAUSTED', CommerceMessages.NOT_ENOUGH_FEATURED_DAYS)
        : {
            body: {
              listingId: active.id,
              featuredUntil: '2027-01-10T12:00:00.000Z',
              publishedAt: active.publishedAt,
              left: 20,
            },
          },
    );
    const user = userEvent.setup();
    renderApp('/agent/properties');

    await user.click(await screen.findByRole('button', { name: `Feature ${active.title}` }));
    const dialog = screen.getByRole('dialog', { name: `Feature “${active.title}”` });
    const days = within(dialog).getByRole('spinbutton', { name: /Days/ });
    await user.clear(days);
    await user.type(days, '0');
    expect(await within(dialog).findByText('At least 1 day.')).toBeTruthy();
    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Feature' }));

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText(CommerceMessages.NOT_ENOUGH_FEATURED_DAYS)).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'See your products' }).getAttribute('href'),
    ).toBe('/agent/products');

    answer = 'accept';
    await user.clear(days);
    await user.type(days, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Feature' }));
    expect(
      await within(dialog).findByText(/^Featured until .*2027\. 20 featured days left\.$/),
    ).toBeTruthy();
    const posts = sent('POST', path).map((r) => r.body as { days: number; idempotencyKey: string });
    expect(posts.map((b) => b.days)).toEqual([30, 10]);
    expect(idempotencyKeySchema.safeParse(posts[0]!.idempotencyKey).success).toBe(true);
    // One key for the dialog's opening: the retry cannot use days twice.
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);

    // A new opening is a new intended change, with a key of its own.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: `Feature ${active.title}` }));
    await user.click(
      within(screen.getByRole('dialog', { name: `Feature “${active.title}”` })).getByRole(
        'button',
        { name: 'Feature' },
      ),
    );
    await waitFor(() => expect(sent('POST', path)).toHaveLength(3));
    const third = sent('POST', path)[2]!.body as { days: number; idempotencyKey: string };
    expect(third.days).toBe(7);
    expect(third.idempotencyKey).not.toBe(posts[0]!.idempotencyKey);
  });

  test('a bump asks first, then posts once; a 402 shows the message with the link', async () => {
    signInAgent();
    const active = listing('ACTIVE');
    answerListings(active);
    const path = `/api/agent/properties/${active.id}/bump`;
    api.on(`POST ${path}`, refusal('ENTITLEMENT_EXHAUSTED', CommerceMessages.NOT_ENOUGH_BUMPS));
    const user = userEvent.setup();
    renderApp('/agent/properties');

    const open = async () => {
      await user.click(
        await screen.findByRole('button', { name: `Bump ${active.title} to the top` }),
      );
      return screen.getByRole('alertdialog', { name: `Bump “${active.title}” to the top?` });
    };
    await user.click(within(await open()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent('POST', path)).toHaveLength(0);

    const confirm = await open();
    await user.click(within(confirm).getByRole('button', { name: 'Bump to top' }));
    const alert = await within(confirm).findByRole('alert');
    expect(within(alert).getByText(CommerceMessages.NOT_ENOUGH_BUMPS)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'See your products' })).toBeTruthy();

    api.on(`POST ${path}`, {
      body: { listingId: active.id, featuredUntil: null, publishedAt: active.publishedAt, left: 4 },
    });
    await user.click(within(confirm).getByRole('button', { name: 'Bump to top' }));
    expect(
      await screen.findByText(`“${active.title}” is back at the top. 4 bumps left.`),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const keys = sent('POST', path).map(
      (r) => (r.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
