import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_ENQUIRY_TEMPLATE,
  DEFAULT_PREFERENCES,
  PHONE_MESSAGE,
  type Agent,
} from '@afrinest/contract';
import { PHONE_HINT } from '@/components/form';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { answerGeo } from '@/components/location-picker/testing/geo-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const AGENCY = '11111111-1111-4111-8111-111111111111';
const LOCAL = '0772 123 456';
const STORED = '+256772123456';

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

/** The field says how to type a number, takes the local format, and refuses a short one. */
async function checkPhoneBox(form: HTMLElement, name: RegExp) {
  const user = userEvent.setup();
  const box = within(form).getByRole('textbox', { name });
  expect(box.getAttribute('type')).toBe('tel');
  expect(box.getAttribute('aria-describedby')).toBeTruthy();
  const hint = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!);
  expect(hint?.textContent).toContain(PHONE_HINT);
  await user.clear(box);
  await user.type(box, '0772');
  expect(await within(form).findByText(PHONE_MESSAGE)).toBeTruthy();
  await user.clear(box);
  await user.type(box, LOCAL);
  await waitFor(() => expect(within(form).queryByText(PHONE_MESSAGE)).toBeNull());
}

describe('one phone field, one rule: "0772 123 456" is a Ugandan number everywhere', () => {
  test('the profile', async () => {
    const me = profileFor('USER', 'Sarah Achieng');
    signInAs(api, me);
    api.on('GET /api/geo/countries', { body: { data: [] } });
    api.on('PUT /api/users/profile', (r) => ({ body: { ...me, ...(r.body as object) } }));
    renderApp('/profile/edit');
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await checkPhoneBox(form, /^Phone/);
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ phone: STORED }),
    );
  });

  test("an agent's phone and WhatsApp", async () => {
    signInAs(api, { ...profileFor('AGENT'), agencyId: AGENCY });
    const me: Agent = {
      id: 'user-agent',
      name: 'Amina Nakato',
      email: 'agent@example.ug',
      role: 'AGENT',
      agencyId: AGENCY,
      agencyName: 'Kampala Prime Properties',
      photoUrl: null,
      bio: '',
      languages: [],
      areasServed: [],
      phone: null,
      whatsapp: null,
      active: true,
    };
    api.on('GET /api/agent/profile', { body: me });
    api.on('PUT /api/agent/profile', (r) => ({ body: { ...me, ...(r.body as object) } }));
    renderApp('/agent/profile');
    const form = await screen.findByRole('form', { name: 'Agent profile' });
    await checkPhoneBox(form, /^Phone/);
    await checkPhoneBox(form, /^WhatsApp/);
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        phone: STORED,
        whatsapp: STORED,
      }),
    );
  });

  test("the agency's WhatsApp numbers (SUPER_AGENT)", async () => {
    signInAs(api, { ...profileFor('SUPER_AGENT'), agencyId: AGENCY });
    api.on('GET /api/agent/whatsapp', {
      body: {
        whatsappNumbers: [],
        enquiryTemplate: DEFAULT_ENQUIRY_TEMPLATE,
        leadRouting: 'LISTING_AGENT',
      },
    });
    renderApp('/agent/whatsapp');
    const form = await screen.findByRole('form', { name: 'WhatsApp settings' });
    const user = userEvent.setup();
    const number = within(form).getByRole('textbox', { name: 'Add a number' });
    await user.type(number, '0772{Enter}');
    expect(within(form).getByText(PHONE_MESSAGE)).toBeTruthy();
    await user.clear(number);
    await user.type(number, `${LOCAL}{Enter}`);
    expect(within(form).getByRole('button', { name: `Remove ${STORED}` })).toBeTruthy();
  });

  test("an admin's agency form", async () => {
    signInAs(api, profileFor('AFRI_ADMIN'));
    renderApp('/admin/broker-agencies/new');
    const form = await screen.findByRole('form', { name: 'Add an agency' });
    await checkPhoneBox(form, /^Phone/);
    await userEvent.click(within(form).getByRole('button', { name: 'Add a WhatsApp number' }));
    await checkPhoneBox(form, /^WhatsApp number 1/);
  });

  test("the company's contact details", async () => {
    signInAs(api, profileFor('AFRI_ADMIN'));
    api.on('GET /api/content/contact', {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Contact details have not been set yet.' } },
    });
    renderApp('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Contact details' });
    await checkPhoneBox(form, /^Phone/);
    await checkPhoneBox(form, /^WhatsApp/);
  });
});
