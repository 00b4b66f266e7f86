import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingsMessages } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { createListing, listingForm } from '../../listings/listings-test-helpers';
import { createSystem, keyHeaders } from './external-systems-test-helpers';

describe('partner listings: the idempotent PUT by external id', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agencyA: string;
  let agencyB: string;
  let bossA: { id: string; auth: Record<string, string> };
  let agentB: { id: string; auth: Record<string, string> };
  let keyA: string;
  let systemA: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyA = (await createAgency(ctx, admin, { name: 'Partner A' })).id;
    agencyB = (await createAgency(ctx, admin, { name: 'Partner B' })).id;
    bossA = await signInAs(ctx, 'SUPER_AGENT', { email: 'boss@a.test', agencyId: agencyA });
    agentB = await signInAs(ctx, 'AGENT', { email: 'agent@b.test', agencyId: agencyB });
    const created = await createSystem(ctx, admin, {
      name: 'A Website',
      scopes: ['listings:write'],
      agencyId: agencyA,
    });
    keyA = created.apiKey;
    systemA = created.system.id;
  });
  afterAll(() => ctx.close());

  const put = (key: string, externalId: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/external/properties/${externalId}`,
      headers: keyHeaders(key),
      payload,
    });
  const agencyTotal = async (auth: Record<string, string>) =>
    (await ctx.app.inject({ url: '/api/agent/properties', headers: auth })).json().total as number;

  it('creates once (201) and updates after (200 created:false), one listing', async () => {
    const first = await put(keyA, 'crm-1', listingForm({ title: 'Villa one' }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ created: true, externalId: 'crm-1' });
    expect(first.json().listing).toMatchObject({
      title: 'Villa one',
      agent: { id: bossA.id },
      agency: { id: agencyA },
    });
    const second = await put(keyA, 'crm-1', listingForm({ title: 'Villa one, renamed' }));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ created: false, externalId: 'crm-1' });
    expect(second.json().listing.id).toBe(first.json().listing.id);
    expect(second.json().listing.title).toBe('Villa one, renamed');
    expect(await agencyTotal(bossA.auth)).toBe(1);

    const got = await ctx.app.inject({
      url: '/api/external/properties/crm-1',
      headers: keyHeaders(keyA, 'bearer'),
    });
    expect(got.json()).toMatchObject({ created: false, listing: { title: 'Villa one, renamed' } });
  });

  it('creates exactly one listing for five PUTs of a new id at once', async () => {
    const before = await agencyTotal(bossA.auth);
    // Holds every PUT at the listings service until all five are there, so each has found the
    // id unmapped: the race is certain, not left to scheduling.
    const { listings } = ctx.app.services;
    const create = listings.create;
    let arrived = 0;
    let release = () => {};
    const allThere = new Promise<void>((resolve) => (release = resolve));
    listings.create = async (...args) => {
      if (++arrived === 5) release();
      await allThere;
      return create(...args);
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        put(keyA, 'crm-race', listingForm({ title: `Race ${i}` })),
      ),
    ).finally(() => (listings.create = create));
    expect(arrived).toBe(5);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().listing.id)).size).toBe(1);
    expect(await agencyTotal(bossA.auth)).toBe(before + 1);
  });

  it("refuses an agentId of another agency with 400 and takes its own agency's agent", async () => {
    const other = await put(keyA, 'crm-agent', listingForm({ agentId: agentB.id }));
    expect(other.statusCode).toBe(400);
    expect(other.json().error.details.fields.agentId).toEqual([ListingsMessages.AGENT_INVALID]);
    const agentA = await signInAs(ctx, 'AGENT', { email: 'agent@a.test', agencyId: agencyA });
    const own = await put(keyA, 'crm-agent', listingForm({ agentId: agentA.id }));
    expect(own.statusCode).toBe(201);
    expect(own.json().listing.agent.id).toBe(agentA.id);
  });

  it("never reaches another system's or agency's listing by external id", async () => {
    const listingB = await createListing(ctx, agentB.auth, listingForm({ title: 'B house' }));
    const putB = await createSystem(ctx, admin, {
      name: 'B Website',
      scopes: ['listings:write'],
      agencyId: agencyB,
    });
    // A second system of agency A, and B's system: neither sees A's crm-1.
    const secondA = await createSystem(ctx, admin, {
      name: 'A Portal',
      scopes: ['listings:write'],
      agencyId: agencyA,
    });
    for (const key of [putB.apiKey, secondA.apiKey]) {
      const get = await ctx.app.inject({
        url: '/api/external/properties/crm-1',
        headers: keyHeaders(key),
      });
      expect(get.statusCode).toBe(404);
      expect(get.json().error.code).toBe('EXTERNAL_LISTING_NOT_FOUND');
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/external/properties/crm-1',
        headers: keyHeaders(key),
      });
      expect(del.statusCode).toBe(404);
    }
    // The same external id under B's key is B's own, new listing (made by B's super agent;
    // without one there is nobody to act for the agency).
    const noBoss = await put(putB.apiKey, 'crm-1', listingForm({ title: 'B via API' }));
    expect(noBoss.statusCode).toBe(409);
    await signInAs(ctx, 'SUPER_AGENT', { email: 'boss@b.test', agencyId: agencyB });
    const own = await put(putB.apiKey, 'crm-1', listingForm({ title: 'B via API' }));
    expect(own.statusCode).toBe(201);
    expect(own.json().listing.agency.id).toBe(agencyB);
    // A listings:write key reaches no listing route of the agents' area, A's or B's.
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/properties/${listingB.id}`,
      headers: keyHeaders(keyA),
      payload: listingForm({ title: 'Taken over' }),
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.code).toBe('API_KEY_SCOPE');
    const still = await ctx.app.inject({ url: `/properties/${listingB.id}` });
    expect(still.json().title).toBe('B house');
  });

  it('withdraws by external id, and a later PUT creates anew', async () => {
    const made = await put(keyA, 'crm-gone', listingForm({ title: 'Short lived' }));
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/external/properties/crm-gone',
      headers: keyHeaders(keyA),
    });
    expect(del.statusCode).toBe(204);
    const gone = await ctx.app.inject({ url: `/properties/${made.json().listing.id}` });
    expect(gone.statusCode).toBe(404);
    const again = await put(keyA, 'crm-gone', listingForm({ title: 'Back again' }));
    expect(again.statusCode).toBe(201);
    expect(again.json().listing.id).not.toBe(made.json().listing.id);
  });

  it('names the key in the audit log as "API: <system name>"', async () => {
    const res = await ctx.app.inject({
      url: `/api/admin/audit-log?actorId=${systemA}`,
      headers: admin,
    });
    const entries = res.json().data as { action: string; actor: { name: string } | null }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'external_listing.create',
        'external_listing.update',
        'external_listing.delete',
      ]),
    );
    for (const e of entries) expect(e.actor?.name).toBe('API: A Website');
  });

  it('refuses people on the partner routes: they use /api/properties', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/external/properties/crm-1',
      headers: bossA.auth,
      payload: listingForm(),
    });
    expect(res.statusCode).toBe(403);
  });
});
