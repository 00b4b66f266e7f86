import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgenciesMessages } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { createListing, twoAgencies } from '../listings-test-helpers';

/** SPEC §7 names /api/admin/broker/agencies/{id}/properties: one agency's listings for admins. */
describe('GET /api/admin/broker/agencies/{id}/properties', () => {
  let ctx: TestContext;
  let env: Awaited<ReturnType<typeof twoAgencies>>;
  let ofA: string[];
  beforeAll(async () => {
    ctx = await createTestApp();
    env = await twoAgencies(ctx);
    ofA = [(await createListing(ctx, env.agent)).id, (await createListing(ctx, env.agent)).id];
    await createListing(ctx, env.agentB);
  });
  afterAll(() => ctx.close());

  const list = (agencyId: string, query = '', headers = env.admin) =>
    ctx.app.inject({
      url: `/api/admin/broker/agencies/${agencyId}/properties${query}`,
      headers,
    });

  it("answers that agency's listings only, every status, paged like the admin list", async () => {
    const draft = await ctx.app.inject({
      method: 'PUT',
      url: `/api/properties/${ofA[0]}/status`,
      headers: env.agent,
      payload: { status: 'INACTIVE' },
    });
    expect(draft.statusCode).toBe(200);
    const res = await list(env.agencyA);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((l: { id: string }) => l.id).sort()).toEqual([...ofA].sort());
    expect(body.total).toBe(2);
    const inactive = (await list(env.agencyA, '?status=INACTIVE')).json();
    expect(inactive.data.map((l: { id: string }) => l.id)).toEqual([ofA[0]]);
  });

  it('answers 404 for an unknown agency and 400 for a malformed id', async () => {
    const unknown = await list(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(AgenciesMessages.AGENCY_NOT_FOUND);
    expect((await list('not-an-id')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await list(env.agencyA, '', env.agent)).statusCode).toBe(403);
    const user = (await signInAs(ctx, 'USER')).auth;
    expect((await list(env.agencyA, '', user)).statusCode).toBe(403);
  });
});
