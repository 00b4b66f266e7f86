import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgenciesErrorCode, AgenciesMessages } from '@afrinest/contract';
import { createTestApp, signInAs, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import { ref } from '../geo/geo-test-helpers';
import { createAgency, invitationToken } from './agencies-test-helpers';

describe('agency team: invitations, profiles, deactivation, own-agency rule', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let agencyA: string;
  let agencyB: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    agencyA = (await createAgency(ctx, admin, { name: 'Agency A' })).id;
    agencyB = (await createAgency(ctx, admin, { name: 'Agency B' })).id;
  });
  afterAll(() => ctx.close());

  const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  const login = async (email: string, password = TEST_PASSWORD) => {
    const res = await inject('POST', '/api/auth/login', {}, { email, password });
    return { status: res.statusCode, auth: { authorization: `Bearer ${res.json().token}` } };
  };

  it('an admin invites the super agent; the mail link lets a new person choose a password and join', async () => {
    const res = await inject('POST', `/api/admin/broker/agencies/${agencyA}/agents`, admin, {
      email: 'Boss@Test.Afrinest',
      name: 'Grace Boss',
      role: 'SUPER_AGENT',
    });
    expect(res.statusCode).toBe(201);
    const token = await invitationToken(ctx, 'boss@test.afrinest');
    const preview = await inject('GET', `/api/agent-invitations/${token}`, {});
    expect(preview.json()).toEqual({
      agencyName: 'Agency A',
      email: 'boss@test.afrinest',
      name: 'Grace Boss',
      role: 'SUPER_AGENT',
      accountExists: false,
    });
    const missing = await inject('POST', `/api/agent-invitations/${token}/accept`, {}, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.details.fields)).toEqual(['name', 'password']);
    const ok = await inject(
      'POST',
      `/api/agent-invitations/${token}/accept`,
      {},
      {
        name: 'Grace Boss',
        password: TEST_PASSWORD,
      },
    );
    expect(ok.statusCode).toBe(200);
    const again = await inject(
      'POST',
      `/api/agent-invitations/${token}/accept`,
      {},
      {
        name: 'Grace Boss',
        password: TEST_PASSWORD,
      },
    );
    expect(again.statusCode).toBe(410);
    const signedIn = await login('boss@test.afrinest');
    expect(signedIn.status).toBe(200);
    const me = await inject('GET', '/api/users/profile', signedIn.auth);
    expect(me.json()).toMatchObject({
      role: 'SUPER_AGENT',
      agencyId: agencyA,
      emailVerified: true,
    });
  });

  it('the super agent invites an existing account, which must sign in as that address to join', async () => {
    const boss = (await login('boss@test.afrinest')).auth;
    const user = await signInAs(ctx, 'USER', { email: 'joiner@test.afrinest' });
    const other = await signInAs(ctx, 'USER', { email: 'stranger@test.afrinest' });
    const res = await inject('POST', '/api/agent/agents/invitations', boss, {
      email: 'joiner@test.afrinest',
      name: 'Joiner',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'AGENT', agencyId: agencyA });
    const token = await invitationToken(ctx, 'joiner@test.afrinest');
    expect((await inject('GET', `/api/agent-invitations/${token}`, {})).json().accountExists).toBe(
      true,
    );
    expect(
      (await inject('POST', `/api/agent-invitations/${token}/accept`, {}, {})).statusCode,
    ).toBe(401);
    const wrong = await inject('POST', `/api/agent-invitations/${token}/accept`, other.auth, {});
    expect(wrong.json().error.code).toBe(AgenciesErrorCode.INVITATION_WRONG_ACCOUNT);
    const ok = await inject('POST', `/api/agent-invitations/${token}/accept`, user.auth, {});
    expect(ok.statusCode).toBe(200);
    const me = await inject('GET', '/api/users/profile', user.auth);
    expect(me.json()).toMatchObject({ role: 'AGENT', agencyId: agencyA });
    const team = await inject('GET', '/api/agent/agents', boss);
    expect(
      team
        .json()
        .data.map((a: { email: string }) => a.email)
        .sort(),
    ).toEqual(['boss@test.afrinest', 'joiner@test.afrinest']);
  });

  it('refuses to invite an account of another agency, and lets the super agent revoke an invitation', async () => {
    const boss = (await login('boss@test.afrinest')).auth;
    await signInAs(ctx, 'AGENT', { email: 'b-agent@test.afrinest', agencyId: agencyB });
    const taken = await inject('POST', '/api/agent/agents/invitations', boss, {
      email: 'b-agent@test.afrinest',
      name: 'B Agent',
    });
    expect(taken.statusCode).toBe(409);
    const inv = await inject('POST', '/api/agent/agents/invitations', boss, {
      email: 'later@test.afrinest',
      name: 'Later',
    });
    const open = await inject('GET', '/api/agent/invitations', boss);
    expect(open.json().data.map((i: { email: string }) => i.email)).toContain(
      'later@test.afrinest',
    );
    expect(
      (await inject('DELETE', `/api/agent/invitations/${inv.json().id}`, boss)).statusCode,
    ).toBe(204);
    const token = await invitationToken(ctx, 'later@test.afrinest');
    expect((await inject('GET', `/api/agent-invitations/${token}`, {})).statusCode).toBe(410);
  });

  it('an agent edits their profile: E.164 numbers, known places, bad input changes nothing', async () => {
    const agent = (await login('joiner@test.afrinest')).auth;
    const profile = {
      photoUrl: '',
      bio: 'Ten years selling plots in Wakiso.',
      languages: ['English', 'Luganda'],
      areasServed: [ref.ntinda],
      phone: '+256 701 000 111',
      whatsapp: '+256701000111',
    };
    const bad = await inject('PUT', '/api/agent/profile', agent, {
      ...profile,
      phone: '0701',
      bio: 'x'.repeat(2001),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details.fields).sort()).toEqual(['bio', 'phone']);
    expect((await inject('GET', '/api/agent/profile', agent)).json().bio).toBe('');
    const ok = await inject('PUT', '/api/agent/profile', agent, profile);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ phone: '+256701000111', languages: ['English', 'Luganda'] });
    expect(ok.json().areasServed[0].name).toBe('Ntinda');
    const unknownPlace = await inject('PUT', '/api/agent/profile', agent, {
      ...profile,
      areasServed: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknownPlace.statusCode).toBe(400);
  });

  it('finds agents by name and by area (a place inside the area they serve)', async () => {
    const byName = await inject('GET', '/api/brokers?q=grace', {});
    expect(byName.json().data.map((a: { name: string }) => a.name)).toEqual(['Grace Boss']);
    // The joiner serves Ntinda; all three agents' offices are in Kololo.
    const joiner = await ctx.app.services.users.findIdByEmail('joiner@test.afrinest');
    const inNtinda = await inject('GET', `/api/brokers?areaId=${ref.ntinda}`, {});
    expect(inNtinda.json().data.map((a: { id: string }) => a.id)).toEqual([joiner]);
    const inKololo = await inject('GET', `/api/brokers?areaId=${ref.kololo}`, {});
    expect(inKololo.json().total).toBe(3);
    const inMbarara = await inject('GET', `/api/brokers?areaId=${ref.mbarara}`, {});
    expect(inMbarara.json().total).toBe(0);
  });

  it('the own-agency rule: a super agent of A gets 403 on agents of B; deactivation hides an agent', async () => {
    const boss = (await login('boss@test.afrinest')).auth;
    const bAgent = await ctx.app.services.users.findIdByEmail('b-agent@test.afrinest');
    const cross = await inject('POST', `/api/agent/agents/${bAgent}/deactivate`, boss);
    expect(cross.statusCode).toBe(403);
    const self = await ctx.app.services.users.findIdByEmail('boss@test.afrinest');
    const selfRes = await inject('POST', `/api/agent/agents/${self}/deactivate`, boss);
    expect(selfRes.json().error.message).toBe(AgenciesMessages.CANNOT_DEACTIVATE_SELF);

    const joiner = (await ctx.app.services.users.findIdByEmail('joiner@test.afrinest'))!;
    const off = await inject('POST', `/api/agent/agents/${joiner}/deactivate`, boss);
    expect(off.json().active).toBe(false);
    expect((await inject('GET', `/api/brokers/${joiner}`, {})).statusCode).toBe(404);
    const agent = (await login('joiner@test.afrinest')).auth;
    const blocked = await inject('PUT', '/api/agent/profile', agent, {
      photoUrl: '',
      bio: 'x',
      languages: [],
      areasServed: [],
      phone: '',
      whatsapp: '',
    });
    expect(blocked.json().error.code).toBe(AgenciesErrorCode.AGENT_DEACTIVATED);
    await inject('POST', `/api/agent/agents/${joiner}/reactivate`, boss);
    expect((await inject('GET', `/api/brokers/${joiner}`, {})).statusCode).toBe(200);
  });

  it('plain agents cannot reach the super agent screens', async () => {
    const agent = (await login('joiner@test.afrinest')).auth;
    expect((await inject('GET', '/api/agent/agents', agent)).statusCode).toBe(403);
    expect((await inject('GET', '/api/agent/whatsapp', agent)).statusCode).toBe(403);
  });
});
