import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_MESSAGE, type ContactDetails, type UpdateWebsiteState } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs, websiteStateOf } from '@/app/testing/fixtures';

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

describe('/admin/website-state', () => {
  test('shows the current state and saves a new one', async () => {
    let saved = websiteStateOf('NORMAL');
    api.on('GET /website-state', () => ({ body: saved }));
    api.on('PUT /api/admin/website-state', (request) => {
      const input = request.body as UpdateWebsiteState;
      saved = { ...input, updated_at: '2026-11-21T08:00:00.000Z' };
      return { body: saved };
    });
    const user = userEvent.setup();
    renderApp('/admin/website-state');

    const current = await screen.findByRole('region', { name: 'Current state' });
    await waitFor(() => expect(within(current).getByText('Normal')).toBeTruthy());

    await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'MAINTENANCE');
    await user.type(
      screen.getByRole('textbox', { name: /Message shown to visitors/ }),
      'Back at noon.',
    );
    await user.click(screen.getByRole('button', { name: 'Save state' }));

    expect(await screen.findByText('Website state set to Maintenance.')).toBeTruthy();
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/admin/website-state');
    expect(put?.body).toEqual({ state: 'MAINTENANCE', description: 'Back at noon.' });
    await waitFor(() => expect(within(current).getByText('Back at noon.')).toBeTruthy());
    // The admin keeps the page, with the maintenance banner above it.
    expect((await screen.findByTestId('website-state-banner')).textContent).toContain(
      'Back at noon.',
    );
  });

  test('a refused change is reported with the server message', async () => {
    api.on('PUT /api/admin/website-state', {
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' } },
    });
    const user = userEvent.setup();
    renderApp('/admin/website-state');
    await user.selectOptions(await screen.findByRole('combobox', { name: /State/ }), 'NO_LOGIN');
    await user.click(screen.getByRole('button', { name: 'Save state' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
  });
});

describe('/admin/settings', () => {
  test('loads the analytics configuration and saves it', async () => {
    let config = { measurementId: '', isEnabled: false };
    api.on('GET /api/analytics/config', () => ({ body: config }));
    api.on('PUT /api/admin/settings/analytics', (request) => {
      config = request.body as typeof config;
      return { body: config };
    });
    const user = userEvent.setup();
    renderApp('/admin/settings');

    const idField = await screen.findByRole('textbox', { name: /GA4 measurement id/ });
    await user.click(screen.getByRole('checkbox', { name: /Track visits/ }));
    expect(await screen.findByText('A measurement id is needed to enable analytics.')).toBeTruthy();
    await user.type(idField, 'G-AFRI2026');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Analytics settings saved.')).toBeTruthy();
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/admin/settings/analytics');
    expect(put?.body).toEqual({ measurementId: 'G-AFRI2026', isEnabled: true });
  });

  test('a malformed id is refused before anything is sent', async () => {
    const user = userEvent.setup();
    renderApp('/admin/settings');
    await user.type(await screen.findByRole('textbox', { name: /GA4 measurement id/ }), 'UA-1234');
    expect(await screen.findByText('A GA4 measurement id looks like G-XXXXXXXXXX.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  test('the contact details form checks the phone as you type and saves the parsed details', async () => {
    let contact: ContactDetails | null = null;
    api.on('GET /api/content/contact', () =>
      contact
        ? { body: contact }
        : {
            status: 404,
            body: {
              error: { code: 'NOT_FOUND', message: 'Contact details have not been set yet.' },
            },
          },
    );
    api.on('PUT /api/admin/settings/contact', (request) => {
      const { whatsapp: _w, openingHours: _o, ...rest } = request.body as ContactDetails;
      contact = rest;
      return { body: contact };
    });
    const user = userEvent.setup();
    renderApp('/admin/settings');

    const form = await screen.findByRole('form', { name: 'Contact details' });
    expect(screen.getByText(/Not set yet/)).toBeTruthy();
    const field = (name: RegExp) => within(form).getByRole('textbox', { name });
    await user.type(field(/^Company name/), 'AfriNest Ltd');
    await user.type(field(/^Address line 1/), ' Plot 14 Kololo Hill Drive ');
    await user.type(field(/^City/), 'Kampala');
    expect((field(/^Country/) as HTMLInputElement).value).toBe('Uganda');
    await user.type(field(/^Phone/), '0772');
    expect(await within(form).findByText(PHONE_MESSAGE)).toBeTruthy();
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '+256 772 123 456');
    await waitFor(() => expect(within(form).queryByText(PHONE_MESSAGE)).toBeNull());
    await user.type(field(/^Email/), 'hello@afrinest.test');
    await user.type(within(form).getByRole('spinbutton', { name: /^Latitude/ }), '0.3326');
    await user.type(within(form).getByRole('spinbutton', { name: /^Longitude/ }), '32.595');
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }));

    expect(await screen.findByText('Contact details saved.')).toBeTruthy();
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/admin/settings/contact');
    expect(put?.body).toEqual({
      companyName: 'AfriNest Ltd',
      addressLines: ['Plot 14 Kololo Hill Drive'],
      city: 'Kampala',
      country: 'Uganda',
      phone: '+256772123456',
      whatsapp: '',
      email: 'hello@afrinest.test',
      openingHours: '',
      latitude: 0.3326,
      longitude: 32.595,
    });
    // The form starts again from what the server now holds.
    await waitFor(() => expect(screen.queryByText(/Not set yet/)).toBeNull());
    const fresh = screen.getByRole('form', { name: 'Contact details' });
    expect(fresh).not.toBe(form);
    const phone = within(fresh).getByRole('textbox', { name: /^Phone/ }) as HTMLInputElement;
    expect(phone.value).toBe('+256772123456');
  });

  test('the contact details form starts from the saved details, and nothing invalid is sent', async () => {
    api.on('GET /api/content/contact', {
      body: {
        companyName: 'AfriNest Ltd',
        addressLines: ['Plot 14 Kololo Hill Drive'],
        city: 'Kampala',
        country: 'Uganda',
        phone: '+256414123456',
        whatsapp: '+256772123456',
        email: 'hello@afrinest.test',
        latitude: 0.3326,
        longitude: 32.595,
      } satisfies ContactDetails,
    });
    const user = userEvent.setup();
    renderApp('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Contact details' });
    const whatsapp = within(form).getByRole('textbox', { name: /^WhatsApp/ }) as HTMLInputElement;
    expect(whatsapp.value).toBe('+256772123456');
    expect(
      (within(form).getByRole('spinbutton', { name: /^Longitude/ }) as HTMLInputElement).value,
    ).toBe('32.595');
    await user.clear(whatsapp);
    await user.type(whatsapp, '0772');
    expect(await within(form).findByText(PHONE_MESSAGE)).toBeTruthy();
    await user.clear(within(form).getByRole('textbox', { name: /^Address line 1/ }));
    expect(
      await within(form).findByText('Enter at least the first line of the address.'),
    ).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});
