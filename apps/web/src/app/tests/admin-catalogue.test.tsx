import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommerceMessages, type Item, type ItemDetail, type Package } from '@afrinest/contract';
import { startTestApi, type SeenRequest } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { formatMoney } from '@/lib/format';
import {
  bumps,
  held,
  itemOf,
  MB,
  packageOf,
  slots,
  storage,
  whatsapp,
} from '@/features/admin-catalogue/testing/catalogue-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  signInAs(api, profileFor('AFRI_ADMIN'));
});
afterEach(settleApp);
afterAll(() => api.close());

const page = <T,>(data: T[], total = data.length, at = 1) => ({
  body: { data, total, page: at, pageSize: 20 },
});
const lastRequest = (method: string, path: string): SeenRequest | undefined =>
  api.requests.filter((r) => r.method === method && r.path === path).at(-1);

describe('/admin/items-and-packages', () => {
  test('pages and searches the items on the server, and links each to its page', async () => {
    api.on('GET /api/admin/items', (r) => {
      const q = r.query.get('q');
      if (q === 'bump') return page([bumps]);
      const at = Number(r.query.get('page') ?? '1');
      return page(at === 2 ? [itemOf(21)] : [slots, storage], 41, at);
    });
    api.on('GET /api/admin/packages', page([packageOf(1, { name: 'Pro' })]));
    const user = userEvent.setup();
    renderApp('/admin/items-and-packages');

    const section = await screen.findByRole('region', { name: 'Items' });
    const table = within(section).getByRole('table', { name: 'Items' });
    expect(await within(table).findByRole('link', { name: 'Listing slots' })).toBeTruthy();
    expect(
      within(table).getByRole('link', { name: 'Open Photo storage' }).getAttribute('href'),
    ).toBe(`/admin/items/${storage.id}`);
    expect(within(section).getByText(/Page 1 of 3/)).toBeTruthy();
    // The admin sidebar offers the catalogue's top-level screens.
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(sidebar).getByRole('link', { name: 'Items and packages' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Package items' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Package prices' })).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Next' }));
    expect(await within(table).findByRole('link', { name: 'Item 21' })).toBeTruthy();
    expect(lastRequest('GET', '/api/admin/items')?.query.get('page')).toBe('2');

    await user.type(within(section).getByRole('searchbox', { name: 'Item name or code' }), 'bump');
    expect(await within(table).findByRole('link', { name: 'Bumps' })).toBeTruthy();
    const searched = lastRequest('GET', '/api/admin/items')?.query;
    expect(searched?.get('q')).toBe('bump');
    // A new search starts again at page 1.
    expect(searched?.get('page')).toBe('1');

    await user.selectOptions(within(section).getByRole('combobox', { name: 'Kind' }), 'CONSUMABLE');
    await waitFor(() =>
      expect(lastRequest('GET', '/api/admin/items')?.query.get('kind')).toBe('CONSUMABLE'),
    );
    // Paging or filtering the items leaves the packages' own parameters alone.
    expect(lastRequest('GET', '/api/admin/packages')?.query.get('q')).toBeNull();
  });

  test('New item: checked as typed with the contract schema, then posts the parsed input', async () => {
    api.on('GET /api/admin/items', page([]));
    api.on('GET /api/admin/packages', page([]));
    api.on('POST /api/admin/items', (r) => ({
      status: 201,
      body: itemOf(9, { ...(r.body as Partial<Item>) }),
    }));
    const user = userEvent.setup();
    renderApp('/admin/items-and-packages');

    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const form = await screen.findByRole('form', { name: 'New item' });
    const code = within(form).getByRole('textbox', { name: /^Code/ });
    await user.type(code, 'extra photos');
    expect(
      await within(form).findByText('Capital letters, digits and underscores, e.g. LISTING_SLOTS.'),
    ).toBeTruthy();
    await user.clear(code);
    await user.type(code, 'extra_photos');
    await waitFor(() =>
      expect(
        within(form).queryByText('Capital letters, digits and underscores, e.g. LISTING_SLOTS.'),
      ).toBeNull(),
    );
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), '  Extra photos ');
    await user.type(within(form).getByRole('textbox', { name: /^Unit/ }), 'photos');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Kind/ }), 'CAPACITY');
    await user.click(within(form).getByRole('button', { name: 'Add the item' }));

    expect(await screen.findByText('“Extra photos” added to the catalogue.')).toBeTruthy();
    expect(lastRequest('POST', '/api/admin/items')?.body).toEqual({
      code: 'EXTRA_PHOTOS',
      name: 'Extra photos',
      description: '',
      unit: 'photos',
      kind: 'CAPACITY',
      status: 'ACTIVE',
    });
    expect(screen.queryByRole('form', { name: 'New item' })).toBeNull();
  });
});

describe('/admin/items/:itemId', () => {
  test('a built-in item shows code and kind read-only; a 409 STALE_VERSION says to reload and keeps the typed values', async () => {
    let current = storage;
    const detail = (): { body: ItemDetail } => ({
      body: {
        item: current,
        packages: [{ id: packageOf(1).id, name: 'Pro', status: 'ACTIVE', quantity: 500 * MB }],
        holders: [
          {
            agencyId: '5c1e2f30-7a4b-4c6d-8e9f-0a1b2c3d4e01',
            agencyName: 'Kampala Homes',
            granted: 2048 * MB,
            left: 1536 * MB,
          },
        ],
        holdersTotal: 1,
      },
    });
    api.on(`GET /api/admin/items/${storage.id}`, detail);
    api.on(`PUT /api/admin/items/${storage.id}`, (r) => {
      const body = r.body as Item;
      if (body.version !== current.version)
        return {
          status: 409,
          body: {
            error: { code: 'STALE_VERSION', message: CommerceMessages.STALE_VERSION },
          },
        };
      current = { ...current, ...body, version: current.version + 1 };
      return { body: current };
    });
    const user = userEvent.setup();
    renderApp(`/admin/items/${storage.id}`);

    const form = await screen.findByRole('form', { name: 'Item' });
    expect(within(form).getByText('PHOTO_STORAGE')).toBeTruthy();
    expect(within(form).queryByRole('textbox', { name: /^Code/ })).toBeNull();
    expect(within(form).queryByRole('combobox', { name: /^Kind/ })).toBeNull();
    const packages = screen.getByRole('list', { name: 'Packages holding this item' });
    expect(within(packages).getByRole('link', { name: 'Pro' }).getAttribute('href')).toBe(
      `/admin/package-item-management?packageId=${packageOf(1).id}`,
    );
    expect(within(packages).getByText('500 MB')).toBeTruthy();
    const holders = screen.getByRole('table', { name: 'Agencies holding Photo storage' });
    expect(within(holders).getByText('2 GB')).toBeTruthy();
    expect(within(holders).getByText('1.5 GB')).toBeTruthy();

    // Someone else saves first.
    current = { ...current, description: 'Bytes of photos', version: 2 };
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Photo space');
    await user.click(within(form).getByRole('button', { name: 'Save the item' }));
    expect(await within(form).findByText(new RegExp(CommerceMessages.STALE_VERSION))).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Photo space');
    expect(lastRequest('PUT', `/api/admin/items/${storage.id}`)?.body).toMatchObject({
      name: 'Photo space',
      version: 1,
    });

    await user.click(within(form).getByRole('button', { name: 'Reload' }));
    expect(await within(form).findByText('Description: “Bytes of photos”')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Photo space');
    await user.click(within(form).getByRole('button', { name: 'Save the item' }));
    expect(await screen.findByText('“Photo space” saved.')).toBeTruthy();
    expect(lastRequest('PUT', `/api/admin/items/${storage.id}`)?.body).toEqual({
      code: 'PHOTO_STORAGE',
      name: 'Photo space',
      description: '',
      unit: 'bytes',
      kind: 'CAPACITY',
      status: 'ACTIVE',
      version: 2,
    });
  });
});

describe('/admin/package-item-management', () => {
  test('composes the items (storage in MB, a feature included) and sends the whole package with its version', async () => {
    const pro = packageOf(2, {
      name: 'Pro',
      code: 'PRO',
      items: [held(slots, 5), held(storage, 500 * MB), held(bumps, 10)],
      prices: [
        { currency: 'UGX', amountMinor: 150_000 },
        { currency: 'USD', amountMinor: 4_999 },
      ],
      version: 3,
    });
    api.on('GET /api/admin/packages', page([pro, packageOf(3)]));
    api.on(`GET /api/admin/packages/${pro.id}`, { body: pro });
    api.on('GET /api/admin/items', page([slots, storage, bumps, whatsapp]));
    api.on(`PUT /api/admin/packages/${pro.id}`, (r) => ({
      body: { ...pro, version: 4, items: [] },
      status: (r.body as { version: number }).version === 3 ? 200 : 409,
    }));
    const user = userEvent.setup();
    renderApp(`/admin/package-item-management?packageId=${pro.id}`);

    const form = await screen.findByRole('form', { name: 'Items of the package' });
    expect((screen.getByRole('combobox', { name: 'Package' }) as HTMLSelectElement).value).toBe(
      pro.id,
    );
    const slotsBox = within(form).getByRole('spinbutton', { name: /^Listing slots/ });
    await user.clear(slotsBox);
    await user.type(slotsBox, '10');
    const storageBox = within(form).getByRole('spinbutton', { name: /^Photo storage \(MB\)/ });
    expect((storageBox as HTMLInputElement).value).toBe('500');
    await user.clear(storageBox);
    await user.type(storageBox, '1.5');
    expect(await within(form).findByText('A quantity is a whole number.')).toBeTruthy();
    await user.clear(storageBox);
    await user.type(storageBox, '1024');
    await user.click(within(form).getByRole('button', { name: 'Remove Bumps' }));
    // Only active items not yet in the package are offered.
    const toAdd = within(form).getByRole('combobox', { name: 'Item to add' });
    await waitFor(() =>
      expect(within(toAdd).getByRole('option', { name: /WhatsApp routing/ })).toBeTruthy(),
    );
    expect(within(toAdd).queryByRole('option', { name: /Listing slots/ })).toBeNull();
    await user.selectOptions(toAdd, whatsapp.id);
    await user.click(within(form).getByRole('button', { name: 'Add the item' }));
    expect(within(form).getByText('Included')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save the items' }));

    expect(await screen.findByText('The items of “Pro” are saved.')).toBeTruthy();
    expect(lastRequest('PUT', `/api/admin/packages/${pro.id}`)?.body).toEqual({
      code: 'PRO',
      name: 'Pro',
      description: 'For growing agencies.',
      validityDays: 30,
      visibility: 'PUBLIC',
      position: 10,
      status: 'ACTIVE',
      items: [
        { itemId: slots.id, quantity: 10 },
        { itemId: storage.id, quantity: 1024 * MB },
        { itemId: whatsapp.id, quantity: 1 },
      ],
      prices: [
        { currency: 'UGX', amount: '150000' },
        { currency: 'USD', amount: '49.99' },
      ],
      version: 3,
    });
  });
});

describe('/admin/enhanced-package-management', () => {
  test('a UGX price with decimals shows the contract message and sends nothing; a whole one is previewed and saved', async () => {
    const basic = packageOf(4, {
      name: 'Basic',
      items: [held(slots, 10), held(whatsapp, 1)],
      prices: [{ currency: 'USD', amountMinor: 1_000 }],
    });
    api.on('GET /api/admin/packages', page([basic]));
    api.on(`GET /api/admin/packages/${basic.id}`, { body: basic });
    api.on(`PUT /api/admin/packages/${basic.id}`, { body: { ...basic, version: 2 } });
    const user = userEvent.setup();
    renderApp(`/admin/enhanced-package-management?packageId=${basic.id}`);

    const form = await screen.findByRole('form', { name: 'Package details and prices' });
    const preview = within(form).getByRole('article', { name: 'Pricing card preview' });
    expect(within(preview).getByText('10 listing slots')).toBeTruthy();
    expect(within(preview).getByText('WhatsApp routing')).toBeTruthy();
    expect(within(preview).getByText('Validity: Monthly (30 days)')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Add a currency' }));
    const ugx = within(form).getByRole('textbox', { name: /^Price in UGX/ });
    await user.type(ugx, '1500.50');
    const decimals = CommerceMessages.PRICE_DECIMALS.replace('{digits}', '0');
    expect(await within(form).findByText(decimals)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save the package' }));
    await waitFor(() => expect(ugx.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(decimals)).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(ugx);
    await user.type(ugx, '1500000');
    await waitFor(() => expect(within(form).queryByText(decimals)).toBeNull());
    // As the page draws it (Intl puts a no-break space after the symbol; queries read it as one).
    const shillings = formatMoney(
      { amountMinor: 1_500_000, currency: 'UGX' },
      { language: 'en' },
    ).replace(/\s+/g, ' ');
    expect(within(preview).getByText(shillings)).toBeTruthy();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Validity' }), '365');
    expect(within(preview).getByText('Validity: Yearly (365 days)')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save the package' }));
    expect(await screen.findByText('“Basic” saved.')).toBeTruthy();
    expect(lastRequest('PUT', `/api/admin/packages/${basic.id}`)?.body).toMatchObject({
      validityDays: 365,
      items: [
        { itemId: slots.id, quantity: 10 },
        { itemId: whatsapp.id, quantity: 1 },
      ],
      prices: [
        { currency: 'USD', amount: '10.00' },
        { currency: 'UGX', amount: '1500000' },
      ],
      version: 1,
    });
  });

  test('the FREE package cannot be archived, made public or given an end', async () => {
    const free = packageOf(5, {
      code: 'FREE',
      name: 'Free',
      isFree: true,
      validityDays: null,
      visibility: 'PRIVATE',
      position: 0,
      items: [held(slots, 5), held(storage, 500 * MB)],
    });
    api.on('GET /api/admin/packages', page([free]));
    api.on(`GET /api/admin/packages/${free.id}`, { body: free });
    api.on(`PUT /api/admin/packages/${free.id}`, (r) => ({
      body: { ...free, name: (r.body as Package).name, version: 2 },
    }));
    const user = userEvent.setup();
    renderApp(`/admin/enhanced-package-management?packageId=${free.id}`);

    const form = await screen.findByRole('form', { name: 'Package details and prices' });
    const archive = within(form).getByRole('checkbox', { name: /^Archived/ }) as HTMLInputElement;
    expect(archive.disabled).toBe(true);
    expect(archive.checked).toBe(false);
    expect(
      (within(form).getByRole('combobox', { name: /^Visibility/ }) as HTMLSelectElement).disabled,
    ).toBe(true);
    const validity = within(form).getByRole('combobox', { name: 'Validity' }) as HTMLSelectElement;
    expect(validity.disabled).toBe(true);
    expect(validity.value).toBe('none');
    expect(within(form).getAllByText(CommerceMessages.FREE_PACKAGE_LOCKED).length).toBeGreaterThan(
      0,
    );
    const preview = within(form).getByRole('article', { name: 'Pricing card preview' });
    expect(within(preview).getByText('500 MB photo storage')).toBeTruthy();

    // The locked values still go back as they are.
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Starter');
    await user.click(within(form).getByRole('button', { name: 'Save the package' }));
    expect(await screen.findByText('“Starter” saved.')).toBeTruthy();
    expect(lastRequest('PUT', `/api/admin/packages/${free.id}`)?.body).toMatchObject({
      code: 'FREE',
      name: 'Starter',
      status: 'ACTIVE',
      visibility: 'PRIVATE',
      validityDays: null,
      version: 1,
    });
  });
});
