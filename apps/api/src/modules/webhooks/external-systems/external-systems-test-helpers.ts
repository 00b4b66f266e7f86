import type { ExternalSystemInput, ExternalSystemWithKey } from '@afrinest/contract';
import type { TestContext } from '../../../../test/helper';

/** A valid system form (a CRM reading listings), with any field replaced. */
export const systemForm = (over: Partial<ExternalSystemInput> = {}): ExternalSystemInput => ({
  name: 'Acme CRM',
  ownerName: 'Grace Nambi',
  ownerEmail: 'grace@acme.test',
  ownerPhone: '+256700000001',
  scopes: ['listings:read'],
  agencyId: null,
  expiresAt: null,
  rateLimitPerMinute: 1000,
  ...over,
});

/** Creates a system as an admin; answers the system and its key (shown this once). */
export async function createSystem(
  ctx: TestContext,
  admin: Record<string, string>,
  over: Partial<ExternalSystemInput> = {},
): Promise<ExternalSystemWithKey> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/external-systems',
    headers: admin,
    payload: systemForm(over),
  });
  if (res.statusCode !== 201) throw new Error(`system not created: ${res.body}`);
  return res.json();
}

/** The headers a partner sends: `X-API-Key`, or the key as a bearer. */
export const keyHeaders = (
  key: string,
  as: 'x-api-key' | 'bearer' = 'x-api-key',
): Record<string, string> =>
  as === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key };
