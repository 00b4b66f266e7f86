import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import { lastSeq, outboxSince, refuseWhen } from '../../platform/events/events-test-helpers';
import { createListing, listingForm } from '../listings/listings-test-helpers';
import { users } from '../users/users.schema';
import { agencyForm, createAgency } from './agencies-test-helpers';

/** Agency, lead and account events (issue 45): one outbox row per change, in its transaction. */
describe('agency, lead and user events in the outbox', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
  });
  afterAll(() => ctx.close());

  const setStatus = (id: string, status: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${id}/status`,
      headers: admin,
      payload: { status, reason: 'Unpaid fees' },
    });

  it('writes agency.created for an admin’s agency and for a request', async () => {
    let seq = await lastSeq(ctx);
    const made = await createAgency(ctx, admin, { name: 'Outbox Homes', slug: 'outbox-homes' });
    let events = await outboxSince(ctx, seq, 'agency.created');
    expect(events.map((e) => [e.agencyId, e.data])).toEqual([
      [made.id, { id: made.id, name: 'Outbox Homes', status: 'ACTIVE' }],
    ]);
    const user = await signInAs(ctx, 'USER', { email: 'asker@events.test' });
    seq = await lastSeq(ctx);
    const { slug: _s, verified: _v, ...form } = agencyForm({ name: 'Asked Homes' });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/broker/agencies/requests',
      headers: user.auth,
      payload: form,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    events = await outboxSince(ctx, seq);
    expect(events.map((e) => [e.type, e.agencyId, e.data])).toEqual([
      [
        'agency.created',
        asked.json().id,
        { id: asked.json().id, name: 'Asked Homes', status: 'PENDING' },
      ],
    ]);
  });

  it('writes agency.status_changed with from on a real change only', async () => {
    const { id } = await createAgency(ctx, admin, { name: 'Status Homes', slug: 'status-homes' });
    const seq = await lastSeq(ctx);
    expect((await setStatus(id, 'SUSPENDED')).statusCode).toBe(200);
    expect((await setStatus(id, 'SUSPENDED')).statusCode).toBe(200);
    expect((await setStatus(id, 'ACTIVE')).statusCode).toBe(200);
    const events = await outboxSince(ctx, seq);
    expect(events.map((e) => [e.type, e.agencyId, e.data])).toEqual([
      [
        'agency.status_changed',
        id,
        { id, name: 'Status Homes', status: 'SUSPENDED', from: 'ACTIVE' },
      ],
      [
        'agency.status_changed',
        id,
        { id, name: 'Status Homes', status: 'ACTIVE', from: 'SUSPENDED' },
      ],
    ]);
  });

  it('keeps the agency’s status when its event cannot be written (rolled back together)', async () => {
    const { id } = await createAgency(ctx, admin, { name: 'Kept Homes', slug: 'kept-homes' });
    const untrap = await refuseWhen(
      ctx,
      'agency',
      'event_outbox',
      `new.type = 'agency.status_changed'`,
    );
    try {
      const seq = await lastSeq(ctx);
      expect((await setStatus(id, 'SUSPENDED')).statusCode).toBe(500);
      expect(await outboxSince(ctx, seq)).toEqual([]);
    } finally {
      await untrap();
    }
    const agency = await ctx.app.inject({
      url: `/api/admin/broker/agencies/${id}`,
      headers: admin,
    });
    expect(agency.json().status).toBe('ACTIVE');
  });

  it('writes lead.created for a contact tap, and neither lead nor event when refused', async () => {
    const { id: agencyId } = await createAgency(ctx, admin, {
      name: 'Lead Events',
      slug: 'lead-events',
    });
    const agent = await signInAs(ctx, 'AGENT', { email: 'lead-agent@events.test', agencyId });
    const listing = await createListing(ctx, agent.auth, listingForm({ title: 'Lead villa' }));
    const contact = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/broker/agencies/${agencyId}/contact`,
        payload: { channel: 'PHONE', listingId: listing.id },
      });
    let seq = await lastSeq(ctx);
    const res = await contact();
    expect(res.statusCode, res.body).toBe(200);
    const events = await outboxSince(ctx, seq);
    expect(events.map((e) => [e.type, e.agencyId])).toEqual([['lead.created', agencyId]]);
    expect(events[0]!.data).toEqual({
      id: expect.any(String),
      agencyId,
      agentId: agent.id,
      listingId: listing.id,
      channel: 'PHONE',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const leadsBefore = (await ctx.app.services.agencies.leadsOf(agencyId)).length;
    const untrap = await refuseWhen(ctx, 'lead', 'event_outbox', `new.type = 'lead.created'`);
    try {
      seq = await lastSeq(ctx);
      expect((await contact()).statusCode).toBe(500);
      expect(await outboxSince(ctx, seq)).toEqual([]);
      expect(await ctx.app.services.agencies.leadsOf(agencyId)).toHaveLength(leadsBefore);
    } finally {
      await untrap();
    }
  });

  it('writes user.registered once for a registration, none for a refused duplicate', async () => {
    const email = 'registers@events.test';
    const register = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Nakato Events', email, password: TEST_PASSWORD },
      });
    const seq = await lastSeq(ctx);
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(409);
    const events = await outboxSince(ctx, seq);
    expect(events.map((e) => [e.type, e.agencyId])).toEqual([['user.registered', null]]);
    const id = await ctx.app.services.users.findIdByEmail(email);
    expect(events[0]!.data).toEqual({
      id,
      name: 'Nakato Events',
      email,
      role: 'USER',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('writes user.registered for a person first seen through an external provider, once', async () => {
    const seq = await lastSeq(ctx);
    const values = { email: 'external@events.test', name: 'External Person' };
    const id = await ctx.app.services.users.createExternalUser(values);
    expect(await ctx.app.services.users.createExternalUser(values)).toBe(id);
    const events = await outboxSince(ctx, seq);
    expect(events.map((e) => [e.type, e.data.id, e.data.email])).toEqual([
      ['user.registered', id, 'external@events.test'],
    ]);
  });

  it('writes no user.registered when the account insert is rolled back', async () => {
    const seq = await lastSeq(ctx);
    const insertThenFail = ctx.database.db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({ id: randomUUID(), email: 'rolled-back@events.test', name: 'Rolled Back' });
      throw new Error('rolled back');
    });
    await expect(insertThenFail).rejects.toThrow('rolled back');
    expect(await outboxSince(ctx, seq)).toEqual([]);
  });
});
