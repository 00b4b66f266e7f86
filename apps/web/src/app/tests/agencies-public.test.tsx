import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicAgency, PublicAgent } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults } from '@/app/testing/fixtures';
import { answerGeo, kololoPlace } from '@/components/location-picker/testing/geo-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const AGENCY = '11111111-1111-4111-8111-111111111111';
const AGENT = '22222222-2222-4222-8222-222222222222';
const waAgency = `https://wa.me/256772555100?text=${encodeURIComponent(
  'Hello Kampala Prime Properties, I saw your page on AfriNest and would like to know more: http://web.test/agencies/' +
    AGENCY,
)}`;
const waAgent = `https://wa.me/256772000001?text=${encodeURIComponent('Hello David')}`;

const agent: PublicAgent = {
  id: AGENT,
  name: 'David Mugisha',
  role: 'AGENT',
  agencyId: AGENCY,
  agencyName: 'Kampala Prime Properties',
  photoUrl: null,
  bio: 'Ten years selling homes in Kololo and Naguru.',
  languages: ['English', 'Luganda'],
  areasServed: [kololoPlace],
  phone: '+256772000001',
  whatsapp: '+256772000001',
  whatsappUrl: waAgent,
  phoneUrl: 'tel:+256772000001',
};
const agency: PublicAgency = {
  id: AGENCY,
  name: 'Kampala Prime Properties',
  slug: 'kampala-prime-properties',
  logoUrl: null,
  description: 'Homes, apartments and commercial space across Kampala.',
  phone: '+256414555100',
  email: 'hello@kampalaprime.test',
  addressLine: 'Plot 7 Acacia Avenue',
  place: kololoPlace,
  verified: true,
  whatsappUrl: waAgency,
  phoneUrl: 'tel:+256414555100',
  agents: [agent],
};

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  answerGeo(api);
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

const notFound = (message: string) => ({
  status: 404,
  body: { error: { code: 'NOT_FOUND', message } },
});
const contacts = () =>
  api.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/contact'));

describe('/agencies/{id}', () => {
  test('shows the profile, verified badge, address, agents and contact links the API built', async () => {
    api.on(`GET /api/broker/agencies/${AGENCY}`, { body: agency });
    api.on(`POST /api/broker/agencies/${AGENCY}/contact`, {
      body: { url: waAgency, agentId: AGENT },
    });
    api.on(`POST /api/brokers/${AGENT}/contact`, {
      body: { url: 'tel:+256772000001', agentId: AGENT },
    });
    renderApp(`/agencies/${AGENCY}`);

    const h1 = await screen.findByRole('heading', { level: 1, name: /Kampala Prime Properties/ });
    expect(within(h1).getByText('Verified agency')).toBeTruthy();
    expect(screen.getByText(/Plot 7 Acacia Avenue, Kololo, Kampala Central/)).toBeTruthy();
    expect(screen.getByText('Homes, apartments and commercial space across Kampala.')).toBeTruthy();
    const header = h1.closest('header')!;
    const wa = within(header).getByRole('link', { name: /^WhatsApp Kampala Prime Properties/ });
    expect(wa.getAttribute('href')).toBe(waAgency);
    expect(wa.getAttribute('target')).toBe('_blank');
    expect(
      within(header)
        .getByRole('link', { name: /^Call \+256414555100/ })
        .getAttribute('href'),
    ).toBe('tel:+256414555100');
    // The listings section (agencies-listings.test.tsx covers its cards and paging).
    expect(screen.getByRole('heading', { name: /listings/i })).toBeTruthy();

    const agents = screen.getByRole('heading', { level: 2, name: 'Agents' }).parentElement!;
    expect(within(agents).getByRole('link', { name: 'David Mugisha' }).getAttribute('href')).toBe(
      `/brokers/${AGENT}`,
    );
    expect(within(agents).getByText(/Kololo/)).toBeTruthy();
    expect(within(agents).getByText(/English, Luganda/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Kampala Prime Properties | AfriNest'));

    // A click records the lead (channel, which agency or agent) while the link opens.
    wa.addEventListener('click', (e) => e.preventDefault()); // happy-dom would try to navigate
    await userEvent.click(wa);
    const call = within(agents).getByRole('link', { name: /^Call .*David Mugisha/ });
    call.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(call);
    await waitFor(() => expect(contacts()).toHaveLength(2));
    expect(contacts()[0]).toMatchObject({
      path: `/api/broker/agencies/${AGENCY}/contact`,
      body: { channel: 'WHATSAPP' },
    });
    expect(contacts()[1]).toMatchObject({
      path: `/api/brokers/${AGENT}/contact`,
      body: { channel: 'PHONE' },
    });
  });

  test('a suspended (or missing) agency is a clear not-found, with no contact links', async () => {
    api.on(`GET /api/broker/agencies/${AGENCY}`, notFound('Agency not found.'));
    renderApp(`/agencies/${AGENCY}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agency not found.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Find an agent' }).getAttribute('href')).toBe(
      '/agents',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('leaves out the buttons the agency has no number for', async () => {
    api.on(`GET /api/broker/agencies/${AGENCY}`, {
      body: { ...agency, whatsappUrl: null, verified: false, agents: [] },
    });
    renderApp(`/agencies/${AGENCY}`);
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Kampala Prime Properties' });
    expect(within(h1.closest('header')!).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.queryByText('Verified agency')).toBeNull();
    expect(screen.getByText('This agency has no agents listed yet.')).toBeTruthy();
  });
});

describe('/brokers/{id}', () => {
  test('shows the agent with agency, areas, languages and contact links', async () => {
    api.on(`GET /api/brokers/${AGENT}`, { body: agent });
    renderApp(`/brokers/${AGENT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'David Mugisha' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Kampala Prime Properties' }).getAttribute('href'),
    ).toBe(`/agencies/${AGENCY}`);
    expect(screen.getByText(kololoPlace.label)).toBeTruthy();
    expect(screen.getByText('English, Luganda')).toBeTruthy();
    expect(screen.getByText('Ten years selling homes in Kololo and Naguru.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^WhatsApp David Mugisha/ }).getAttribute('href')).toBe(
      waAgent,
    );
  });

  test('an agent out of public view is not found', async () => {
    api.on(`GET /api/brokers/${AGENT}`, notFound('Agent not found.'));
    renderApp(`/brokers/${AGENT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent not found.' })).toBeTruthy();
  });
});

describe('/agents', () => {
  test('is in the main navigation, searches by name and area on the server, and pages', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...agent,
      id: `22222222-2222-4222-8222-${String(i).padStart(12, '0')}`,
      name: `Agent ${i + 1}`,
    }));
    api.on('GET /api/brokers', (r) => {
      const page = Number(r.query.get('page') ?? 1);
      if (r.query.get('q') === 'nobody')
        return { body: { data: [], total: 0, page: 1, pageSize: 20 } };
      if (r.query.get('areaId'))
        return { body: { data: [agent], total: 1, page: 1, pageSize: 20 } };
      return {
        body: { data: page === 1 ? many : [agent], total: 21, page, pageSize: 20 },
      };
    });
    const user = userEvent.setup();
    renderApp('/agents');
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Agents' }).getAttribute('href')).toBe('/agents');

    expect(await screen.findByText('21 agents')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/brokers' && r.query.get('page') === '2')).toBe(
      true,
    );

    await user.type(screen.getByRole('searchbox', { name: 'Agent name' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No agent matches this search.')).toBeTruthy();
    // A new search starts at page 1.
    const last = api.requests.filter((r) => r.path === '/api/brokers').at(-1)!;
    expect(last.query.get('q')).toBe('nobody');
    expect(last.query.get('page')).toBe('1');

    await user.clear(screen.getByRole('searchbox', { name: 'Agent name' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('combobox', { name: 'Area served' }), 'kolol');
    await user.click(await screen.findByRole('option', { name: /Kololo/ }));
    expect(await screen.findByText('1 agent')).toBeTruthy();
    expect(screen.getByText(kololoPlace.label, { selector: 'strong' })).toBeTruthy();
    const byArea = api.requests.filter((r) => r.path === '/api/brokers').at(-1)!;
    expect(byArea.query.get('areaId')).toBe(kololoPlace.id);
    expect(byArea.query.get('q')).toBeNull();
  });

  const answerByArea = () =>
    api.on('GET /api/brokers', (r) =>
      r.query.get('areaId') === kololoPlace.id
        ? { body: { data: [agent], total: 1, page: 1, pageSize: 20 } }
        : {
            body: {
              data: [agent, { ...agent, id: AGENCY, name: 'Far Away' }],
              total: 2,
              page: 1,
              pageSize: 20,
            },
          },
    );
  const lastAreaId = () =>
    api.requests
      .filter((r) => r.path === '/api/brokers')
      .at(-1)
      ?.query.get('areaId');

  test('a typed area filters on Enter without picking a suggestion: the first match is taken', async () => {
    answerByArea();
    const user = userEvent.setup();
    renderApp('/agents');
    expect(await screen.findByText('2 agents')).toBeTruthy();
    const area = screen.getByRole('combobox', { name: 'Area served' });
    await user.type(area, 'kolol');
    await screen.findByRole('option', { name: /Kololo/ });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('1 agent')).toBeTruthy();
    expect(lastAreaId()).toBe(kololoPlace.id);
    expect(screen.getByText(kololoPlace.label, { selector: 'strong' })).toBeTruthy();
  });

  test('a typed area filters with the Search button too', async () => {
    answerByArea();
    const user = userEvent.setup();
    renderApp('/agents');
    expect(await screen.findByText('2 agents')).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Area served' }), 'kolol');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 agent')).toBeTruthy();
    expect(lastAreaId()).toBe(kololoPlace.id);
  });
});
