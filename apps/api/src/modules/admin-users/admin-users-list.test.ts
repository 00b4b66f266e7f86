import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { ensureAccount } from '../../seed/accounts';

type Session = Awaited<ReturnType<typeof signInAs>>;

/** The users table: search, filters, sort and paging on the server; bulk suspend/reactivate. */
describe('admin users: list and bulk status', () => {
  let ctx: TestContext;
  let admin: Session;
  let assistant: Session;
  const ids: Record<string, string> = {};

  const people = [
    { key: 'nakato', name: 'Sarah Nakato', role: 'USER', country: 'Uganda' },
    { key: 'otieno', name: 'James Otieno', role: 'AGENT', country: 'Kenya' },
    { key: 'mugisha', name: 'David Mugisha', role: 'AGENT', country: 'Uganda' },
    { key: 'achieng', name: 'Achieng_Odhiambo', role: 'SUPER_AGENT', country: 'kenya' },
    { key: 'nocountry', name: 'Zawadi Mrema', role: 'USER', country: null },
  ] as const;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signInAs(ctx, 'AFRI_ADMIN');
    assistant = await signInAs(ctx, 'ASSISTANT_ADMIN');
    for (const p of people) {
      ids[p.key] = await ensureAccount(ctx.app.services, {
        email: `${p.key}@list.afrinest`,
        password: 'Long-password-1',
        name: p.name,
        role: p.role,
      });
      await ctx.app.services.users.update(ids[p.key]!, { country: p.country });
    }
  });
  afterAll(() => ctx.close());

  const list = async (query: string, by: Session = admin) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?${query}`,
      headers: by.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      data: { id: string; name: string; email: string; suspendedAt: string | null }[];
      total: number;
    };
  };
  const names = (page: { data: { name: string }[] }) => page.data.map((u) => u.name);
  const bulk = (by: Session, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users/bulk-status',
      headers: by.auth,
      payload,
    });

  it('searches name and email, case-insensitively, with % and _ taken literally', async () => {
    expect(names(await list('q=nakato'))).toEqual(['Sarah Nakato']);
    expect(names(await list('q=OTIENO%40LIST'))).toEqual(['James Otieno']);
    expect(names(await list('q=g_O'))).toEqual(['Achieng_Odhiambo']);
    // Taken as a wildcard, "s_O" would find "James Otieno".
    expect((await list('q=s_O')).total).toBe(0);
    expect((await list('q=%25')).total).toBe(0);
  });

  it('filters by role, status and country (any case), and combines them', async () => {
    expect(names(await list('role=AGENT&sort=name&order=asc'))).toEqual([
      'David Mugisha',
      'James Otieno',
    ]);
    expect(names(await list('country=KENYA&sort=name&order=asc'))).toEqual([
      'Achieng_Odhiambo',
      'James Otieno',
    ]);
    expect(names(await list('role=AGENT&country=Uganda'))).toEqual(['David Mugisha']);
    expect((await list('status=SUSPENDED')).total).toBe(0);
    expect((await list('status=ACTIVE')).total).toBe(7);
  });

  it('sorts on the server and pages with a stable order and the total', async () => {
    const all = names(await list('sort=name&order=asc&pageSize=100'));
    expect(all).toEqual([
      'Achieng_Odhiambo',
      'David Mugisha',
      'James Otieno',
      'Sarah Nakato',
      'Test AFRI_ADMIN',
      'Test ASSISTANT_ADMIN',
      'Zawadi Mrema',
    ]);
    const desc = names(await list('sort=name&order=desc&pageSize=100'));
    expect(desc).toEqual([...all].reverse());

    const first = await list('sort=name&order=asc&page=1&pageSize=3');
    const second = await list('sort=name&order=asc&page=2&pageSize=3');
    const third = await list('sort=name&order=asc&page=3&pageSize=3');
    expect(first.total).toBe(7);
    expect([...names(first), ...names(second), ...names(third)]).toEqual(all);
    expect(third.data).toHaveLength(1);
    // Countries sort with the empty one last in either direction.
    const byCountry = await list('sort=country&order=desc&pageSize=100&role=USER');
    expect(names(byCountry).at(-1)).toBe('Zawadi Mrema');
  });

  it('lists the countries set on accounts for the country filter, one per spelling', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users/countries',
      headers: admin.auth,
    });
    // "Kenya" and "kenya" are one country to the (case-insensitive) filter.
    expect(res.json().data.map((c: string) => c.toLowerCase())).toEqual(['kenya', 'uganda']);
  });

  it('refuses bad queries with field details', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users?role=KING&pageSize=500&page=0&sort=password',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.details.fields).sort()).toEqual([
      'querystring.page',
      'querystring.pageSize',
      'querystring.role',
      'querystring.sort',
    ]);
  });

  it('suspends several users at once with a reason, audited one by one, and reactivates them', async () => {
    const chosen = [ids.nakato!, ids.otieno!];
    const res = await bulk(assistant, {
      ids: chosen,
      status: 'SUSPENDED',
      reason: 'Spam listings',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().updated).toBe(2);
    const suspended = await list('status=SUSPENDED&sort=name&order=asc');
    expect(names(suspended)).toEqual(['James Otieno', 'Sarah Nakato']);
    expect(suspended.data[0]).toMatchObject({ suspendedReason: 'Spam listings' });
    expect(Date.parse(suspended.data[0]!.suspendedAt!)).not.toBeNaN();
    const entries = (await ctx.app.services.audit.latest(2)).map((e) => e.entityId).sort();
    expect(entries).toEqual([...chosen].sort());
    expect((await ctx.app.services.audit.latest(1))[0]).toMatchObject({
      action: 'user.suspend',
      actorId: assistant.id,
      before: { status: 'ACTIVE', suspendedReason: null },
      after: { status: 'SUSPENDED', suspendedReason: 'Spam listings' },
    });

    // Already suspended ones are left as they were; the others change.
    const again = await bulk(admin, {
      ids: [ids.nakato!, ids.mugisha!],
      status: 'SUSPENDED',
      reason: 'Second wave',
    });
    expect(again.json().updated).toBe(1);
    expect((await ctx.app.services.users.findRecord(ids.nakato!))!.suspendedReason).toBe(
      'Spam listings',
    );

    const back = await bulk(admin, {
      ids: [ids.nakato!, ids.otieno!, ids.mugisha!],
      status: 'ACTIVE',
    });
    expect(back.json().updated).toBe(3);
    expect(back.json().users.map((u: { status: string }) => u.status)).toEqual([
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
    ]);
    expect((await list('status=SUSPENDED')).total).toBe(0);
  });

  it('changes nobody when one selected account may not be changed', async () => {
    const protectedOne = await bulk(assistant, {
      ids: [ids.achieng!, admin.id],
      status: 'SUSPENDED',
      reason: 'Testing all or none',
    });
    expect(protectedOne.statusCode).toBe(403);
    expect(protectedOne.json().error).toMatchObject({
      code: 'AFRI_ADMIN_PROTECTED',
      details: { ids: [admin.id] },
    });
    const self = await bulk(admin, {
      ids: [ids.achieng!, admin.id],
      status: 'SUSPENDED',
      reason: 'Testing all or none',
    });
    expect(self.statusCode).toBe(409);
    const unknown = '7d1f2e44-1f55-4a39-8c2b-2b9c7e0d2b22';
    const missing = await bulk(admin, {
      ids: [ids.achieng!, unknown],
      status: 'SUSPENDED',
      reason: 'abc',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.details).toEqual({ ids: [unknown] });
    expect((await ctx.app.services.users.findRecord(ids.achieng!))!.status).toBe('ACTIVE');
  });

  it('refuses a bulk suspension without a reason, or with no one selected', async () => {
    const noReason = await bulk(admin, { ids: [ids.achieng!], status: 'SUSPENDED' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details.fields.reason).toBeDefined();
    const none = await bulk(admin, { ids: [], status: 'ACTIVE' });
    expect(none.json().error.details.fields.ids).toEqual(['Select at least one user.']);
    expect((await ctx.app.services.users.findRecord(ids.achieng!))!.status).toBe('ACTIVE');
  });
});
