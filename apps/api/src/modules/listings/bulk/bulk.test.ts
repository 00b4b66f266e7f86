import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { createListing, listingForm } from '../listings-test-helpers';

describe('admin bulk status: PUT /api/admin/properties/status', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let agent: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signInAs(ctx, 'AFRI_ADMIN');
    const agencyId = (await createAgency(ctx, admin.auth, { name: 'Bulk Homes' })).id;
    agent = (await signInAs(ctx, 'AGENT', { email: 'bulk@test.afrinest', agencyId })).auth;
  });
  afterAll(() => ctx.close());

  const bulk = (auth: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/admin/properties/status', headers: auth, payload });
  const statusOf = async (id: string) =>
    (await ctx.app.inject({ url: `/properties/${id}`, headers: admin.auth })).json().status;

  it('changes the allowed ones, refuses the rest with their reason, and audits each change', async () => {
    const [a, b, archived] = [
      await createListing(ctx, agent, listingForm({ title: 'Bulk house one' })),
      await createListing(ctx, agent, listingForm({ title: 'Bulk house two' })),
      await createListing(ctx, agent, listingForm({ title: 'Bulk house three' })),
    ];
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${archived.id}/status`,
      headers: agent,
      payload: { status: 'ARCHIVED' },
    });
    const missing = randomUUID();

    const res = await bulk(admin.auth, {
      ids: [a.id, archived.id, missing, b.id],
      status: 'SOLD',
      note: 'Sold at the auction',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      changed: 2,
      refused: 2,
      results: [
        { id: a.id, changed: true, status: 'SOLD', error: null },
        {
          id: archived.id,
          changed: false,
          status: 'ARCHIVED',
          error: { code: 'INVALID_TRANSITION', message: 'This status change is not allowed.' },
        },
        {
          id: missing,
          changed: false,
          status: null,
          error: { code: 'NOT_FOUND', message: 'Listing not found.' },
        },
        { id: b.id, changed: true, status: 'SOLD', error: null },
      ],
    });
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(archived.id)]).toEqual([
      'SOLD',
      'SOLD',
      'ARCHIVED',
    ]);
    const history = await ctx.app.inject({
      url: `/api/properties/${a.id}/status-history`,
      headers: admin.auth,
    });
    expect(history.json().data.at(-1)).toMatchObject({
      from: 'ACTIVE',
      to: 'SOLD',
      note: 'Sold at the auction',
      by: { id: admin.id },
    });
    const audit = (
      await ctx.app.inject({ url: '/api/admin/audit-log?entity=listing', headers: admin.auth })
    ).json();
    const changes = audit.data.filter((e: { action: string }) => e.action === 'listing.status');
    expect(changes.map((e: { entityId: string }) => e.entityId).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(changes[0]).toMatchObject({
      actorId: admin.id,
      before: { status: 'ACTIVE' },
      after: { status: 'SOLD', note: 'Sold at the auction' },
    });
  });

  it('takes inactive listings out of the public search', async () => {
    const hidden = await createListing(ctx, agent, listingForm({ title: 'Bulk hidden villa' }));
    const res = await bulk(admin.auth, { ids: [hidden.id], status: 'INACTIVE' });
    expect(res.json()).toMatchObject({ changed: 1, refused: 0 });
    const search = await ctx.app.inject({ url: '/api/properties?q=hidden%20villa' });
    expect(search.json().total).toBe(0);
    const publicView = await ctx.app.inject({ url: `/properties/${hidden.id}` });
    expect(publicView.statusCode).toBe(404);
  });

  it('is for admins only: an agent gets 403 and nothing changes', async () => {
    const own = await createListing(ctx, agent, listingForm({ title: 'Bulk agent house' }));
    const res = await bulk(agent, { ids: [own.id], status: 'INACTIVE' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(await statusOf(own.id)).toBe('ACTIVE');
    const assistant = (await signInAs(ctx, 'ASSISTANT_ADMIN')).auth;
    expect((await bulk(assistant, { ids: [own.id], status: 'INACTIVE' })).statusCode).toBe(200);
    expect(await statusOf(own.id)).toBe('INACTIVE');
  });

  it('checks the body: ids are UUIDs, at least one and at most 100', async () => {
    const none = await bulk(admin.auth, { ids: [], status: 'INACTIVE' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details.fields.ids).toEqual(['Choose at least one listing.']);
    const many = await bulk(admin.auth, {
      ids: Array.from({ length: 101 }, () => randomUUID()),
      status: 'INACTIVE',
    });
    expect(many.json().error.details.fields.ids).toEqual(['At most 100 listings at once.']);
    const junk = await bulk(admin.auth, { ids: ['nope'], status: 'GONE' });
    expect(Object.keys(junk.json().error.details.fields).sort()).toEqual(['ids.0', 'status']);
  });
});
