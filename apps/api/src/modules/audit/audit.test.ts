import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';

type Session = Awaited<ReturnType<typeof signInAs>>;
type Entry = {
  actor: { id: string; name: string; email: string } | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
};

describe('audit log API', () => {
  let ctx: TestContext;
  let admin: Session;
  let assistant: Session;
  let member: Session;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signInAs(ctx, 'AFRI_ADMIN');
    assistant = await signInAs(ctx, 'ASSISTANT_ADMIN');
    member = await signInAs(ctx, 'USER');
    // Three admin actions: two by the assistant (one on the member), one by the admin.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.id}`,
      headers: assistant.auth,
      payload: { role: 'AGENT' },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/website-state',
      headers: assistant.auth,
      payload: { state: 'NO_NEW_USERS', description: 'Back Monday' },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/analytics',
      headers: admin.auth,
      payload: { measurementId: 'G-AB12CD34', isEnabled: true },
    });
  });
  afterAll(() => ctx.close());

  const read = async (query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?${query}`,
      headers: assistant.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Entry[]; total: number; page: number; pageSize: number };
  };

  it('lists every action newest first, with who did it, and before and after', async () => {
    const all = await read('');
    expect(all.total).toBe(3);
    expect(all.data.map((e) => e.action)).toEqual([
      'settings.analytics.update',
      'website-state.update',
      'user.role.change',
    ]);
    expect(all.data[2]).toMatchObject({
      actor: { id: assistant.id, name: 'Test ASSISTANT_ADMIN', email: assistant.email },
      entity: 'user',
      entityId: member.id,
      before: { role: 'USER' },
      after: { role: 'AGENT' },
    });
  });

  it("filters by actor, by entity, and by a user's own actions and the actions on them", async () => {
    expect((await read(`actorId=${admin.id}`)).data.map((e) => e.action)).toEqual([
      'settings.analytics.update',
    ]);
    expect((await read('entity=website_state')).total).toBe(1);
    expect((await read(`entity=user&entityId=${member.id}`)).total).toBe(1);
    expect((await read(`userId=${member.id}`)).data.map((e) => e.action)).toEqual([
      'user.role.change',
    ]);
    expect((await read(`userId=${assistant.id}`)).total).toBe(2);
  });

  it('pages on the server', async () => {
    const first = await read('pageSize=2&page=1');
    const second = await read('pageSize=2&page=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.data).toHaveLength(2);
    expect(second.data.map((e) => e.action)).toEqual(['user.role.change']);
  });

  it('refuses a malformed filter', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?actorId=me',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields['querystring.actorId']).toEqual([
      'The actor id is a UUID.',
    ]);
  });
});
