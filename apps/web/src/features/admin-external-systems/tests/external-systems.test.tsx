import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExternalSystemMessages } from '@afrinest/contract';
import { startFeatureTestApi } from '@/lib/testing/feature-test-api';
import { agencyOf, pageOf, systemOf } from '../testing/system-fixtures';

const api = await startFeatureTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderExternalSystems, settleExternalSystems } =
  await import('../testing/render-external-systems');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
});
afterEach(settleExternalSystems);
afterAll(() => api.close());

const listed = () =>
  api.requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/external-systems');
const KEY = 'afk_AbCdEfGh1234567890abcdefghijklmnopqrst';
const homes = agencyOf(1, 'Kampala Homes');

describe('/admin/external-systems', () => {
  test('lists systems with owner, scopes, agency, key hint, status, last use and expiry', async () => {
    api.on('GET /api/admin/external-systems', {
      body: pageOf(
        [
          systemOf(1, {
            name: 'Homes CRM',
            scopes: ['listings:write', 'leads:read'],
            agencyId: homes.id,
            agency: { id: homes.id, name: homes.name },
            expiresAt: '2027-06-30T20:59:59.999Z',
          }),
          systemOf(2, { name: 'Old site', status: 'REVOKED' }),
        ],
        41,
      ),
    });
    const user = userEvent.setup();
    const { router } = renderExternalSystems('/admin/external-systems');

    const table = await screen.findByRole('table', { name: 'External systems' });
    const row = (await within(table).findByText('Homes CRM')).closest('tr')!;
    expect(within(row).getByText('owner1@partner.example')).toBeTruthy();
    expect(within(row).getByText('listings:write')).toBeTruthy();
    expect(within(row).getByText('leads:read')).toBeTruthy();
    expect(within(row).getByText('Kampala Homes')).toBeTruthy();
    expect(within(row).getByText('afk_AbCdEfGh…')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByText('30 Jun 2027')).toBeTruthy();
    const revoked = within(table).getByText('Old site').closest('tr')!;
    expect(within(revoked).getByText('Revoked')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listed().at(-1)!.query.get('page')).toBe('2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'EXPIRED');
    await waitFor(() => expect(listed().at(-1)!.query.get('status')).toBe('EXPIRED'));
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('status'), search.get('page')]).toEqual(['EXPIRED', null]);
    await user.type(screen.getByRole('searchbox', { name: 'Name or owner' }), 'homes{Enter}');
    await waitFor(() => expect(listed().at(-1)!.query.get('q')).toBe('homes'));
  });
});

describe('/admin/external-systems/new', () => {
  test('checks as typed, needs an agency for agency scopes, and shows the key once', async () => {
    let created: Record<string, unknown> | undefined;
    const system = systemOf(5, { name: 'Homes CRM' });
    api.on('GET /api/admin/broker/agencies', { body: pageOf([homes]) });
    api.on(`GET /api/admin/broker/agencies/${homes.id}`, { body: homes });
    api.on('POST /api/admin/external-systems', (r) => {
      created = r.body as Record<string, unknown>;
      return { status: 201, body: { system, apiKey: KEY } };
    });
    api.on(`GET /api/admin/external-systems/${system.id}`, { body: system });
    const user = userEvent.setup();
    const { router } = renderExternalSystems('/admin/external-systems/new');

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, 'H');
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    await user.type(name, 'omes CRM');
    await waitFor(() => expect(screen.queryByText('Enter a name.')).toBeNull());
    await user.type(screen.getByRole('textbox', { name: /^Owner’s name/ }), 'Grace Namu');
    const email = screen.getByRole('textbox', { name: /^Owner’s email/ });
    await user.type(email, 'grace@');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    await user.type(email, 'homes.example');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    const rate = screen.getByRole('spinbutton', { name: /^Calls per minute/ });
    expect((rate as HTMLInputElement).value).toBe('120');
    await user.clear(rate);
    expect(await screen.findByText('Enter a number.')).toBeTruthy();
    await user.type(rate, '60');
    await waitFor(() => expect(screen.queryByText('Enter a number.')).toBeNull());

    // An agency scope without an agency: the contract's rule stops the save.
    expect(
      screen.getByText(
        'Create, update and withdraw the agency’s listings by the partner’s own ids. For one agency.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /^listings:write/ }));
    await user.click(screen.getByRole('button', { name: 'Add the external system' }));
    expect(await screen.findByText(ExternalSystemMessages.AGENCY_REQUIRED)).toBeTruthy();
    expect(created).toBeUndefined();

    await user.type(screen.getByRole('searchbox', { name: 'Find an agency' }), 'Kampala');
    await user.click(await screen.findByRole('button', { name: 'Kampala Homes' }));
    await waitFor(() =>
      expect(screen.queryByText(ExternalSystemMessages.AGENCY_REQUIRED)).toBeNull(),
    );
    fireEvent.change(screen.getByLabelText(/^Expires after/), { target: { value: '2027-06-30' } });

    await user.click(screen.getByRole('button', { name: 'Add the external system' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the API key now' });
    expect(created).toEqual({
      name: 'Homes CRM',
      ownerName: 'Grace Namu',
      ownerEmail: 'grace@homes.example',
      ownerPhone: '',
      scopes: ['listings:write'],
      agencyId: homes.id,
      expiresAt: new Date('2027-06-30T23:59:59.999').toISOString(),
      rateLimitPerMinute: 60,
    });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'API key' }).value).toBe(
      KEY,
    );
    expect(within(dialog).getByText(/will not be shown again/)).toBeTruthy();
    const howTo = within(dialog).getByRole('region', { name: 'How to call the API' });
    expect(howTo.querySelector('pre')!.textContent).toContain(`X-API-Key: ${KEY}`);
    expect(
      within(howTo).getByRole('link', { name: 'API documentation' }).getAttribute('href'),
    ).toBe(`${api.url}/docs`);

    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/external-systems/${system.id}/edit`),
    );
    expect(await screen.findByRole('heading', { name: 'Edit Homes CRM' })).toBeTruthy();
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
  });
});

describe('/admin/external-systems/{id}/edit', () => {
  const system = systemOf(8, { name: 'Homes CRM' });
  const path = `/api/admin/external-systems/${system.id}`;

  test('rotates the key after asking and shows the new one once', async () => {
    api.on(`GET ${path}`, { body: system });
    api.on(`POST ${path}/rotate-key`, { body: { system, apiKey: KEY } });
    const user = userEvent.setup();
    renderExternalSystems(`/admin/external-systems/${system.id}/edit`);

    await user.click(await screen.findByRole('button', { name: 'Rotate key' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Make a new key for Homes CRM?' });
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the API key now' });
    expect(within(dialog).getByText(ExternalSystemMessages.KEY_ROTATED)).toBeTruthy();
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'API key' }).value).toBe(
      KEY,
    );
    expect(api.requests.filter((r) => r.path === `${path}/rotate-key`)).toHaveLength(1);
  });

  test('revokes after asking and says so', async () => {
    let revoked = false;
    api.on(`GET ${path}`, () => ({
      body: revoked
        ? { ...system, status: 'REVOKED', revokedAt: '2027-01-05T08:00:00.000Z' }
        : system,
    }));
    api.on(`POST ${path}/revoke`, () => {
      revoked = true;
      return { body: { ...system, status: 'REVOKED' } };
    });
    const user = userEvent.setup();
    renderExternalSystems(`/admin/external-systems/${system.id}/edit`);

    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke the key of Homes CRM?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke the key' }));
    expect(await screen.findByText(ExternalSystemMessages.REVOKED)).toBeTruthy();
    expect(api.requests.filter((r) => r.path === `${path}/revoke`)).toHaveLength(1);
    // Read again: the page shows the revoked key, with nothing left to revoke.
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });
});
