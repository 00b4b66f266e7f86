import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgenciesErrorCode } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { createListing, listingForm } from '../listings/listings-test-helpers';
import { createAgency } from './agencies-test-helpers';

type Who = { id: string; auth: Record<string, string> };

describe("moving an agent's listings to a colleague (SUPER_AGENT, admins)", () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let boss: Who;
  let leaving: Who;
  let staying: Who;
  let away: Who;
  let otherAgency: Who;
  let listingIds: string[];
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    const agencyId = (await createAgency(ctx, admin, { name: 'Move Homes' })).id;
    const otherId = (await createAgency(ctx, admin, { name: 'Other Homes' })).id;
    boss = await signInAs(ctx, 'SUPER_AGENT', { email: 'boss@move.test', agencyId });
    leaving = await signInAs(ctx, 'AGENT', { email: 'leaving@move.test', agencyId });
    staying = await signInAs(ctx, 'AGENT', { email: 'staying@move.test', agencyId });
    away = await signInAs(ctx, 'AGENT', { email: 'away@move.test', agencyId });
    otherAgency = await signInAs(ctx, 'AGENT', { email: 'b@other.test', agencyId: otherId });
    const titles = ['House one', 'House two', 'House three'];
    listingIds = [];
    for (const title of titles)
      listingIds.push((await createListing(ctx, leaving.auth, listingForm({ title }))).id);
    // One inactive (still theirs, still moved), one deleted (history only: not moved).
    await inject('PUT', `/api/properties/${listingIds[1]}/status`, leaving.auth, {
      status: 'INACTIVE',
    });
    await inject('DELETE', `/properties/${listingIds[2]}`, leaving.auth);
    await inject('POST', `/api/agent/agents/${away.id}/deactivate`, boss.auth);
  });
  afterAll(() => ctx.close());

  const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  const move = (who: Record<string, string>, from: string, toAgentId: string, base = 'agent') =>
    inject(
      'POST',
      `/api/${base === 'admin' ? 'admin/broker' : 'agent'}/agents/${from}/move-listings`,
      who,
      { toAgentId },
    );
  const agentOf = async (id: string) =>
    (await inject('GET', `/properties/${id}`, boss.auth)).json().agent?.id as string | undefined;

  it('refuses a target that is not another active agent of the same agency (400)', async () => {
    for (const target of [leaving.id, away.id, otherAgency.id, crypto.randomUUID()]) {
      const res = await move(boss.auth, leaving.id, target);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: AgenciesErrorCode.MOVE_TARGET_INVALID,
        details: { fields: { toAgentId: ['Choose another active agent of the same agency.'] } },
      });
    }
    expect(await agentOf(listingIds[0]!)).toBe(leaving.id);
  });

  it("refuses another agency's agent (403), a missing agent (404) and a plain AGENT (403)", async () => {
    expect((await move(boss.auth, otherAgency.id, staying.id)).statusCode).toBe(403);
    expect((await move(boss.auth, crypto.randomUUID(), staying.id)).statusCode).toBe(404);
    expect((await move(leaving.auth, leaving.id, staying.id)).statusCode).toBe(403);
    expect(await agentOf(listingIds[0]!)).toBe(leaving.id);
  });

  it('moves every listing that is not deleted, whatever its status, and audits it', async () => {
    const res = await move(boss.auth, leaving.id, staying.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ moved: 2 });
    expect(await agentOf(listingIds[0]!)).toBe(staying.id);
    expect(await agentOf(listingIds[1]!)).toBe(staying.id);
    const mine = await inject('GET', `/api/agent/properties?agentId=${leaving.id}`, boss.auth);
    expect(mine.json().total).toBe(0);
    const audit = await inject('GET', `/api/admin/audit-log?entityId=${leaving.id}`, admin);
    expect(audit.json().data[0]).toMatchObject({
      action: 'agent.listings.move',
      after: { agentId: staying.id, moved: 2 },
    });
    // Nothing left: a second move moves nothing.
    expect((await move(boss.auth, leaving.id, staying.id)).json()).toEqual({ moved: 0 });
  });

  it('lets an admin move listings in any agency through the admin route', async () => {
    const res = await move(admin, staying.id, boss.id, 'admin');
    expect(res.json()).toEqual({ moved: 2 });
    expect(await agentOf(listingIds[0]!)).toBe(boss.id);
    const bad = await move(admin, boss.id, otherAgency.id, 'admin');
    expect(bad.statusCode).toBe(400);
  });
});
