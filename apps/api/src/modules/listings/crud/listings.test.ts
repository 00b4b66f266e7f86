import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { ref } from '../../geo/geo-test-helpers';
import { createListing, listingForm, plotForm } from '../listings-test-helpers';

describe('listings: create, read, edit, delete', () => {
  let ctx: TestContext;
  let agent: Awaited<ReturnType<typeof signInAs>>;
  let other: Awaited<ReturnType<typeof signInAs>>;
  let admin: Record<string, string>;
  let agencyA: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyA = (await createAgency(ctx, admin, { name: 'Agency A' })).id;
    const agencyB = (await createAgency(ctx, admin, { name: 'Agency B' })).id;
    agent = await signInAs(ctx, 'AGENT', { email: 'a@test.afrinest', agencyId: agencyA });
    other = await signInAs(ctx, 'AGENT', { email: 'b@test.afrinest', agencyId: agencyB });
  });
  afterAll(() => ctx.close());

  it('creates an ACTIVE listing with its sizes in m², place, agent and first history row', async () => {
    const created = await createListing(ctx, agent.auth);
    const res = await ctx.app.inject({ url: `/properties/${created.id}` });
    expect(res.statusCode).toBe(200);
    const l = res.json();
    expect(l).toMatchObject({
      status: 'ACTIVE',
      kind: 'house',
      price: { amount: 850_000_000, currency: 'UGX' },
      agent: { id: agent.id },
      agency: { id: agencyA, name: 'Agency A' },
      landSize: { unit: 'decimals', value: 25, squareMetres: 1011.7141056 },
      floorArea: { unit: 'sqm', value: 320, squareMetres: 320 },
      featured: false,
      viewCount: 0,
    });
    expect(l.place.name).toBe('Kololo');
    expect(l.publishedAt).not.toBeNull();
    const history = await ctx.app.inject({
      url: `/api/properties/${created.id}/status-history`,
      headers: agent.auth,
    });
    expect(history.json().data).toMatchObject([{ from: null, to: 'ACTIVE', by: { id: agent.id } }]);
  });

  it('stores a W×L ft plot as its square metres and takes the place centre without a pin', async () => {
    const created = await createListing(
      ctx,
      agent.auth,
      plotForm({
        landSize: { unit: 'ft_plot', widthFt: 50, lengthFt: 100 },
        latitude: null,
        longitude: null,
      }),
    );
    const l = (await ctx.app.inject({ url: `/properties/${created.id}` })).json();
    expect(l.landSize).toEqual({
      unit: 'ft_plot',
      value: 5000,
      widthFt: 50,
      lengthFt: 100,
      squareMetres: 464.5152,
    });
    expect(l.land).toEqual({
      tenure: 'MAILO',
      leaseYears: null,
      titleStatus: 'TITLED',
      accessRoad: 'MURRAM',
      utilities: ['WATER'],
    });
    expect(l.latitude).toBeCloseTo(0.354);
  });

  it('refuses bad input with field details and saves nothing', async () => {
    const before = (await ctx.app.inject({ url: '/api/admin/properties', headers: admin })).json()
      .total;
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: agent.auth,
      payload: listingForm({
        purpose: 'RENT',
        price: { amount: 12.5, currency: 'UGX' },
        kind: 'land',
        land: { tenure: 'LEASEHOLD', titleStatus: 'TITLED' },
      }),
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.fields;
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['price.amount', 'land.leaseYears']),
    );
    // Form-level rules run once the fields themselves are valid.
    const noPeriod = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: agent.auth,
      payload: listingForm({ purpose: 'RENT', kind: 'land', land: null }),
    });
    expect(Object.keys(noPeriod.json().error.details.fields).sort()).toEqual([
      'land',
      'rentPeriod',
    ]);
    const wrongPlace = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: agent.auth,
      payload: listingForm({ location: { countryId: ref.kenya, cityId: ref.kampala } }),
    });
    expect(wrongPlace.statusCode).toBe(400);
    expect(wrongPlace.json().error.details.fields.location).toBeDefined();
    const after = (await ctx.app.inject({ url: '/api/admin/properties', headers: admin })).json()
      .total;
    expect(after).toBe(before);
  });

  it('lets only the own agency and admins edit; a failed edit loses nothing', async () => {
    const created = await createListing(ctx, agent.auth);
    const edit = (auth: Record<string, string>, over = {}) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/properties/${created.id}`,
        headers: auth,
        payload: listingForm({ title: 'Renovated house in Kololo', ...over }),
      });
    expect((await edit(other.auth)).statusCode).toBe(403);
    expect(
      (await edit(agent.auth, { features: ['00000000-0000-4000-8000-000000000000'] })).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ url: `/properties/${created.id}` })).json().title).toBe(
      'Four-bedroom house in Kololo',
    );
    const ok = await edit(agent.auth);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().title).toBe('Renovated house in Kololo');
    expect(
      (await edit(admin, { price: { amount: 900_000_000, currency: 'UGX' } })).json().price.amount,
    ).toBe(900_000_000);
  });

  it('deletes for the own agency only; the listing then answers 404', async () => {
    const created = await createListing(ctx, agent.auth);
    const del = (auth: Record<string, string>) =>
      ctx.app.inject({ method: 'DELETE', url: `/properties/${created.id}`, headers: auth });
    expect((await del(other.auth)).statusCode).toBe(403);
    expect((await del(agent.auth)).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: `/properties/${created.id}` })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/properties/${created.id}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('follows the allowed status transitions, keeps the history and hides non-active listings', async () => {
    const created = await createListing(ctx, agent.auth);
    const set = (status: string, auth: Record<string, string> = agent.auth) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/properties/${created.id}/status`,
        headers: auth,
        payload: { status, note: 'x' },
      });
    expect((await set('INACTIVE', other.auth)).statusCode).toBe(403);
    expect((await set('SOLD')).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/properties/${created.id}` })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/properties/${created.id}`, headers: agent.auth })).json()
        .status,
    ).toBe('SOLD');
    expect((await set('ARCHIVED')).statusCode).toBe(200);
    const refused = await set('ACTIVE');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('INVALID_TRANSITION');
    expect((await set('INACTIVE')).statusCode).toBe(200);
    expect((await set('ACTIVE', admin)).statusCode).toBe(200);
    const history = (
      await ctx.app.inject({
        url: `/api/properties/${created.id}/status-history`,
        headers: agent.auth,
      })
    ).json().data;
    expect(history.map((h: { from: string; to: string }) => `${h.from}→${h.to}`)).toEqual([
      'null→ACTIVE',
      'ACTIVE→SOLD',
      'SOLD→ARCHIVED',
      'ARCHIVED→INACTIVE',
      'INACTIVE→ACTIVE',
    ]);
    expect(history[4].by.name).toBe('Test AFRI_ADMIN');
    expect(
      (
        await ctx.app.inject({
          url: `/api/properties/${created.id}/status-history`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('counts a view once per visitor per day', async () => {
    const created = await createListing(ctx, agent.auth);
    const view = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: `/api/properties/${created.id}/view`, headers });
    const v1 = { 'x-visitor-id': '6f1c2a4e-0b7d-4c1e-9a51-3e2f4d5c6b7a' };
    expect((await view(v1)).json()).toEqual({ counted: true, viewCount: 1 });
    expect((await view(v1)).json()).toEqual({ counted: false, viewCount: 1 });
    expect((await view({ 'x-visitor-id': '7f1c2a4e-0b7d-4c1e-9a51-3e2f4d5c6b7a' })).json()).toEqual(
      { counted: true, viewCount: 2 },
    );
    expect((await view(other.auth)).json()).toEqual({ counted: true, viewCount: 3 });
    expect((await view(other.auth)).json().counted).toBe(false);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties/0b0c0d0e-0000-4000-8000-000000000000/view',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('hides a suspended agency’s listings from the public and brings them back', async () => {
    const created = await createListing(ctx, agent.auth);
    const status = (s: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/broker/agencies/${agencyA}/status`,
        headers: admin,
        payload: { status: s, reason: 'Unpaid fees' },
      });
    const search = async () =>
      (await ctx.app.inject({ url: `/api/properties?agencyId=${agencyA}&pageSize=100` }))
        .json()
        .data.map((l: { id: string }) => l.id);
    expect(await search()).toContain(created.id);
    expect((await status('SUSPENDED')).statusCode).toBe(200);
    expect(await search()).not.toContain(created.id);
    expect((await ctx.app.inject({ url: `/properties/${created.id}` })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/properties/${created.id}`, headers: agent.auth })).statusCode,
    ).toBe(200);
    await status('ACTIVE');
    expect(await search()).toContain(created.id);
  });

  it('features a listing until a time (admins) and lists it as featured', async () => {
    const created = await createListing(ctx, agent.auth, plotForm());
    const until = new Date(Date.now() + 7 * 864e5).toISOString();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/properties/${created.id}/featured`,
      headers: admin,
      payload: { until },
    });
    expect(res.json().featured).toBe(true);
    const featured = (await ctx.app.inject({ url: '/api/properties/featured' })).json().data;
    expect(featured.map((l: { id: string }) => l.id)).toEqual([created.id]);
    expect((await ctx.app.inject({ url: '/api/plots/featured' })).json().data).toHaveLength(1);
    const past = new Date(Date.now() - 1000).toISOString();
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/properties/${created.id}/featured`,
      headers: admin,
      payload: { until: past },
    });
    expect((await ctx.app.inject({ url: '/api/properties/featured' })).json().data).toEqual([]);
  });
});
