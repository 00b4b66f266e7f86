import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgenciesErrorCode, AgenciesMessages } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { createAgency, mailbox } from './agencies-test-helpers';

/** Issue 39: one open invitation per address and agency; unknown agencies are not found. */
describe('agency invitations: no duplicates, unknown agencies', () => {
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

  const base = '/api/admin/broker/agencies';
  const invite = (agencyId: string, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `${base}/${agencyId}/agents`,
      headers: admin,
      payload: { email, name: 'Ruth Nakato', role: 'AGENT' },
    });
  const open = async (agencyId: string) =>
    (await ctx.app.inject({ url: `${base}/${agencyId}/invitations`, headers: admin })).json()
      .data as { id: string; email: string }[];

  it('a second invitation to an address with one open answers 409 and sends nothing', async () => {
    const email = 'ruth.twice@test.afrinest';
    expect((await invite(agencyA, email)).statusCode).toBe(201);
    const again = await invite(agencyA, 'Ruth.Twice@Test.Afrinest');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: AgenciesErrorCode.INVITATION_PENDING,
      message: AgenciesMessages.INVITATION_PENDING,
    });
    expect((await open(agencyA)).filter((i) => i.email === email)).toHaveLength(1);
    // Mails leave through the outbox at once in tests; one invitation, one mail.
    expect(await mailbox(ctx, email)).toHaveLength(1);
  });

  it('two sends at once make one invitation', async () => {
    const email = 'ruth.race@test.afrinest';
    const codes = (await Promise.all([invite(agencyA, email), invite(agencyA, email)])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([201, 409]);
    expect((await open(agencyA)).filter((i) => i.email === email)).toHaveLength(1);
  });

  it('another agency may invite the same address, and a cancelled invitation can be sent again', async () => {
    const email = 'ruth.again@test.afrinest';
    const first = await invite(agencyA, email);
    expect(first.statusCode).toBe(201);
    expect((await invite(agencyB, email)).statusCode).toBe(201);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `${base}/${agencyA}/invitations/${first.json().id}`,
      headers: admin,
    });
    expect(cancel.statusCode).toBe(204);
    expect((await invite(agencyA, email)).statusCode).toBe(201);
  });

  it('the invitations of an unknown agency answer 404, like its other sub-resources', async () => {
    const unknown = randomUUID();
    for (const url of [
      `${base}/${unknown}/invitations`,
      `${base}/${unknown}/agents`,
      `${base}/${unknown}`,
    ]) {
      const res = await ctx.app.inject({ url, headers: admin });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message, url).toBe(AgenciesMessages.AGENCY_NOT_FOUND);
    }
    expect((await invite(unknown, 'nobody.there@test.afrinest')).statusCode).toBe(404);
  });
});
