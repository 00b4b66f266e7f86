import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgenciesErrorCode } from '@afrinest/contract';
import { createTestApp, signInAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import { createAgency, invitationToken } from './agencies-test-helpers';

/**
 * Server-side sorting of the admin agencies and agents tables, and an admin cancelling an
 * open invitation (issue 5 gaps).
 */
describe('admin agencies and agents: sort on the server; admins cancel invitations', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const ids: Record<string, string> = {};

  const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

  /** A new agent with a chosen name, through the invitation a real agent would get. */
  async function addAgent(agencyId: string, email: string, name: string, role = 'AGENT') {
    const sent = await inject('POST', `/api/admin/broker/agencies/${agencyId}/agents`, admin, {
      email,
      name,
      role,
    });
    expect(sent.statusCode).toBe(201);
    const token = await invitationToken(ctx, email);
    const ok = await inject(
      'POST',
      `/api/agent-invitations/${token}/accept`,
      {},
      {
        name,
        password: TEST_PASSWORD,
      },
    );
    expect(ok.statusCode).toBe(200);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    // Created in this order, so "newest first" is Charlie, bravo, Alpha.
    ids.alpha = (await createAgency(ctx, admin, { name: 'Sortkey Alpha' })).id;
    ids.bravo = (await createAgency(ctx, admin, { name: 'sortkey bravo' })).id;
    ids.charlie = (await createAgency(ctx, admin, { name: 'Sortkey Charlie' })).id;
    await inject('PUT', `/api/admin/broker/agencies/${ids.alpha}/status`, admin, {
      status: 'SUSPENDED',
      reason: 'Unpaid fees',
    });
    await inject('PUT', `/api/admin/broker/agencies/${ids.charlie}/status`, admin, {
      status: 'PENDING',
    });
    await addAgent(ids.bravo, 'zawadi@sort.test', 'Zawadi Boss', 'SUPER_AGENT');
    await addAgent(ids.bravo, 'amos@sort.test', 'amos Agent');
    await addAgent(ids.alpha, 'mary@sort.test', 'Mary Agent');
  });
  afterAll(() => ctx.close());

  const agencyNames = async (query: string) => {
    const res = await inject('GET', `/api/admin/broker/agencies?q=sortkey&${query}`, admin);
    expect(res.statusCode).toBe(200);
    return (res.json().data as { name: string }[]).map((a) => a.name);
  };
  const agentNames = async (query: string) => {
    const res = await inject('GET', `/api/admin/broker/agents?q=sortkey&${query}`, admin);
    expect(res.statusCode).toBe(200);
    return (res.json().data as { name: string }[]).map((a) => a.name);
  };

  it('sorts agencies by name (ignoring case), status, agent count and creation, both ways', async () => {
    expect(await agencyNames('')).toEqual(['Sortkey Charlie', 'sortkey bravo', 'Sortkey Alpha']);
    expect(await agencyNames('sort=name&order=asc')).toEqual([
      'Sortkey Alpha',
      'sortkey bravo',
      'Sortkey Charlie',
    ]);
    expect(await agencyNames('sort=name&order=desc')).toEqual([
      'Sortkey Charlie',
      'sortkey bravo',
      'Sortkey Alpha',
    ]);
    // Pending first: the agencies waiting for an admin.
    expect(await agencyNames('sort=status&order=asc')).toEqual([
      'Sortkey Charlie',
      'sortkey bravo',
      'Sortkey Alpha',
    ]);
    expect(await agencyNames('sort=agentCount&order=desc')).toEqual([
      'sortkey bravo',
      'Sortkey Alpha',
      'Sortkey Charlie',
    ]);
    expect(await agencyNames('sort=createdAt&order=asc')).toEqual([
      'Sortkey Alpha',
      'sortkey bravo',
      'Sortkey Charlie',
    ]);
    // Paging follows the order.
    expect(await agencyNames('sort=name&order=asc&page=2&pageSize=2')).toEqual(['Sortkey Charlie']);
  });

  it('sorts agents by name (A→Z by default), agency, role and status', async () => {
    await inject(
      'POST',
      `/api/admin/broker/agents/${await agentId('mary@sort.test')}/deactivate`,
      admin,
    );
    expect(await agentNames('')).toEqual(['amos Agent', 'Mary Agent', 'Zawadi Boss']);
    expect(await agentNames('sort=name&order=desc')).toEqual([
      'Zawadi Boss',
      'Mary Agent',
      'amos Agent',
    ]);
    expect(await agentNames('sort=agencyName&order=asc')).toEqual([
      'Mary Agent',
      'amos Agent',
      'Zawadi Boss',
    ]);
    expect(await agentNames('sort=agencyName&order=desc')).toEqual([
      'amos Agent',
      'Zawadi Boss',
      'Mary Agent',
    ]);
    expect((await agentNames('sort=role&order=desc'))[0]).toBe('Zawadi Boss');
    // Deactivated (false) sorts before active (true) ascending.
    expect((await agentNames('sort=active&order=asc'))[0]).toBe('Mary Agent');
  });

  async function agentId(email: string): Promise<string> {
    const res = await inject('GET', '/api/admin/broker/agents?q=sortkey&pageSize=100', admin);
    return (res.json().data as { id: string; email: string }[]).find((a) => a.email === email)!.id;
  }

  it('refuses an unknown sort key or order with field details', async () => {
    const bad = await inject('GET', '/api/admin/broker/agencies?sort=password&order=up', admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details.fields).sort()).toEqual([
      'querystring.order',
      'querystring.sort',
    ]);
    const badAgents = await inject('GET', '/api/admin/broker/agents?sort=email', admin);
    expect(badAgents.statusCode).toBe(400);
    expect(Object.keys(badAgents.json().error.details.fields)).toEqual(['querystring.sort']);
  });

  it('lets an admin cancel an open invitation: the link stops working, audited', async () => {
    const url = `/api/admin/broker/agencies/${ids.charlie}`;
    const sent = await inject('POST', `${url}/agents`, admin, {
      email: 'late@sort.test',
      name: 'Late Comer',
      role: 'SUPER_AGENT',
    });
    const invitationId = sent.json().id as string;
    const token = await invitationToken(ctx, 'late@sort.test');
    expect((await inject('GET', `${url}/invitations`, admin)).json().data).toHaveLength(1);

    // Named under another agency, it is not found there, and stays open.
    const elsewhere = await inject(
      'DELETE',
      `/api/admin/broker/agencies/${ids.alpha}/invitations/${invitationId}`,
      admin,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await inject('GET', `/api/agent-invitations/${token}`, {})).statusCode).toBe(200);

    const bad = await inject('DELETE', `${url}/invitations/not-a-uuid`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields['params.invitationId']).toHaveLength(1);

    const res = await inject('DELETE', `${url}/invitations/${invitationId}`, admin);
    expect(res.statusCode).toBe(204);
    expect((await inject('GET', `${url}/invitations`, admin)).json().data).toEqual([]);
    const preview = await inject('GET', `/api/agent-invitations/${token}`, {});
    expect(preview.statusCode).toBe(410);
    expect(preview.json().error.code).toBe(AgenciesErrorCode.INVITATION_INVALID);
    const audit = await ctx.app.services.audit.latest(5);
    expect(audit.find((e) => e.action === 'agency.invitation.revoke')).toMatchObject({
      entityId: ids.charlie,
      before: { email: 'late@sort.test' },
    });

    // Cancelled once: a second cancel says it is no longer valid.
    const again = await inject('DELETE', `${url}/invitations/${invitationId}`, admin);
    expect(again.statusCode).toBe(410);
  });

  it('refuses a super agent the admin cancel route', async () => {
    const boss = await signInAs(ctx, 'SUPER_AGENT', {
      email: 'boss2@sort.test',
      agencyId: ids.bravo,
    });
    const sent = await inject('POST', '/api/agent/agents/invitations', boss.auth, {
      email: 'kept@sort.test',
      name: 'Kept Invite',
    });
    const res = await inject(
      'DELETE',
      `/api/admin/broker/agencies/${ids.bravo}/invitations/${sent.json().id as string}`,
      boss.auth,
    );
    expect(res.statusCode).toBe(403);
    const open = await inject('GET', `/api/admin/broker/agencies/${ids.bravo}/invitations`, admin);
    expect((open.json().data as { email: string }[]).map((i) => i.email)).toContain(
      'kept@sort.test',
    );
  });
});
