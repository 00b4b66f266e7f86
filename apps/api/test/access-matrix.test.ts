import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgenciesMessages, API_SCOPES, type ApiScope, type Role } from '@afrinest/contract';
import type { RouteEntry } from '../src/platform/auth/access';
import { createTestApp, ROLES, signInAs, type TestContext } from './helper';
import { createAgency } from '../src/modules/agencies/agencies-test-helpers';
import { createListing, listingForm } from '../src/modules/listings/listings-test-helpers';
import {
  createSystem,
  keyHeaders,
} from '../src/modules/webhooks/external-systems/external-systems-test-helpers';

/**
 * Walks every registered route (from the app's own route table, so a route added tomorrow is
 * covered tomorrow) for anonymous callers and every role, and checks the answer against the
 * route's declared access rule.
 */
describe('access matrix', () => {
  let ctx: TestContext;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    // Six calls per route outgrow the default 600 requests a minute per address.
    ctx = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    for (const role of ROLES) tokens.set(role, (await signInAs(ctx, role)).token);
  });
  afterAll(() => ctx.close());

  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*/g, 'x');
  const call = (route: RouteEntry, role: Role | null) =>
    ctx.app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: role ? { authorization: `Bearer ${tokens.get(role)}` } : {},
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('has routes to walk', () => {
    expect(ctx.app.routeTable.length).toBeGreaterThan(8);
    expect(ctx.app.routeTable.map((r) => `${r.method} ${r.url}`)).toContain(
      'PUT /api/admin/website-state',
    );
  });

  it('answers every route as its access rule says, for every role', async () => {
    const failures: string[] = [];
    // Signing out ends the session of the bearer sent (issue 39): walked last, with every role.
    const signOut = (r: RouteEntry) => r.url === '/api/auth/logout';
    const routes = [
      ...ctx.app.routeTable.filter((r) => !signOut(r)),
      ...ctx.app.routeTable.filter(signOut),
    ];
    for (const route of routes) {
      if (route.access === 'public') {
        // A public route does not tell callers apart by role: everyone gets the same kind of answer.
        const anonymous = (await call(route, null)).statusCode;
        for (const role of ROLES) {
          const status = (await call(route, role)).statusCode;
          if (Math.floor(status / 100) !== Math.floor(anonymous / 100))
            failures.push(
              `${route.method} ${route.url} ${role}: ${status} vs anonymous ${anonymous}`,
            );
        }
        continue;
      }
      const anonymous = await call(route, null);
      if (anonymous.statusCode !== 401)
        failures.push(
          `${route.method} ${route.url} anonymous: ${anonymous.statusCode}, expected 401`,
        );
      for (const role of ROLES) {
        const allowed = route.access === 'user' || route.access.includes(role);
        const res = await call(route, role);
        if (allowed && (res.statusCode === 401 || res.statusCode === 403))
          failures.push(`${route.method} ${route.url} ${role}: ${res.statusCode}, expected access`);
        if (!allowed && (res.statusCode !== 403 || res.json().error.code !== 'FORBIDDEN'))
          failures.push(`${route.method} ${route.url} ${role}: ${res.statusCode}, expected 403`);
      }
    }
    expect(failures).toEqual([]);
  });

  /**
   * API keys (issue 45): one key per scope (the agency scopes' keys for an agency). A public
   * route answers a key as it answers anyone; a route declaring the key's scope lets it through;
   * every other route refuses it with 403 API_KEY_SCOPE, whatever roles it admits.
   */
  it('answers every route as its scope says, for a key of every scope', async () => {
    // A new session: the walk above signed every role out.
    const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const agencyId = (await createAgency(ctx, admin, { name: 'Keyed Agency' })).id;
    await signInAs(ctx, 'SUPER_AGENT', { email: 'keyed-boss@test.afrinest', agencyId });
    const keys = new Map<ApiScope, Record<string, string>>();
    for (const scope of API_SCOPES) {
      const agency = scope === 'listings:write' || scope === 'leads:read';
      const { apiKey } = await createSystem(ctx, admin, {
        name: `Matrix ${scope}`,
        scopes: [scope],
        agencyId: agency ? agencyId : null,
        rateLimitPerMinute: 6000,
      });
      keys.set(scope, keyHeaders(apiKey));
    }
    const failures: string[] = [];
    const walked = new Set<string>();
    const send = (route: RouteEntry, headers: Record<string, string>) =>
      ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
    // Signing out is public and ends nothing for a key; walked last all the same.
    const routes = [
      ...ctx.app.routeTable.filter((r) => r.url !== '/api/auth/logout'),
      ...ctx.app.routeTable.filter((r) => r.url === '/api/auth/logout'),
    ];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const anonymous = route.access === 'public' ? (await send(route, {})).statusCode : 0;
      for (const [scope, headers] of keys) {
        const res = await send(route, headers);
        if (route.access === 'public') {
          if (Math.floor(res.statusCode / 100) !== Math.floor(anonymous / 100))
            failures.push(`${name} ${scope}: ${res.statusCode} vs anonymous ${anonymous}`);
        } else if (route.apiScope === scope) {
          walked.add(name);
          if (res.statusCode === 401 || res.statusCode === 403)
            failures.push(`${name} ${scope}: ${res.statusCode}, expected access`);
        } else if (res.statusCode !== 403 || res.json().error.code !== 'API_KEY_SCOPE') {
          failures.push(`${name} ${scope}: ${res.statusCode}, expected 403 API_KEY_SCOPE`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The scoped routes the issue names were among those walked.
    expect([...walked]).toEqual(
      expect.arrayContaining([
        'GET /api/agent/leads',
        'GET /api/agent/leads/summary',
        'GET /api/admin/statistics',
        'GET /api/admin/statistics/:kind/timeseries',
        'PUT /api/external/properties/:externalId',
        'GET /api/external/properties/:externalId',
        'DELETE /api/external/properties/:externalId',
      ]),
    );
    const publicScoped = ctx.app.routeTable
      .filter((r) => r.apiScope === 'listings:read')
      .map((r) => `${r.method} ${r.url}`);
    expect(publicScoped).toEqual(
      expect.arrayContaining(['GET /api/properties', 'GET /properties/:id', 'GET /api/plots']),
    );
  });
});

/**
 * The other-agency case (issue 5): for every agency-scoped route (the agent area's routes that
 * name a record), a SUPER_AGENT of agency A gets 403 or 404 on each record of agency B, and
 * B's records stay as they were.
 */
describe('access matrix: another agency’s records', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses an agent of agency A every record of agency B', async () => {
    const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const agency = async (name: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/broker/agencies',
        headers: admin,
        payload: {
          name,
          slug: '',
          logoUrl: '',
          description: '',
          phone: '',
          email: '',
          whatsappNumbers: [],
          addressLine: '',
          location: {},
          verified: false,
        },
      });
      return res.json().id as string;
    };
    const [a, b] = [await agency('Agency A'), await agency('Agency B')];
    const superA = await signInAs(ctx, 'SUPER_AGENT', {
      email: 'super-a@test.afrinest',
      agencyId: a,
    });
    const agentB = await signInAs(ctx, 'AGENT', { email: 'agent-b@test.afrinest', agencyId: b });
    const invitationB = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/broker/agencies/${b}/agents`,
      headers: admin,
      payload: { email: 'new-b@test.afrinest', name: 'New B', role: 'AGENT' },
    });
    const recordsOfB = [agentB.id, invitationB.json().id as string, b];

    const scoped = ctx.app.routeTable.filter(
      (r) => r.url.startsWith('/api/agent/') && r.url.includes(':'),
    );
    expect(scoped.length).toBeGreaterThanOrEqual(3);
    // Valid bodies, so a route answers its own-agency rule, not a 400 on the body.
    const bodies: Record<string, object> = {
      'POST /api/agent/agents/:id/move-listings': { toAgentId: superA.id },
      'POST /api/agent/properties/:id/feature': { days: 1, idempotencyKey: 'access-matrix-1' },
      'POST /api/agent/properties/:id/bump': { idempotencyKey: 'access-matrix-2' },
    };
    const failures: string[] = [];
    for (const route of scoped) {
      for (const id of recordsOfB) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, id),
          headers: superA.auth,
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { payload: bodies[`${route.method} ${route.url}`] ?? {} }),
        });
        if (res.statusCode !== 403 && res.statusCode !== 404)
          failures.push(`${route.method} ${route.url} with ${id}: ${res.statusCode}`);
      }
    }
    // Routes naming B's agent in the query (leads) or in the body (the move's target).
    const named = [
      { method: 'GET', url: `/api/agent/leads?agentId=${agentB.id}` },
      { method: 'GET', url: `/api/agent/leads/summary?agentId=${agentB.id}` },
      {
        method: 'POST',
        url: `/api/agent/agents/${superA.id}/move-listings`,
        payload: { toAgentId: agentB.id },
      },
    ];
    for (const { method, url, payload } of named) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: superA.auth,
        ...(payload ? { payload } : {}),
      });
      // The move's target is part of the body: another agency's agent is not a valid target.
      if (![400, 403, 404].includes(res.statusCode) || (!payload && res.statusCode === 400))
        failures.push(`${method} ${url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    const stillActive = await ctx.app.inject({ url: `/api/brokers/${agentB.id}` });
    expect(stillActive.statusCode).toBe(200);
    const open = await ctx.app.inject({
      url: `/api/admin/broker/agencies/${b}/invitations`,
      headers: admin,
    });
    expect(open.json().data).toHaveLength(1);
  });

  // Listings (issue 6): every route that changes or reads a listing as its manager.
  it('refuses an agent of agency A every listing route on a listing of agency B', async () => {
    const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const agency = async (name: string) => (await createAgency(ctx, admin, { name })).id;
    const [a, b] = [await agency('Listings A'), await agency('Listings B')];
    const agentA = await signInAs(ctx, 'SUPER_AGENT', { email: 'l-a@test.afrinest', agencyId: a });
    const agentB = await signInAs(ctx, 'AGENT', { email: 'l-b@test.afrinest', agencyId: b });
    const listingB = await createListing(ctx, agentB.auth);
    const scoped = ctx.app.routeTable.filter(
      (r) =>
        (r.url.startsWith('/properties/:') ||
          r.url.startsWith('/api/properties/:') ||
          r.url.startsWith('/api/media/:') ||
          r.url.startsWith('/api/media/check-processed/')) &&
        Array.isArray(r.access) &&
        r.access.includes('AGENT'),
    );
    expect(scoped.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /properties/:id',
      'DELETE /properties/:id/media/:mediaId',
      'GET /api/media/:propertyId/media',
      'GET /api/media/check-processed/:a/:b',
      'GET /api/properties/:id/status-history',
      'POST /api/media/:propertyId/media',
      'POST /properties/:id/features',
      'PUT /api/properties/:id/status',
      'PUT /properties/:id',
      'PUT /properties/:id/media/:mediaId',
    ]);
    const bodies: Record<string, unknown> = {
      'PUT /properties/:id': listingForm({ title: 'Taken over' }),
      'POST /properties/:id/features': { features: [] },
      'PUT /api/properties/:id/status': { status: 'INACTIVE' },
      'PUT /properties/:id/media/:mediaId': { caption: 'Taken over' },
    };
    const failures: string[] = [];
    for (const route of scoped) {
      const key = `${route.method} ${route.url}`;
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        // The listing is B's; the photo and upload ids need not exist: the listing decides first.
        url: route.url
          .replace(/:(id|propertyId|a)\b/, listingB.id)
          .replace(/:(mediaId|b)\b/, randomUUID()),
        headers: agentA.auth,
        ...(bodies[key] ? { payload: bodies[key] as object } : {}),
      });
      if (res.statusCode !== 403) failures.push(`${key}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    const after = await ctx.app.inject({ url: `/properties/${listingB.id}` });
    expect(after.json()).toMatchObject({ title: listingB.title, status: 'ACTIVE' });
    const agencyList = await ctx.app.inject({ url: '/api/agent/properties', headers: agentA.auth });
    expect(agencyList.json().total).toBe(0);
    // The upload route that names the listing in a form field refuses too, storing nothing.
    const form = new FormData();
    form.append('propertyId', listingB.id);
    form.append('files', new Blob([Buffer.from('x')]), 'a.jpg');
    form.append('latitude[]', '');
    form.append('longitude[]', '');
    const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const upload = await fetch(`${base}/api/media/upload`, {
      method: 'POST',
      headers: agentA.auth,
      body: form,
    });
    expect(upload.status).toBe(403);
    const photos = await ctx.app.inject({
      url: `/api/media/${listingB.id}/media`,
      headers: agentB.auth,
    });
    expect(photos.json().data).toEqual([]);
  });
});

/**
 * Who may write (issue 39): every route that changes a listing or its photos needs an active
 * agent of an ACTIVE agency. Walks every non-GET agent route of the listings and media areas
 * (from the route table, so a route added tomorrow is walked tomorrow) for a deactivated agent
 * and for an agent of a suspended agency, each on its own agency's listing.
 */
describe('access matrix: writes need an active agent of an active agency', () => {
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());

  const isWrite = (r: RouteEntry) =>
    r.method !== 'GET' &&
    Array.isArray(r.access) &&
    r.access.includes('AGENT') &&
    ['/properties', '/api/properties', '/api/media', '/api/agent/properties'].some(
      (p) => r.url === p || r.url.startsWith(`${p}/`),
    );
  const multipart = new Set(['POST /api/media/:propertyId/media', 'POST /api/media/upload']);

  async function walk(auth: Record<string, string>, listingId: string, code: string) {
    const bodies: Record<string, unknown> = {
      'POST /api/properties': listingForm({ title: 'Written anyway' }),
      'PUT /properties/:id': listingForm({ title: 'Written anyway' }),
      'POST /properties/:id/features': { features: [] },
      'PUT /api/properties/:id/status': { status: 'INACTIVE' },
      'PUT /properties/:id/media/:mediaId': { caption: 'Written anyway' },
      'POST /api/properties/import': {
        rows: [{ row: 2, values: { title: 'Written anyway' } }],
      },
      'POST /api/agent/properties/:id/feature': { days: 1, idempotencyKey: 'access-matrix-1' },
      'POST /api/agent/properties/:id/bump': { idempotencyKey: 'access-matrix-2' },
    };
    const failures: string[] = [];
    const routes = ctx.app.routeTable.filter(isWrite);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const url = route.url
        .replace(/:(id|propertyId)\b/, listingId)
        .replace(/:mediaId\b/, randomUUID());
      let status: number;
      let body: { error?: { code?: string } };
      if (multipart.has(key)) {
        const form = new FormData();
        form.append('propertyId', listingId);
        form.append('latitude[]', '');
        form.append('longitude[]', '');
        form.append('files', new Blob([Buffer.from('x')]), 'a.jpg');
        const res = await fetch(`${base}${url}`, { method: 'POST', headers: auth, body: form });
        status = res.status;
        const text = await res.text();
        body = text ? (JSON.parse(text) as typeof body) : {};
      } else {
        const res = await ctx.app.inject({
          method: route.method as 'POST',
          url,
          headers: auth,
          ...(route.method === 'DELETE' ? {} : { payload: (bodies[key] ?? {}) as object }),
        });
        status = res.statusCode;
        body = res.body ? res.json() : {};
      }
      if (status !== 403 || body.error?.code !== code)
        failures.push(`${key}: ${status} ${body.error?.code ?? ''}`);
    }
    return { failures, walked: routes.map((r) => `${r.method} ${r.url}`) };
  }

  it('refuses a deactivated agent every write, and an agent of a suspended agency too', async () => {
    const admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const agency = async (name: string) => (await createAgency(ctx, admin, { name })).id;
    const [a, b] = [await agency('Writers A'), await agency('Writers B')];
    const leaver = await signInAs(ctx, 'AGENT', { email: 'w-leaver@test.afrinest', agencyId: a });
    const agentB = await signInAs(ctx, 'SUPER_AGENT', { email: 'w-b@test.afrinest', agencyId: b });
    const listingA = await createListing(ctx, leaver.auth);
    const listingB = await createListing(ctx, agentB.auth);

    const off = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/broker/agents/${leaver.id}/deactivate`,
      headers: admin,
    });
    expect(off.statusCode).toBe(200);
    const suspend = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${b}/status`,
      headers: admin,
      payload: { status: 'SUSPENDED', reason: 'Unpaid invoices' },
    });
    expect(suspend.statusCode).toBe(200);

    const deactivated = await walk(leaver.auth, listingA.id, 'AGENT_DEACTIVATED');
    const suspended = await walk(agentB.auth, listingB.id, 'AGENCY_NOT_ACTIVE');
    expect(deactivated.walked).toEqual(
      expect.arrayContaining([
        'POST /api/properties',
        'PUT /properties/:id',
        'DELETE /properties/:id',
        'PUT /api/properties/:id/status',
        'POST /api/properties/import',
        'POST /api/media/:propertyId/media',
        'POST /api/media/upload',
        'PUT /properties/:id/media/:mediaId',
        'DELETE /properties/:id/media/:mediaId',
      ]),
    );
    expect([...deactivated.failures, ...suspended.failures]).toEqual([]);

    // Nothing was written: both listings are as they were, and nothing new was created.
    const asAdmin = (id: string) => ctx.app.inject({ url: `/properties/${id}`, headers: admin });
    expect((await asAdmin(listingA.id)).json()).toMatchObject({
      title: listingA.title,
      status: 'ACTIVE',
    });
    expect((await asAdmin(listingB.id)).json()).toMatchObject({
      title: listingB.title,
      status: 'ACTIVE',
    });
    const all = await ctx.app.inject({ url: '/api/admin/properties', headers: admin });
    expect(all.json().total).toBe(2);
    const error = (
      await ctx.app.inject({
        method: 'PUT',
        url: `/properties/${listingB.id}`,
        headers: agentB.auth,
        payload: listingForm(),
      })
    ).json().error;
    expect(error.message).toBe(AgenciesMessages.AGENCY_NOT_ACTIVE);

    // Reading stays open (the agent screens show what there is), and admins still write.
    expect(
      (await ctx.app.inject({ url: '/api/agent/properties', headers: agentB.auth })).statusCode,
    ).toBe(200);
    const byAdmin = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${listingB.id}/status`,
      headers: admin,
      payload: { status: 'INACTIVE' },
    });
    expect(byAdmin.statusCode).toBe(200);
  });
});
