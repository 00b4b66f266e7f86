import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerGeo, geo } from '@/components/location-picker/testing/geo-fixtures';
import { startFeatureTestApi } from '@/lib/testing/feature-test-api';
import { adOf, imageOf, listItemOf, pageOf } from '../testing/ad-fixtures';

const api = await startFeatureTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderAdvertising, settleAdvertising } = await import('../testing/render-advertising');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerGeo(api);
});
afterEach(settleAdvertising);
afterAll(() => api.close());

const listed = () => api.requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/ads');

describe('/admin/advertisements', () => {
  test('lists each ad with its slot, status, days and figures over the range', async () => {
    const banner = adOf(1, { name: 'Cement sale', advertiser: 'Tororo Cement' });
    const side = adOf(2, {
      name: 'Paint week',
      slot: 'LISTING_SIDE',
      status: 'PAUSED',
      live: false,
      endsOn: '2027-02-28',
    });
    api.on('GET /api/admin/ads', {
      body: pageOf([
        listItemOf(banner, { impressions: 12_500, clicks: 250, clickRate: 0.02 }),
        listItemOf(side, { impressions: 0, clicks: 0, clickRate: 0 }),
      ]),
    });
    renderAdvertising('/admin/advertisements?from=2027-01-01&to=2027-01-31');

    const table = await screen.findByRole('table', { name: 'Advertisements' });
    const row = (await within(table).findByText('Cement sale')).closest('tr')!;
    expect(within(row).getByText('Tororo Cement')).toBeTruthy();
    expect(within(row).getByText('Home page banner')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Showing today')).toBeTruthy();
    expect(within(row).getByText('12,500')).toBeTruthy();
    expect(within(row).getByText('250')).toBeTruthy();
    expect(within(row).getByText('2%')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Cement sale' }).getAttribute('href')).toBe(
      `/admin/advertisements/${banner.id}/edit`,
    );
    const paused = within(table).getByText('Paint week').closest('tr')!;
    expect(within(paused).getByText('Paused')).toBeTruthy();
    expect(within(paused).getByText('Beside a listing')).toBeTruthy();
    expect(within(paused).getByText('1 Jan 2027 – 28 Feb 2027')).toBeTruthy();
    expect(within(paused).getByRole('button', { name: 'Resume Paint week' })).toBeTruthy();

    const query = listed().at(-1)!.query;
    expect([query.get('from'), query.get('to')]).toEqual(['2027-01-01', '2027-01-31']);
    expect(screen.getByRole('link', { name: 'Advertising enquiries' }).getAttribute('href')).toBe(
      '/admin/advertisements/enquiries',
    );
  });

  test('filters and the range go to the server; a reversed range is refused before sending', async () => {
    api.on('GET /api/admin/ads', { body: pageOf([]) });
    const user = userEvent.setup();
    const { router } = renderAdvertising('/admin/advertisements?from=2027-01-01&to=2027-01-31');
    expect(await screen.findByText('No advertisement matches these filters.')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Slot' }), 'PLOTS_PAGE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PAUSED');
    await waitFor(() => {
      const q = listed().at(-1)!.query;
      expect([q.get('slot'), q.get('status')]).toEqual(['PLOTS_PAGE', 'PAUSED']);
    });

    const sent = listed().length;
    // A date box changes as a whole (as a browser's date picker sets it).
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-01' } });
    expect(await screen.findByText('The last day cannot be before the first.')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('to')).toBe('2026-12-01');
    expect(listed().filter((r) => r.query.get('to') === '2026-12-01')).toHaveLength(0);
    expect(listed().length).toBe(sent);
  });

  test('pause sends the new status and says so', async () => {
    const ad = adOf(3, { name: 'Roofing deals' });
    api.on('GET /api/admin/ads', {
      body: pageOf([listItemOf(ad, { impressions: 5, clicks: 1, clickRate: 0.2 })]),
    });
    api.on(`PATCH /api/admin/ads/${ad.id}/status`, (r) => ({
      body: { ...ad, status: (r.body as { status: string }).status, live: false },
    }));
    const user = userEvent.setup();
    renderAdvertising('/admin/advertisements');

    await user.click(await screen.findByRole('button', { name: 'Pause Roofing deals' }));
    expect(await screen.findByText('Roofing deals is paused.')).toBeTruthy();
    const patch = api.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.body).toEqual({ status: 'PAUSED' });
    // The list is asked again, so its row shows the new status.
    await waitFor(() => expect(listed().length).toBeGreaterThanOrEqual(2));
  });
});

describe('/admin/advertisements/new', () => {
  test('checks as typed, uploads the image with a preview, and saves what the contract takes', async () => {
    const image = imageOf(9);
    api.on('POST /api/admin/content/images', { status: 201, body: image });
    let created: Record<string, unknown> | undefined;
    api.on('POST /api/admin/ads', (r) => {
      created = r.body as Record<string, unknown>;
      return { status: 201, body: adOf(9, { name: 'Solar kits' }) };
    });
    api.on(`GET /api/admin/ads/${adOf(9).id}`, { body: adOf(9, { name: 'Solar kits' }) });
    api.on(`GET /api/admin/ads/${adOf(9).id}/stats`, {
      body: {
        from: '2027-01-01',
        to: '2027-01-02',
        totals: { impressions: 3, clicks: 1, clickRate: 1 / 3 },
        days: [
          { day: '2027-01-01', impressions: 1, clicks: 0 },
          { day: '2027-01-02', impressions: 2, clicks: 1 },
        ],
      },
    });
    const user = userEvent.setup();
    const { router } = renderAdvertising('/admin/advertisements/new');

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, 'S');
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    await user.type(name, 'olar kits');
    await waitFor(() => expect(screen.queryByText('Enter a name.')).toBeNull());
    await user.type(screen.getByRole('textbox', { name: /^Advertiser/ }), 'Sun Power Ltd');
    const link = screen.getByRole('textbox', { name: /^Link/ });
    await user.clear(link);
    await user.type(link, 'http://sun.example.com');
    expect(await screen.findByText('Enter an https:// address.')).toBeTruthy();
    await user.clear(link);
    await user.type(link, 'https://sun.example.com/kits');
    await user.type(screen.getByRole('textbox', { name: /alt text/ }), 'Solar kits from 99,000');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Slot/ }), 'SEARCH_RESULTS');
    await user.click(screen.getByRole('checkbox', { name: 'Property search' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Central Region' }));

    // Without an image the contract's own message stops the save.
    await user.click(screen.getByRole('button', { name: 'Create the advertisement' }));
    expect(await screen.findByText('Upload an image.')).toBeTruthy();
    expect(created).toBeUndefined();

    const file = new File([new Uint8Array([1, 2, 3])], 'banner.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload the image'), file);
    expect(await screen.findByRole('img', { name: 'The uploaded image' })).toBeTruthy();
    // Previewed in each slot at the slot's proportions.
    const previews = screen.getByRole('region', { name: 'Preview in each slot' });
    const side = previews.querySelector<HTMLElement>('[data-preview-slot="LISTING_SIDE"]')!;
    expect(side.style.aspectRatio).toBe('600 / 500');
    expect(within(previews).getAllByRole('img')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Create the advertisement' }));
    await waitFor(() => expect(created).toBeDefined());
    expect(created).toMatchObject({
      name: 'Solar kits',
      advertiser: 'Sun Power Ltd',
      imageId: image.id,
      linkUrl: 'https://sun.example.com/kits',
      altText: 'Solar kits from 99,000',
      slot: 'SEARCH_RESULTS',
      pageKinds: ['properties'],
      regionIds: [geo.central.id],
      endsOn: null,
      weight: 10,
      status: 'ACTIVE',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/advertisements/${adOf(9).id}/edit`),
    );
    // The ad's own page: its figures over the range.
    expect(await screen.findByText('Impressions and clicks')).toBeTruthy();
    expect(await screen.findByText('33.33%')).toBeTruthy();
  });
});

describe('/admin/advertisements/enquiries', () => {
  test('lists enquiries with a reply link and marks one answered', async () => {
    const { enquiryOf } = await import('../testing/ad-fixtures');
    const enquiry = enquiryOf(1, { name: 'Grace Namu', email: 'grace@paints.example' });
    api.on('GET /api/admin/advertising/enquiries', { body: pageOf([enquiry]) });
    api.on(`PATCH /api/admin/advertising/enquiries/${enquiry.id}/status`, {
      body: { ...enquiry, status: 'ANSWERED' },
    });
    const user = userEvent.setup();
    renderAdvertising('/admin/advertisements/enquiries');

    const table = await screen.findByRole('table', { name: 'Advertising enquiries' });
    const row = (await within(table).findByText('Grace Namu')).closest('tr')!;
    expect(
      within(row).getByRole('link', { name: 'grace@paints.example' }).getAttribute('href'),
    ).toBe('mailto:grace%40paints.example?subject=Your%20advertising%20enquiry');
    expect(within(row).getByText('Interested in: Home page banner')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Mark as answered: Grace Namu' }));
    expect(await screen.findByText('Marked as answered.')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'PATCH')!.body).toEqual({ status: 'ANSWERED' });
  });
});
