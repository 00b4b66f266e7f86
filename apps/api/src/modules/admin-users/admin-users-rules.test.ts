import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { ensureAccount } from '../../seed/accounts';
import { createAgency } from '../agencies/agencies-test-helpers';

type Session = Awaited<ReturnType<typeof signInAs>>;

/** Who may change whom: ASSISTANT_ADMIN vs AFRI_ADMIN, the last AFRI_ADMIN, oneself. */
describe('admin users: the role rules', () => {
  let ctx: TestContext;
  let afri: Session;
  let assistant: Session;
  let member: Session;

  beforeAll(async () => {
    ctx = await createTestApp();
    afri = await signInAs(ctx, 'AFRI_ADMIN');
    assistant = await signInAs(ctx, 'ASSISTANT_ADMIN');
    member = await signInAs(ctx, 'USER');
  });
  afterAll(() => ctx.close());

  const patch = (by: Session, id: string, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: by.auth,
      payload,
    });
  const read = async (id: string) => (await ctx.app.services.users.findRecord(id))!;
  const account = (email: string, role: 'USER' | 'AFRI_ADMIN' = 'USER') =>
    ensureAccount(ctx.app.services, { email, password: 'Long-password-1', name: email, role });

  it('lets an ASSISTANT_ADMIN edit a member: name, role, agency, applied on the next request', async () => {
    const { id: agencyId } = await createAgency(ctx, afri.auth, { name: 'Okello Realty' });
    const res = await patch(assistant, member.id, {
      name: '  Okello Peter ',
      role: 'ASSISTANT_ADMIN',
      agencyId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Okello Peter', role: 'ASSISTANT_ADMIN', agencyId });
    // The same token, the next request: the new role already counts.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: member.auth,
    });
    expect(list.statusCode).toBe(200);

    const back = await patch(assistant, member.id, { role: 'USER', agencyId: '' });
    expect(back.json()).toMatchObject({ role: 'USER', agencyId: null });
    const denied = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: member.auth,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('audits each change with who, what, before and after', async () => {
    await patch(afri, member.id, { name: 'Okello P.' });
    const [entry] = await ctx.app.services.audit.latest(1);
    expect(entry).toMatchObject({
      actorId: afri.id,
      action: 'user.update',
      entity: 'user',
      entityId: member.id,
      before: { name: 'Okello Peter' },
      after: { name: 'Okello P.' },
    });
  });

  it('refuses an ASSISTANT_ADMIN any change to an AFRI_ADMIN, or giving that role', async () => {
    const before = await read(afri.id);
    for (const payload of [
      { name: 'Renamed' },
      { role: 'USER' },
      { status: 'SUSPENDED', suspendedReason: 'Testing the rule' },
    ]) {
      const res = await patch(assistant, afri.id, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'AFRI_ADMIN_PROTECTED',
        message: 'Only an AFRI_ADMIN can change an AFRI_ADMIN account or give that role.',
      });
    }
    const promote = await patch(assistant, member.id, { role: 'AFRI_ADMIN' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().error.code).toBe('AFRI_ADMIN_PROTECTED');
    expect(await read(afri.id)).toEqual(before);
    expect((await read(member.id)).role).toBe('USER');
  });

  it('lets an AFRI_ADMIN promote and demote AFRI_ADMINs, but never remove the last active one', async () => {
    const second = await account('second-afri@test.afrinest');
    expect((await patch(afri, second, { role: 'AFRI_ADMIN' })).json().role).toBe('AFRI_ADMIN');
    // Two active AFRI_ADMINs: one may go.
    expect((await patch(afri, second, { role: 'SUPER_AGENT' })).statusCode).toBe(200);

    // Now afri is the only one: neither a demotion nor a suspension may remove it.
    const demote = await patch(afri, afri.id, { role: 'ASSISTANT_ADMIN' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatchObject({
      code: 'LAST_AFRI_ADMIN',
      message: 'This would leave no active AFRI_ADMIN. Make another account AFRI_ADMIN first.',
    });
    expect((await read(afri.id)).role).toBe('AFRI_ADMIN');

    // A suspended AFRI_ADMIN does not count as one that can run the site.
    const dormant = await account('dormant-afri@test.afrinest', 'AFRI_ADMIN');
    expect(
      (await patch(afri, dormant, { status: 'SUSPENDED', suspendedReason: 'Left the company' }))
        .statusCode,
    ).toBe(200);
    expect((await patch(afri, afri.id, { role: 'USER' })).statusCode).toBe(409);
    // Reactivated, it counts again, and afri may step down.
    expect((await patch(afri, dormant, { status: 'ACTIVE' })).statusCode).toBe(200);
    const stepDown = await patch(afri, afri.id, { role: 'ASSISTANT_ADMIN' });
    expect(stepDown.statusCode).toBe(200);
    // afri is no longer an AFRI_ADMIN: the rule now applies to it as an assistant.
    expect((await patch(afri, dormant, { name: 'Anyone' })).statusCode).toBe(403);
    await ctx.app.services.users.update(afri.id, { role: 'AFRI_ADMIN' });
  });

  it('refuses suspending oneself', async () => {
    const res = await patch(assistant, assistant.id, {
      status: 'SUSPENDED',
      suspendedReason: 'Oops, myself',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CANNOT_SUSPEND_SELF');
    expect((await read(assistant.id)).status).toBe('ACTIVE');
  });

  it('answers 400 with field details for bad input and changes nothing', async () => {
    const before = await read(member.id);
    const noReason = await patch(afri, member.id, { status: 'SUSPENDED', suspendedReason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details.fields.suspendedReason).toEqual([
      'Give a reason of at least 3 characters: the user sees it.',
    ]);
    const bad = await patch(afri, member.id, { name: 'X', role: 'KING', agencyId: 'agency-1' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details.fields).sort()).toEqual([
      'agencyId',
      'name',
      'role',
    ]);
    expect((await patch(afri, member.id, {})).statusCode).toBe(400);
    expect(await read(member.id)).toEqual(before);
  });

  it('refuses an agency that does not exist, with a field message, and changes nothing', async () => {
    const before = await read(member.id);
    const res = await patch(afri, member.id, {
      agencyId: '0b8a4c38-4c8e-4d0f-9a1e-5d3f0f6b1a11',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields.agencyId).toEqual(['Agency not found.']);
    expect(await read(member.id)).toEqual(before);
  });

  it('answers 404 for an account that does not exist', async () => {
    const res = await patch(afri, '7d1f2e44-1f55-4a39-8c2b-2b9c7e0d2b22', { name: 'Nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('User not found.');
  });
});
