import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_TEMPLATE_ROWS, type ImportRowValues } from '@afrinest/contract';
import { sql } from 'drizzle-orm';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { rowsOf } from '../../../platform/db/client';
import { lastSeq, outboxSince, refuseWhen } from '../../../platform/events/events-test-helpers';
import { createAgency } from '../../agencies/agencies-test-helpers';
import { createListing, listingForm } from '../listings-test-helpers';

/** Listing events (issue 45): one outbox row per change, written in the change's transaction. */
describe('listing events in the outbox', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let agentId: string;
  let agencyId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyId = (await createAgency(ctx, admin, { name: 'Events Agency' })).id;
    const signedIn = await signInAs(ctx, 'AGENT', { email: 'events@test.afrinest', agencyId });
    agent = signedIn.auth;
    agentId = signedIn.id;
  });
  afterAll(() => ctx.close());

  const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, auth = agent) =>
    ctx.app.inject({ method, url, headers: auth, payload });
  const status = (id: string, to: string, auth = agent) =>
    send('PUT', `/api/properties/${id}/status`, { status: to, note: '' }, auth);
  const row = async (id: string) =>
    rowsOf<{ title: string; status: string; deleted_at: unknown }>(
      await ctx.database.db.execute(
        sql`select title, status, deleted_at from listing where id = ${id}`,
      ),
    )[0];
  const expected = (id: string, over: Record<string, unknown> = {}) => ({
    id,
    agencyId,
    agentId,
    status: 'ACTIVE',
    title: 'Four-bedroom house in Kololo',
    kind: 'house',
    purpose: 'SALE',
    price: { amount: 850_000_000, currency: 'UGX' },
    externalId: null,
    url: `http://localhost:8080/properties/${id}`,
    ...over,
  });

  it('writes listing.created with the listing’s data when a listing is created', async () => {
    const seq = await lastSeq(ctx);
    const listing = await createListing(ctx, agent);
    const events = await outboxSince(ctx, seq);
    expect(events.map((e) => [e.type, e.agencyId])).toEqual([['listing.created', agencyId]]);
    expect(events[0]!.data).toEqual(expected(listing.id));
  });

  it('writes listing.updated on an edit and on a change of features', async () => {
    const listing = await createListing(ctx, agent);
    let seq = await lastSeq(ctx);
    const edited = listingForm({
      title: 'Renovated house in Kololo',
      price: { amount: 900_000_000, currency: 'UGX' },
    });
    expect((await send('PUT', `/properties/${listing.id}`, edited)).statusCode).toBe(200);
    let events = await outboxSince(ctx, seq);
    expect(events.map((e) => e.type)).toEqual(['listing.updated']);
    expect(events[0]!.data).toEqual(
      expected(listing.id, {
        title: 'Renovated house in Kololo',
        price: { amount: 900_000_000, currency: 'UGX' },
      }),
    );
    seq = await lastSeq(ctx);
    const features = await send('POST', `/properties/${listing.id}/features`, { features: [] });
    expect(features.statusCode, features.body).toBe(200);
    events = await outboxSince(ctx, seq);
    expect(events.map((e) => [e.type, e.agencyId, e.data.id])).toEqual([
      ['listing.updated', agencyId, listing.id],
    ]);
  });

  it('writes listing.status_changed with from and to per change made, bulk changes included', async () => {
    const [a, b] = [await createListing(ctx, agent), await createListing(ctx, agent)];
    let seq = await lastSeq(ctx);
    expect((await status(a.id, 'INACTIVE')).statusCode).toBe(200);
    let events = await outboxSince(ctx, seq);
    expect(events.map((e) => e.type)).toEqual(['listing.status_changed']);
    expect(events[0]!.data).toEqual(
      expected(a.id, { status: 'INACTIVE', from: 'ACTIVE', to: 'INACTIVE' }),
    );
    seq = await lastSeq(ctx);
    const bulk = await send(
      'PUT',
      '/api/admin/properties/status',
      { ids: [a.id, b.id], status: 'SOLD', note: 'Sold off-market' },
      admin,
    );
    expect(bulk.statusCode, bulk.body).toBe(200);
    events = await outboxSince(ctx, seq);
    // INACTIVE → SOLD is refused (409): that one writes nothing.
    expect(bulk.json().refused).toBe(1);
    expect(events.map((e) => [e.type, e.data.id, e.data.from, e.data.to])).toEqual([
      ['listing.status_changed', b.id, 'ACTIVE', 'SOLD'],
    ]);
  });

  it('writes listing.deleted once when a listing is deleted', async () => {
    const listing = await createListing(ctx, agent);
    const seq = await lastSeq(ctx);
    expect((await send('DELETE', `/properties/${listing.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/properties/${listing.id}`)).statusCode).toBe(404);
    const events = await outboxSince(ctx, seq);
    expect(events.map((e) => [e.type, e.agencyId, e.data])).toEqual([
      ['listing.deleted', agencyId, { id: listing.id, agencyId }],
    ]);
  });

  it('writes listing.created per imported row saved, none for a refused row', async () => {
    const [house] = IMPORT_TEMPLATE_ROWS as [ImportRowValues];
    const seq = await lastSeq(ctx);
    const res = await send('POST', '/api/properties/import', {
      rows: [
        { row: 2, values: { ...house, title: 'Imported house one' } },
        { row: 3, values: { ...house, title: 'Hi', price: 'a lot' } },
        { row: 4, values: { ...house, title: 'Imported house two' } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = await outboxSince(ctx, seq);
    expect(events.map((e) => [e.type, e.data.title])).toEqual([
      ['listing.created', 'Imported house one'],
      ['listing.created', 'Imported house two'],
    ]);
  });

  it('writes listing.updated per listing moved to another agent of the agency', async () => {
    const leaving = await signInAs(ctx, 'AGENT', { email: 'leaving@test.afrinest', agencyId });
    const [a, b] = [await createListing(ctx, leaving.auth), await createListing(ctx, leaving.auth)];
    const seq = await lastSeq(ctx);
    expect(await ctx.app.services.listings.reassignAgent(leaving.id, agentId, agencyId)).toBe(2);
    const events = await outboxSince(ctx, seq);
    expect(events.map((e) => [e.type, e.data.id, e.data.agentId]).sort()).toEqual(
      [
        ['listing.updated', a.id, agentId],
        ['listing.updated', b.id, agentId],
      ].sort(),
    );
  });

  describe('atomicity: a change that does not happen writes no event', () => {
    it('writes nothing when publishing is refused for want of a slot (402)', async () => {
      const free = (await createAgency(ctx, admin, { name: 'Free Events' }, { plan: 'free' })).id;
      const freeAgent = (
        await signInAs(ctx, 'AGENT', { email: 'free-ev@test.afrinest', agencyId: free })
      ).auth;
      for (let i = 0; i < 5; i++)
        await createListing(ctx, freeAgent, listingForm({ title: `Live ${i}` }));
      const parked = await createListing(ctx, freeAgent, listingForm({ title: 'Over the slots' }));
      expect(parked.status).toBe('INACTIVE');
      const seq = await lastSeq(ctx);
      const refused = await status(parked.id, 'ACTIVE', freeAgent);
      expect(refused.statusCode).toBe(402);
      expect(await outboxSince(ctx, seq)).toEqual([]);
      expect((await row(parked.id))!.status).toBe('INACTIVE');
    });

    it('writes neither listing nor event when the create fails at commit, after the emit', async () => {
      const untrap = await refuseWhen(ctx, 'create', 'listing', `new.title = 'Refused at commit'`, {
        deferred: true,
      });
      try {
        const seq = await lastSeq(ctx);
        const res = await send(
          'POST',
          '/api/properties',
          listingForm({ title: 'Refused at commit' }),
        );
        expect(res.statusCode).toBe(500);
        expect(await outboxSince(ctx, seq)).toEqual([]);
        const found = rowsOf(
          await ctx.database.db.execute(
            sql`select id from listing where title = 'Refused at commit'`,
          ),
        );
        expect(found).toEqual([]);
      } finally {
        await untrap();
      }
    });

    it('writes no event when an edit fails at commit, and the listing keeps its title', async () => {
      const listing = await createListing(ctx, agent);
      const untrap = await refuseWhen(ctx, 'update', 'listing', `new.title = 'Refused edit'`, {
        deferred: true,
        on: 'UPDATE',
      });
      try {
        const seq = await lastSeq(ctx);
        const res = await send(
          'PUT',
          `/properties/${listing.id}`,
          listingForm({ title: 'Refused edit' }),
        );
        expect(res.statusCode).toBe(500);
        expect(await outboxSince(ctx, seq)).toEqual([]);
        expect((await row(listing.id))!.title).toBe('Four-bedroom house in Kololo');
      } finally {
        await untrap();
      }
    });

    it('keeps the status and the listing when their event cannot be written', async () => {
      const listing = await createListing(ctx, agent);
      const untrap = await refuseWhen(
        ctx,
        'outbox',
        'event_outbox',
        `new.type in ('listing.status_changed', 'listing.deleted')`,
      );
      try {
        const seq = await lastSeq(ctx);
        expect((await status(listing.id, 'INACTIVE')).statusCode).toBe(500);
        expect((await send('DELETE', `/properties/${listing.id}`)).statusCode).toBe(500);
        expect(await outboxSince(ctx, seq)).toEqual([]);
        expect(await row(listing.id)).toEqual({
          title: 'Four-bedroom house in Kololo',
          status: 'ACTIVE',
          deleted_at: null,
        });
        const history = await ctx.app.inject({
          url: `/api/properties/${listing.id}/status-history`,
          headers: agent,
        });
        expect(history.json().data).toHaveLength(1);
      } finally {
        await untrap();
      }
    });
  });
});
