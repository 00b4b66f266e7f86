import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CommerceMessages,
  DEFAULT_ENQUIRY_TEMPLATE,
  PHONE_MESSAGE,
  type Agent,
  type Invitation,
  type Role,
} from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { answerGeo, kololoPlace } from '@/components/location-picker/testing/geo-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const AGENCY = '11111111-1111-4111-8111-111111111111';
const agentOf = (role: Role, over: Partial<Agent> = {}): Agent => ({
  id: `user-${role.toLowerCase()}`,
  name: 'Amina Nakato',
  email: `${role.toLowerCase()}@example.ug`,
  role: role === 'SUPER_AGENT' ? 'SUPER_AGENT' : 'AGENT',
  agencyId: AGENCY,
  agencyName: 'Kampala Prime Properties',
  photoUrl: null,
  bio: '',
  languages: ['English'],
  areasServed: [],
  phone: null,
  whatsapp: null,
  active: true,
  ...over,
});

function signInAgent(role: 'AGENT' | 'SUPER_AGENT', over: Partial<Agent> = {}) {
  signInAs(api, { ...profileFor(role), agencyId: AGENCY });
  const me = agentOf(role, over);
  api.on('GET /api/agent/profile', { body: me });
  return me;
}

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

describe('/agent/profile', () => {
  test('checks as the agent types, then saves languages, an area and E.164 numbers', async () => {
    const me = signInAgent('AGENT');
    api.on('PUT /api/agent/profile', (r) => ({
      body: { ...me, ...(r.body as object), areasServed: [kololoPlace] },
    }));
    const user = userEvent.setup();
    renderApp('/agent/profile');

    const form = await screen.findByRole('form', { name: 'Agent profile' });
    const save = within(form).getByRole('button', { name: 'Save profile' });
    expect(save.hasAttribute('disabled')).toBe(true); // nothing changed yet
    // An AGENT sees no team or WhatsApp sections.
    const tabs = screen.getByRole('navigation', { name: 'Agent area' });
    expect(within(tabs).queryByRole('link', { name: 'Team' })).toBeNull();

    const phone = within(form).getByRole('textbox', { name: /^Phone/ });
    await user.type(phone, '0772');
    expect(await within(form).findByText(PHONE_MESSAGE)).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '+256 772 123-456');
    await waitFor(() => expect(within(form).queryByText(PHONE_MESSAGE)).toBeNull());

    await user.type(within(form).getByRole('textbox', { name: /About you/ }), 'Homes in Kololo.');
    await user.type(
      within(form).getByRole('textbox', { name: 'Add a language' }),
      'Luganda{Enter}',
    );
    expect(within(form).getByRole('button', { name: 'Remove Luganda' })).toBeTruthy();
    await user.type(within(form).getByRole('combobox', { name: 'Add an area' }), 'kolol');
    await user.click(await screen.findByRole('option', { name: /Kololo/ }));
    expect(
      within(within(form).getByRole('list', { name: 'Areas you serve' })).getByText(
        kololoPlace.label,
      ),
    ).toBeTruthy();
    expect(
      (within(form).getByRole('combobox', { name: 'Add an area' }) as HTMLInputElement).value,
    ).toBe('');

    await user.click(save);
    await screen.findByText('Profile saved.');
    const put = api.requests.find((r) => r.method === 'PUT' && r.path === '/api/agent/profile')!;
    expect(put.body).toEqual({
      photoUrl: null,
      bio: 'Homes in Kololo.',
      languages: ['English', 'Luganda'],
      areasServed: [kololoPlace.id],
      phone: '+256772123456',
      whatsapp: null,
    });
  });

  test('shows the server’s refusal and keeps what was typed', async () => {
    signInAgent('AGENT');
    api.on('PUT /api/agent/profile', {
      status: 403,
      body: {
        error: {
          code: 'AGENT_DEACTIVATED',
          message: 'Your agent account has been deactivated by your agency.',
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/agent/profile');
    const form = await screen.findByRole('form', { name: 'Agent profile' });
    const bio = within(form).getByRole('textbox', { name: /About you/ });
    await user.type(bio, 'Plots in Wakiso.');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(
      await within(form).findByText('Your agent account has been deactivated by your agency.'),
    ).toBeTruthy();
    expect((bio as HTMLTextAreaElement).value).toBe('Plots in Wakiso.');
  });

  test('is not found for a plain signed-in user', async () => {
    signInAs(api, profileFor('USER'));
    renderApp('/agent/profile');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/agent/profile')).toBe(false);
  });
});

describe('/agent/agents (SUPER_AGENT)', () => {
  const invitation: Invitation = {
    id: '33333333-3333-4333-8333-333333333333',
    agencyId: AGENCY,
    email: 'sarah@example.ug',
    name: 'Sarah Achieng',
    role: 'AGENT',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-11-27T10:00:00.000Z',
    acceptedAt: null,
  };

  test('invites, revokes an invitation and deactivates an agent', async () => {
    const me = signInAgent('SUPER_AGENT');
    let open: Invitation[] = [];
    const colleague = agentOf('AGENT', {
      id: 'agent-2',
      name: 'David Mugisha',
      email: 'david@example.ug',
    });
    let team = [me, colleague];
    api.on('GET /api/agent/agents', () => ({
      body: { data: team, total: team.length, page: 1, pageSize: 20 },
    }));
    api.on('GET /api/agent/invitations', () => ({ body: { data: open } }));
    api.on('POST /api/agent/agents/invitations', (r) => {
      open = [{ ...invitation, ...(r.body as object) }];
      return { status: 201, body: open[0] };
    });
    api.on(`DELETE /api/agent/invitations/${invitation.id}`, () => {
      open = [];
      return { status: 204 };
    });
    // David holds no listings: deactivating him asks nothing more.
    api.on('GET /api/agent/properties', { body: { data: [], total: 0, page: 1, pageSize: 1 } });
    api.on('POST /api/agent/agents/agent-2/deactivate', () => {
      team = [me, { ...colleague, active: false }];
      return { body: team[1] };
    });
    const user = userEvent.setup();
    renderApp('/agent/agents');

    const tabs = await screen.findByRole('navigation', { name: 'Agent area' });
    expect(await within(tabs).findByRole('link', { name: 'WhatsApp' })).toBeTruthy();
    expect(await screen.findByText('No invitations are waiting.')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Invite an agent' });
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    expect(await within(form).findByText(/valid email/i)).toBeTruthy();
    await user.clear(within(form).getByRole('textbox', { name: /Email/ }));
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'sarah@example.ug');
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Sarah Achieng');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Invitation sent to sarah@example.ug.');
    expect(api.requests.find((r) => r.path === '/api/agent/agents/invitations')?.body).toEqual({
      email: 'sarah@example.ug',
      name: 'Sarah Achieng',
    });
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    await user.click(
      within(pending).getByRole('button', { name: 'Revoke the invitation to sarah@example.ug' }),
    );
    expect(await screen.findByText('No invitations are waiting.')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Agents of your agency' });
    // The super agent cannot deactivate themselves: no button on their own row.
    expect(within(table).queryByRole('button', { name: 'Deactivate Amina Nakato' })).toBeNull();
    // Deactivating asks first: Cancel changes nothing, the dialog's Deactivate does it.
    const deactivateDavid = () =>
      user.click(within(table).getByRole('button', { name: 'Deactivate David Mugisha' }));
    const sent = () => api.requests.some((r) => r.path === '/api/agent/agents/agent-2/deactivate');
    await deactivateDavid();
    let confirm = await screen.findByRole('alertdialog', { name: 'Deactivate David Mugisha?' });
    expect(within(confirm).getByText(/hidden from visitors/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await deactivateDavid();
    confirm = await screen.findByRole('alertdialog', { name: 'Deactivate David Mugisha?' });
    expect(sent()).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await within(table).findByText('Deactivated')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(table).getByRole('button', { name: 'Reactivate David Mugisha' })).toBeTruthy();
  });

  test('is not found for an AGENT', async () => {
    signInAgent('AGENT');
    renderApp('/agent/agents');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/agent/agents')).toBe(false);
  });
});

describe('/agent/whatsapp (SUPER_AGENT)', () => {
  test('needs {link} in the template, takes E.164 numbers, and saves the routing', async () => {
    signInAgent('SUPER_AGENT');
    api.on('GET /api/agent/whatsapp', {
      body: {
        whatsappNumbers: [],
        enquiryTemplate: DEFAULT_ENQUIRY_TEMPLATE,
        leadRouting: 'LISTING_AGENT',
      },
    });
    api.on('PUT /api/agent/whatsapp', (r) => ({ body: r.body }));
    const user = userEvent.setup();
    renderApp('/agent/whatsapp');

    const form = await screen.findByRole('form', { name: 'WhatsApp settings' });
    const template = within(form).getByRole('textbox', { name: /Enquiry message/ });
    await user.clear(template);
    await user.type(template, 'Hello {{agent}, about {{listing}');
    expect(
      await within(form).findByText('Keep {link} so the agent knows which page was seen.'),
    ).toBeTruthy();
    await user.type(template, ': {{link}');
    await waitFor(() =>
      expect(
        within(form).queryByText('Keep {link} so the agent knows which page was seen.'),
      ).toBeNull(),
    );
    expect(screen.getByTestId('enquiry-preview').textContent).toContain(
      'Hello Sarah, about 3-bedroom house in Kololo: https://',
    );

    const number = within(form).getByRole('textbox', { name: 'Add a number' });
    await user.type(number, '0772{Enter}');
    expect(within(form).getByText(PHONE_MESSAGE)).toBeTruthy();
    await user.clear(number);
    await user.type(number, '+256 772 555 100{Enter}');
    expect(within(form).getByRole('button', { name: 'Remove +256772555100' })).toBeTruthy();

    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Who gets an enquiry/ }),
      'BY_AREA',
    );
    await user.click(within(form).getByRole('button', { name: 'Save WhatsApp settings' }));
    await screen.findByText('WhatsApp settings saved.');
    expect(
      api.requests.find((r) => r.method === 'PUT' && r.path === '/api/agent/whatsapp')?.body,
    ).toEqual({
      whatsappNumbers: ['+256772555100'],
      enquiryTemplate: 'Hello {agent}, about {listing}: {link}',
      leadRouting: 'BY_AREA',
    });
  });

  test('without the WhatsApp routing item (402) it says so and links to the products, no form', async () => {
    signInAgent('SUPER_AGENT');
    api.on('GET /api/agent/whatsapp', {
      status: 402,
      body: {
        error: {
          code: 'FEATURE_NOT_INCLUDED',
          message: CommerceMessages.WHATSAPP_NOT_INCLUDED,
        },
      },
    });
    renderApp('/agent/whatsapp');

    const message = await screen.findByText(CommerceMessages.WHATSAPP_NOT_INCLUDED);
    const notice = message.closest('[role="status"]') as HTMLElement;
    expect(
      within(notice).getByRole('link', { name: 'See your products' }).getAttribute('href'),
    ).toBe('/agent/products');
    expect(screen.queryByRole('form', { name: 'WhatsApp settings' })).toBeNull();
    // A 402 is an answer, not a failure: nothing to retry.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(api.requests.filter((r) => r.path === '/api/agent/whatsapp')).toHaveLength(1);
  });
});
