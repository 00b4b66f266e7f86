import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Messages } from '@afrinest/contract';
import { createTestApp, type TestContext } from '../../../test/helper';

/** Issue 39: two sign-ups of one address at once answered 422 "Failed to create user". */
describe('registration of one address at once', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => ctx.close());

  it('creates one account and answers the others as a sequential duplicate (409 EMAIL_TAKEN)', async () => {
    const register = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: `Racer ${i}`, email: 'race@test.afrinest', password: 'Kampala-hills-42' },
      });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(register));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json()).toEqual({
        error: { code: ErrorCode.EMAIL_TAKEN, message: Messages.EMAIL_TAKEN },
      });
  });
});
