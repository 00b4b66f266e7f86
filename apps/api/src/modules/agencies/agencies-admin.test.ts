import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgenciesMessages } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { ref } from '../geo/geo-test-helpers';
import { agencyForm, createAgency } from './agencies-test-helpers';

describe('admin: agencies', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let adminId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const a = await signInAs(ctx, 'AFRI_ADMIN');
    admin = a.auth;
    adminId = a.id;
  });
  afterAll(() => ctx.close());

  const count = async () =>
    (await ctx.app.inject({ url: '/api/admin/broker/agencies', headers: admin })).json().total;

  it('creates an ACTIVE agency with a slug from its name, E.164 phone and address chain, audited', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/broker/agencies',
      headers: admin,
      payload: agencyForm({ name: 'Entebbe Lakeside Homes' }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      slug: 'entebbe-lakeside-homes',
      status: 'ACTIVE',
      phone: '+256700111222',
      verified: true,
      origin: 'ADMIN',
      createdBy: { id: adminId },
      agentCount: 0,
    });
    expect(body.place.name).toBe('Kololo');
    const audit = await ctx.app.services.audit.latest(5);
    expect(audit.find((e) => e.entityId === body.id)?.action).toBe('agency.create');
  });

  it('refuses bad input with field details and creates nothing', async () => {
    const before = await count();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/broker/agencies',
      headers: admin,
      payload: agencyForm({
        name: 'x',
        phone: '0700 111',
        whatsappNumbers: ['12'],
        slug: 'Bad Slug!',
      }),
    });
    expect(res.statusCode).toBe(400);
    const details = res.json().error.details.fields;
    expect(Object.keys(details)).toEqual(
      expect.arrayContaining(['name', 'phone', 'whatsappNumbers.0', 'slug']),
    );
    expect(await count()).toBe(before);
  });

  it('refuses an address whose places do not form one chain', async () => {
    const before = await count();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/broker/agencies',
      headers: admin,
      payload: agencyForm({ location: { countryId: ref.kenya, cityId: ref.kampala } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields.location).toHaveLength(1);
    expect(await count()).toBe(before);
  });

  it('keeps slugs unique: a taken slug is 409, a generated one gets a suffix', async () => {
    await createAgency(ctx, admin, { name: 'Wakiso Land', slug: 'wakiso-land' });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/broker/agencies',
      headers: admin,
      payload: agencyForm({ name: 'Other', slug: 'wakiso-land' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(AgenciesMessages.SLUG_TAKEN);
    const generated = await createAgency(ctx, admin, { name: 'Wakiso Land' });
    expect(generated.slug).toBe('wakiso-land-2');
  });

  it('edits an agency and lists it with search, status filter and paging on the server', async () => {
    const a = await createAgency(ctx, admin, { name: 'Mukono Estates' });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${a.id}`,
      headers: admin,
      payload: agencyForm({ name: 'Mukono Estates Ltd', slug: a.slug, verified: false }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Mukono Estates Ltd', verified: false });
    const list = await ctx.app.inject({
      url: '/api/admin/broker/agencies?q=mukono&pageSize=1',
      headers: admin,
    });
    expect(list.json()).toMatchObject({ total: 1, pageSize: 1, data: [{ id: a.id }] });
    const pending = await ctx.app.inject({
      url: '/api/admin/broker/agencies?status=PENDING',
      headers: admin,
    });
    expect(pending.json().total).toBe(0);
  });

  it('suspends with a reason (required), hiding the agency and its agents; reactivation brings them back', async () => {
    const a = await createAgency(ctx, admin, { name: 'Suspended Co' });
    const agent = await signInAs(ctx, 'AGENT', {
      email: 'sus-agent@test.afrinest',
      agencyId: a.id,
    });
    const noReason = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${a.id}/status`,
      headers: admin,
      payload: { status: 'SUSPENDED', reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details.fields.reason).toEqual([AgenciesMessages.REASON_REQUIRED]);
    expect((await ctx.app.inject({ url: `/api/broker/agencies/${a.id}` })).statusCode).toBe(200);

    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${a.id}/status`,
      headers: admin,
      payload: { status: 'SUSPENDED', reason: 'Unpaid fees' },
    });
    expect(res.json()).toMatchObject({ status: 'SUSPENDED', statusReason: 'Unpaid fees' });
    expect((await ctx.app.inject({ url: `/api/broker/agencies/${a.id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/brokers/${agent.id}` })).statusCode).toBe(404);
    const dir = await ctx.app.inject({ url: `/api/brokers?agencyId=${a.id}` });
    expect(dir.json().total).toBe(0);

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${a.id}/status`,
      headers: admin,
      payload: { status: 'ACTIVE' },
    });
    expect((await ctx.app.inject({ url: `/api/broker/agencies/${a.id}` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/brokers?agencyId=${a.id}` })).json().total).toBe(1);
    expect(await ctx.app.services.agencies.isPublic(a.id)).toBe(true);
  });

  it('lists all agents and filters them by agency', async () => {
    const a = await createAgency(ctx, admin, { name: 'Filter A' });
    const b = await createAgency(ctx, admin, { name: 'Filter B' });
    await signInAs(ctx, 'AGENT', { email: 'fa@test.afrinest', agencyId: a.id });
    await signInAs(ctx, 'SUPER_AGENT', { email: 'fb@test.afrinest', agencyId: b.id });
    const res = await ctx.app.inject({
      url: `/api/admin/broker/agents?agencyId=${b.id}`,
      headers: admin,
    });
    expect(res.json()).toMatchObject({
      total: 1,
      data: [{ email: 'fb@test.afrinest', agencyName: 'Filter B' }],
    });
    const perAgency = await ctx.app.inject({
      url: `/api/admin/broker/agencies/${a.id}/agents`,
      headers: admin,
    });
    expect(perAgency.json().data.map((x: { email: string }) => x.email)).toEqual([
      'fa@test.afrinest',
    ]);
    const listed = await ctx.app.inject({
      url: '/api/admin/broker/agencies?q=Filter',
      headers: admin,
    });
    expect(listed.json().data.map((x: { agentCount: number }) => x.agentCount)).toEqual([1, 1]);
  });

  it('turns a join request into a PENDING agency whose requester runs it once activated', async () => {
    const user = await signInAs(ctx, 'USER', { email: 'owner@test.afrinest' });
    const { slug: _s, verified: _v, ...form } = agencyForm({ name: 'Gulu Realtors' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/broker/agencies/requests',
      headers: user.auth,
      payload: form,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'PENDING', origin: 'REQUEST', verified: false });
    const id = res.json().id;
    expect((await ctx.app.inject({ url: `/api/broker/agencies/${id}` })).statusCode).toBe(404);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${id}/status`,
      headers: admin,
      payload: { status: 'ACTIVE' },
    });
    const me = await ctx.app.inject({ url: '/api/users/profile', headers: user.auth });
    expect(me.json()).toMatchObject({ role: 'SUPER_AGENT', agencyId: id });
  });
});
