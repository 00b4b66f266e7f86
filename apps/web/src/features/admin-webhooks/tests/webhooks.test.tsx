import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebhookMessages } from '@afrinest/contract';
import { startFeatureTestApi } from '@/lib/testing/feature-test-api';
import { endpointOf, pageOf } from '../testing/webhook-fixtures';

const api = await startFeatureTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderWebhooks, settleWebhooks } = await import('../testing/render-webhooks');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
});
afterEach(settleWebhooks);
afterAll(() => api.close());

const listed = () =>
  api.requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/webhooks');
const SECRET = 'whsec_c2VjcmV0LXNob3duLW9uY2UtMTIzNDU2Nzg5MA==';

describe('/admin/webhooks', () => {
  test('lists endpoints with their events, agency, state, pending and last attempt', async () => {
    const failing = endpointOf(2, {
      url: 'https://old.example.com/in',
      active: false,
      disabledReason: 'FAILING',
      pending: 7,
      agencyId: '0b6f1c2d-3e4f-4a5b-8c6d-000000000001',
      agency: { id: '0b6f1c2d-3e4f-4a5b-8c6d-000000000001', name: 'Kampala Homes' },
      lastAttempt: { at: '2027-01-03T10:00:00.000Z', outcome: 'FAILED' },
    });
    api.on('GET /api/admin/webhooks', { body: pageOf([endpointOf(1), failing], 45) });
    renderWebhooks('/admin/webhooks');

    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    const row = (await within(table).findByText('https://crm1.example.com/hooks')).closest('tr')!;
    expect(within(row).getByText('CRM 1')).toBeTruthy();
    expect(within(row).getByText('2 events')).toBeTruthy();
    expect(within(row).getByText('All agencies')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('None yet')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: 'https://crm1.example.com/hooks' })
        .getAttribute('href'),
    ).toBe(`/admin/webhooks/${endpointOf(1).id}/edit`);
    const off = within(table).getByText('https://old.example.com/in').closest('tr')!;
    expect(within(off).getByText('Disabled: failing for 3 days')).toBeTruthy();
    expect(within(off).getByText('Kampala Homes')).toBeTruthy();
    expect(within(off).getByText('7')).toBeTruthy();
    expect(within(off).getByText('Failed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add endpoint' }).getAttribute('href')).toBe(
      '/admin/webhooks/new',
    );
  });

  test('paging and filters go to the server and stay in the address', async () => {
    api.on('GET /api/admin/webhooks', { body: pageOf([endpointOf(1)], 45) });
    const user = userEvent.setup();
    const { router } = renderWebhooks('/admin/webhooks');
    await screen.findByText('Page 1 of 3');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listed().at(-1)!.query.get('page')).toBe('2'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'false');
    await waitFor(() => expect(listed().at(-1)!.query.get('active')).toBe('false'));
    const search = new URLSearchParams(router.state.location.search);
    // A new filter starts at page 1.
    expect([search.get('active'), search.get('page')]).toEqual(['false', null]);
    await user.type(
      screen.getByRole('searchbox', { name: 'Address or description' }),
      'crm{Enter}',
    );
    await waitFor(() => expect(listed().at(-1)!.query.get('q')).toBe('crm'));
  });
});

describe('/admin/webhooks/new', () => {
  test('checks as typed, saves what the contract takes, and shows the secret once', async () => {
    let created: Record<string, unknown> | undefined;
    const endpoint = endpointOf(5, { url: 'https://hooks.partner.example/afrinest' });
    api.on('POST /api/admin/webhooks', (r) => {
      created = r.body as Record<string, unknown>;
      return { status: 201, body: { endpoint, secret: SECRET } };
    });
    api.on(`GET /api/admin/webhooks/${endpoint.id}`, { body: endpoint });
    const user = userEvent.setup();
    const { router } = renderWebhooks('/admin/webhooks/new');

    const url = await screen.findByRole('textbox', { name: /^URL/ });
    await user.clear(url);
    await user.type(url, 'hooks.partner');
    expect(await screen.findByText(WebhookMessages.URL_INVALID)).toBeTruthy();
    await user.clear(url);
    await user.type(url, 'https://hooks.partner.example/afrinest');
    await waitFor(() => expect(screen.queryByText(WebhookMessages.URL_INVALID)).toBeNull());
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Partner CRM');

    // No event chosen: the contract's own message stops the save.
    await user.click(screen.getByRole('button', { name: 'Add the endpoint' }));
    expect(await screen.findByText(WebhookMessages.EVENTS_REQUIRED)).toBeTruthy();
    expect(created).toBeUndefined();
    // Each event says what it means.
    expect(
      screen.getByText('A visitor contacted an agent about a listing (WhatsApp, call, enquiry).'),
    ).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /^listing\.created/ }));
    await user.click(screen.getByRole('checkbox', { name: /^lead\.created/ }));
    await waitFor(() => expect(screen.queryByText(WebhookMessages.EVENTS_REQUIRED)).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Add the endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the signing secret now' });
    expect(created).toEqual({
      url: 'https://hooks.partner.example/afrinest',
      description: 'Partner CRM',
      events: ['listing.created', 'lead.created'],
      agencyId: null,
      active: true,
    });
    expect(
      within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Signing secret' }).value,
    ).toBe(SECRET);
    expect(within(dialog).getByText(/will not be shown again/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy the signing secret' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/webhooks/${endpoint.id}/edit`),
    );
    expect(await screen.findByRole('heading', { name: `Edit ${endpoint.url}` })).toBeTruthy();
    // Once: the edit page never shows it.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  test('an address the API refuses is said on the URL box', async () => {
    api.on('POST /api/admin/webhooks', {
      status: 400,
      body: {
        error: { code: 'WEBHOOK_URL_NOT_ALLOWED', message: WebhookMessages.URL_NOT_ALLOWED },
      },
    });
    const user = userEvent.setup();
    renderWebhooks('/admin/webhooks/new');
    const url = await screen.findByRole('textbox', { name: /^URL/ });
    await user.clear(url);
    await user.type(url, 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('checkbox', { name: /^user\.registered/ }));
    await user.click(screen.getByRole('button', { name: 'Add the endpoint' }));
    expect(await screen.findByText(WebhookMessages.URL_NOT_ALLOWED)).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('/admin/webhooks/{id}/edit', () => {
  const endpoint = endpointOf(7);
  const path = `/api/admin/webhooks/${endpoint.id}`;

  test('rotates the secret after asking, and shows the new one once', async () => {
    api.on(`GET ${path}`, { body: endpoint });
    api.on(`POST ${path}/rotate-secret`, {
      body: { endpoint: { ...endpoint, secretHint: 'NeW1' }, secret: SECRET },
    });
    const user = userEvent.setup();
    renderWebhooks(`/admin/webhooks/${endpoint.id}/edit`);

    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Rotate the signing secret?' });
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the signing secret now' });
    expect(within(dialog).getByText(WebhookMessages.SECRET_ROTATED)).toBeTruthy();
    expect(
      within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Signing secret' }).value,
    ).toBe(SECRET);
    expect(api.requests.filter((r) => r.path === `${path}/rotate-secret`)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  test('sends a test event and links to this endpoint’s deliveries', async () => {
    api.on(`GET ${path}`, { body: endpoint });
    api.on(`POST ${path}/test`, { body: { ok: true, message: WebhookMessages.TEST_SENT } });
    const user = userEvent.setup();
    renderWebhooks(`/admin/webhooks/${endpoint.id}/edit`);

    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText(WebhookMessages.TEST_SENT)).toBeTruthy();
    expect(api.requests.filter((r) => r.path === `${path}/test`)).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'This endpoint’s deliveries' }).getAttribute('href'),
    ).toBe(`/admin/webhook-logs?endpointId=${endpoint.id}`);
  });

  test('a refused test event is said in a toast', async () => {
    api.on(`GET ${path}`, { body: { ...endpoint, active: false, disabledReason: 'ADMIN' } });
    api.on(`POST ${path}/test`, {
      status: 409,
      body: {
        error: { code: 'WEBHOOK_ENDPOINT_DISABLED', message: WebhookMessages.ENDPOINT_DISABLED },
      },
    });
    const user = userEvent.setup();
    renderWebhooks(`/admin/webhooks/${endpoint.id}/edit`);
    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText(WebhookMessages.ENDPOINT_DISABLED)).toBeTruthy();
  });

  test('saves the edited endpoint, and deletes it after asking', async () => {
    let saved: Record<string, unknown> | undefined;
    api.on(`GET ${path}`, { body: endpoint });
    api.on(`PUT ${path}`, (r) => {
      saved = r.body as Record<string, unknown>;
      return { body: { ...endpoint, ...saved } };
    });
    api.on(`DELETE ${path}`, { status: 204 });
    api.on('GET /api/admin/webhooks', { body: pageOf([]) });
    const user = userEvent.setup();
    const { router } = renderWebhooks(`/admin/webhooks/${endpoint.id}/edit`);

    await user.click(await screen.findByRole('checkbox', { name: /^Active/ }));
    await user.click(screen.getByRole('button', { name: 'Save the endpoint' }));
    expect(await screen.findByText('The endpoint was saved.')).toBeTruthy();
    expect(saved).toMatchObject({ active: false, events: endpoint.events, agencyId: null });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: `Delete ${endpoint.url}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete the endpoint' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/webhooks'));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('The endpoint was deleted.')).toBeTruthy();
    expect(await screen.findByText('No endpoint matches these filters.')).toBeTruthy();
  });
});
