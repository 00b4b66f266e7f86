import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMessages, type PaymentRequest, type PaymentRequestInput } from '@afrinest/contract';
import { createTestApp, type TestContext } from '../../../../test/helper';
import { mailbox } from '../../agencies/agencies-test-helpers';
import { packagesApi } from '../catalogue/catalogue-test-helpers';
import { anotherAgency, offersWorld } from './offers-test-helpers';
import { createOffers } from './offers.module';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('admin: custom payment requests', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof offersWorld>>;
  const form = (over: Partial<PaymentRequestInput> = {}): PaymentRequestInput => ({
    agencyId: world.agencyId,
    description: 'Custom banner campaign for March',
    price: { currency: 'UGX', amount: '250000' },
    dueDate: '2030-03-31',
    packageId: null,
    ...over,
  });
  const post = (url: string, payload?: object, headers = world.admin) =>
    ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const create = async (over: Partial<PaymentRequestInput> = {}) => {
    const res = await post('/api/admin/payment-requests', form(over));
    if (res.statusCode !== 201) throw new Error(`request not created: ${res.body}`);
    return res.json() as PaymentRequest;
  };
  const requests = () => ctx.app.services.offers.requests;

  beforeAll(async () => {
    ctx = await createTestApp();
    world = await offersWorld(ctx, 'Request Homes');
  });
  afterAll(() => ctx.close());

  it('creates a request for a package, mails the super agent the amount, due date and link, audited', async () => {
    const r = await create({ packageId: world.pkg.id });
    expect(r).toMatchObject({
      agency: { id: world.agencyId, name: 'Request Homes' },
      description: 'Custom banner campaign for March',
      currency: 'UGX',
      amountMinor: 250_000,
      dueDate: '2030-03-31',
      package: { id: world.pkg.id, name: 'Request Homes Gold' },
      status: 'OPEN',
      paymentId: null,
      payUrl: `http://localhost:8080/pay/${r.id}`,
    });
    const [mail] = await mailbox(ctx, world.boss.email);
    expect(mail?.subject).toBe('Payment request for Request Homes: UGX 250,000');
    expect(mail?.text).toContain('UGX 250,000 for: Custom banner campaign for March');
    expect(mail?.text).toContain('Please pay by 31 March 2030.');
    expect(mail?.text).toContain(`http://localhost:8080/pay/${r.id}`);
    const entry = (await ctx.app.services.audit.latest(5)).find((e) => e.entityId === r.id);
    expect(entry).toMatchObject({
      action: 'payment_request.create',
      after: { amountMinor: 250_000 },
    });
    expect(await requests().view(r.id)).toEqual(r);
  });

  it('refuses an unknown agency or package (404), an archived package, a zero amount and a past due date', async () => {
    const noAgency = await post('/api/admin/payment-requests', form({ agencyId: randomUUID() }));
    expect(noAgency.statusCode).toBe(404);
    const noPackage = await post('/api/admin/payment-requests', form({ packageId: randomUUID() }));
    expect(noPackage.statusCode).toBe(404);
    const archived = await packagesApi(ctx, world.admin).create({ status: 'ARCHIVED' });
    const refused = await post('/api/admin/payment-requests', form({ packageId: archived.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual({
      packageId: ['Choose an active package.'],
    });
    const zero = await post(
      '/api/admin/payment-requests',
      form({ price: { currency: 'UGX', amount: '0' } }),
    );
    expect(Object.keys(zero.json().error.details.fields)).toEqual(['price.amount']);
    const past = await post('/api/admin/payment-requests', form({ dueDate: '2020-01-01' }));
    expect(Object.keys(past.json().error.details.fields)).toEqual(['dueDate']);
    const invalid = await post('/api/admin/payment-requests', { ...form(), dueDate: 'soon' });
    expect(Object.keys(invalid.json().error.details.fields)).toEqual(['dueDate']);
  });

  it('cancels an open request once; again is 409 REQUEST_CLOSED; unknown is 404', async () => {
    const r = await create({ dueDate: tomorrow() });
    const url = `/api/admin/payment-requests/${r.id}/cancel`;
    const first = await post(url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: r.id, status: 'CANCELLED' });
    const again = await post(url);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'REQUEST_CLOSED',
      message: PaymentMessages.REQUEST_CLOSED,
    });
    const unknown = await post(`/api/admin/payment-requests/${randomUUID()}/cancel`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('REQUEST_NOT_FOUND');
  });

  it('is marked paid once, in the crediting transaction; a paid one cannot be cancelled', async () => {
    const r = await create();
    const paymentId = randomUUID();
    const db = ctx.database.db;
    expect(await db.transaction((tx) => requests().markPaid(tx, r.id, paymentId))).toBe(true);
    expect(await db.transaction((tx) => requests().markPaid(tx, r.id, randomUUID()))).toBe(false);
    expect(await requests().get(r.id)).toMatchObject({
      status: 'PAID',
      paymentId,
      amountMinor: 250_000,
    });
    expect((await post(`/api/admin/payment-requests/${r.id}/cancel`)).statusCode).toBe(409);
    await expect(requests().get(randomUUID())).rejects.toMatchObject({
      statusCode: 404,
      code: 'REQUEST_NOT_FOUND',
      message: PaymentMessages.REQUEST_NOT_FOUND,
    });
  });

  it('lists newest first, filtered by status and agency, paged', async () => {
    const other = await anotherAgency(ctx, world.admin, 'Request Other');
    const theirs = await create({ agencyId: other.agencyId, description: 'Their deal' });
    const list = async (query: string) =>
      (
        await ctx.app.inject({ url: `/api/admin/payment-requests?${query}`, headers: world.admin })
      ).json();
    expect(
      (await list(`agencyId=${other.agencyId}`)).data.map((r: PaymentRequest) => r.id),
    ).toEqual([theirs.id]);
    const open = await list('status=OPEN&pageSize=1');
    // The first and theirs are open; one was cancelled, one paid.
    expect(open).toMatchObject({ total: 2, pageSize: 1 });
    expect(open.data[0].id).toBe(theirs.id);
    expect((await list('status=CANCELLED')).total).toBe(1);
    expect((await list('status=LOST')).data).toBeUndefined();
  });

  it('creates the request when the mail cannot be sent, telling onMailError', async () => {
    const failures: unknown[] = [];
    const { audit, agencies, agents } = ctx.app.services;
    const offers = createOffers(ctx.database.db, {
      audit,
      agencies: { findById: agencies.findById, superAgentsOf: agents.superAgentsOf },
      mailer: { kind: 'outbox', send: () => Promise.reject(new Error('mail server down')) },
      webUrl: 'http://localhost:8080',
      product: 'AfriNest',
      onMailError: (e) => failures.push(e),
    });
    const admin = {
      id: world.boss.id,
      email: 'admin@test',
      role: 'AFRI_ADMIN' as const,
      agencyId: null,
    };
    const r = await offers.requests.create(admin, {
      ...form(),
      price: { currency: 'UGX', amount: '1000' },
    });
    expect(r.status).toBe('OPEN');
    expect(failures).toEqual([new Error('mail server down')]);
  });

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/payment-requests' })).statusCode).toBe(401);
    const agent = world.boss.auth;
    expect(
      (await ctx.app.inject({ url: '/api/admin/payment-requests', headers: agent })).statusCode,
    ).toBe(403);
    expect((await post('/api/admin/payment-requests', form(), agent)).statusCode).toBe(403);
    expect(
      (await post(`/api/admin/payment-requests/${randomUUID()}/cancel`, undefined, agent))
        .statusCode,
    ).toBe(403);
  });
});
