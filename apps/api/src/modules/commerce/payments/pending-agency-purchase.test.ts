import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMessages, type Package } from '@afrinest/contract';
import { createTestApp, signInAs, type TestContext } from '../../../../test/helper';
import { agencyForm } from '../../agencies/agencies-test-helpers';
import {
  checkout,
  checkoutBody,
  countWhere,
  decide,
  sellablePackage,
  until,
  type Headers,
} from './payments-test-helpers';

/**
 * Issue 42: a person with no agency asks for one and pays while it is PENDING; the package is
 * granted when an admin activates the agency, not before.
 */
describe('buying for an agency that is still a request', () => {
  let ctx: TestContext;
  let admin: Headers;
  let pkg: Package;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signInAs(ctx, 'AFRI_ADMIN')).auth;
    pkg = await sellablePackage(ctx, admin);
  });
  afterAll(() => ctx.close());

  it('refuses a user with no agency, then pays for the request and is granted on activation', async () => {
    const user = await signInAs(ctx, 'USER', { email: 'asker@test.afrinest' });
    const headers = user.auth;
    const options = await ctx.app.inject({ url: '/api/payments/options', headers });
    expect(options.json().agencies).toEqual([]);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/quote',
      headers,
      payload: { purpose: 'PACKAGE', packageId: pkg.id, agencyId: pkg.id, currency: 'UGX' },
    });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.message).toBe(PaymentMessages.NO_AGENCY);

    const { slug: _s, verified: _v, ...form } = agencyForm({ name: 'Gulu Homes' });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/broker/agencies/requests',
      headers,
      payload: form,
    });
    expect(asked.statusCode).toBe(201);
    const agencyId = asked.json().id as string;
    expect(
      (await ctx.app.inject({ url: '/api/payments/options', headers })).json().agencies,
    ).toEqual([{ id: agencyId, name: 'Gulu Homes', status: 'PENDING' }]);

    const started = await checkout(ctx, headers, checkoutBody(pkg.id, agencyId));
    await decide(ctx, started, 'success');
    const paid = await until(ctx, headers, started.payment.id, (p) => p.status === 'SUCCEEDED');
    expect(paid.invoiceId).not.toBeNull();
    expect(paid.credited).toEqual([]);
    const key = `idempotency_key = 'payment:${paid.id}'`;
    expect(await countWhere(ctx, 'ledger_operation', key)).toBe(0);

    const activated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${agencyId}/status`,
      headers: admin,
      payload: { status: 'ACTIVE', reason: '' },
    });
    expect(activated.statusCode).toBe(200);
    expect(await countWhere(ctx, 'ledger_operation', key)).toBe(1);
    // Activating again grants nothing more.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/broker/agencies/${agencyId}/status`,
      headers: admin,
      payload: { status: 'ACTIVE', reason: '' },
    });
    expect(await countWhere(ctx, 'ledger_operation', key)).toBe(1);
  });
});
