import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AgenciesMessages,
  DEFAULT_PREFERENCES,
  PHONE_MESSAGE,
  type Agency,
  type UserProfile,
} from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { agencyOf } from '@/app/testing/agency-fixtures';
import { answerGeo } from '@/components/location-picker/testing/geo-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
  localStorage.clear();
  answerDefaults(api);
  answerGeo(api);
  api.on('GET /preferences', { body: DEFAULT_PREFERENCES });
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

const noRequest = {
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: AgenciesMessages.REQUEST_NOT_FOUND } },
};
const request = (over: Partial<Agency> = {}) =>
  agencyOf(7, { name: 'Mbarara Homes', status: 'PENDING', origin: 'REQUEST', ...over });

describe('List your property', () => {
  test('a guest follows it to sign in and comes back to the form', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'List your property' }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    // The sign-in page also offers to register: both come back here.
    expect(screen.getAllByRole('link', { name: /Register|Create/ }).length).toBeGreaterThan(0);

    const me = profileFor('USER', 'Sarah Achieng');
    api.on('POST /api/auth/login', {
      body: { token: 'jwt-1', expiresAt: '2026-12-01T00:00:00.000Z', user: me },
    });
    api.on('GET /api/users/profile', { body: me });
    api.on('GET /api/broker/agencies/requests/mine', noRequest);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), me.email);
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('form', { name: 'Ask to list your agency' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/list-your-property');
  });

  test('the form checks as you type, sends the request and opens its status', async () => {
    signInAs(api, profileFor('USER', 'Sarah Achieng'));
    let mine: Agency | null = null;
    api.on('GET /api/broker/agencies/requests/mine', () => (mine ? { body: mine } : noRequest));
    api.on('POST /api/broker/agencies/requests', (r) => {
      mine = request(r.body as Partial<Agency>);
      return { status: 201, body: mine };
    });
    const user = userEvent.setup();
    const { router } = renderApp('/list-your-property');

    const form = await screen.findByRole('form', { name: 'Ask to list your agency' });
    const name = within(form).getByRole('textbox', { name: /^Agency name/ });
    await user.type(name, 'M');
    expect(await within(form).findByText('Enter the agency name.')).toBeTruthy();
    await user.type(name, 'barara Homes');
    await waitFor(() => expect(within(form).queryByText('Enter the agency name.')).toBeNull());
    const phone = within(form).getByRole('textbox', { name: /^Phone/ });
    await user.type(phone, '0772');
    expect(await within(form).findByText(PHONE_MESSAGE)).toBeTruthy();
    await user.type(phone, ' 123 456');
    await waitFor(() => expect(within(form).queryByText(PHONE_MESSAGE)).toBeNull());
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'hello@mbarara.test');
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));

    expect(await screen.findByRole('heading', { name: 'Your agency request' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/list-your-property/status');
    expect(screen.getByText('Mbarara Homes')).toBeTruthy();
    expect(screen.getByText('Pending review')).toBeTruthy();
    const sent = api.requests.find((r) => r.path === '/api/broker/agencies/requests')?.body;
    expect(sent).toMatchObject({
      name: 'Mbarara Homes',
      phone: '+256772123456',
      email: 'hello@mbarara.test',
    });
  });

  test('with a request already sent, the form opens its status instead', async () => {
    signInAs(api, profileFor('USER'));
    api.on('GET /api/broker/agencies/requests/mine', { body: request() });
    const { router } = renderApp('/list-your-property');
    expect(await screen.findByText('Pending review')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/list-your-property/status');
  });

  test.each([
    ['ACTIVE', 'Approved', /You run Mbarara Homes/],
    ['SUSPENDED', 'Rejected', /We could not reach you\./],
  ] as const)('the status page shows a %s request as %s', async (status, label, detail) => {
    const me: UserProfile = profileFor('USER');
    signInAs(api, me);
    api.on('GET /api/broker/agencies/requests/mine', {
      body: request({
        status,
        statusReason: status === 'SUSPENDED' ? 'We could not reach you.' : null,
      }),
    });
    renderApp('/list-your-property/status');
    expect(await screen.findByText(label)).toBeTruthy();
    expect(screen.getByText(detail)).toBeTruthy();
  });

  test('the status page with no request offers the form', async () => {
    signInAs(api, profileFor('USER'));
    api.on('GET /api/broker/agencies/requests/mine', noRequest);
    renderApp('/list-your-property/status');
    const link = await screen.findByRole('link', { name: 'Ask to list your agency' });
    expect(link.getAttribute('href')).toBe('/list-your-property');
  });

  test('an agent already in an agency is sent to add a listing', async () => {
    signInAs(api, { ...profileFor('AGENT'), agencyId: agencyOf(1).id });
    api.on('GET /api/agent/properties', { body: { data: [], total: 0, page: 1, pageSize: 20 } });
    const { router } = renderApp('/list-your-property');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/properties/new'));
  });
});
