import { ItemCode, type AgencyFormValues } from '@afrinest/contract';
import type { TestContext } from '../../../test/helper';
import { ref } from '../geo/geo-test-helpers';

/** A valid agency form, with any field replaced. */
export const agencyForm = (over: Partial<AgencyFormValues> = {}): AgencyFormValues => ({
  name: 'Kampala Homes',
  slug: '',
  logoUrl: '',
  description: 'Houses and plots across Kampala.',
  phone: '+256 700 111-222',
  email: 'info@kampalahomes.test',
  whatsappNumbers: ['+256700111222'],
  addressLine: 'Plot 5, Acacia Avenue',
  location: {
    countryId: ref.uganda,
    regionId: ref.central,
    cityId: ref.kampala,
    areaId: ref.kololo,
  },
  verified: true,
  ...over,
});

/**
 * Creates an agency as an admin. It holds the FREE package, and by default ample listing slots,
 * agent seats and WhatsApp routing too, so tests of other rules are not limited by it; the
 * entitlement tests ask for `{ plan: 'free' }`.
 */
export async function createAgency(
  ctx: TestContext,
  admin: Record<string, string>,
  over: Partial<AgencyFormValues> = {},
  opts: { plan?: 'free' | 'ample' } = {},
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/broker/agencies',
    headers: admin,
    payload: agencyForm(over),
  });
  if (res.statusCode !== 201) throw new Error(`agency not created: ${res.body}`);
  const agency = res.json() as { id: string; slug: string; status: string };
  if (opts.plan !== 'free') await grantAmple(ctx, agency.id);
  return agency;
}

/** Ample listing slots, agent seats and WhatsApp routing, granted through the ledger. */
export async function grantAmple(ctx: TestContext, agencyId: string) {
  const { catalogue, entitlements } = ctx.app.services;
  const grants = [
    [ItemCode.LISTING_SLOTS, 10_000],
    [ItemCode.AGENT_SEATS, 1_000],
    [ItemCode.WHATSAPP_ROUTING, 1],
  ] as const;
  for (const [code, quantity] of grants) {
    const item = await catalogue.items.byCode(code);
    await entitlements.grantItem(
      {
        agencyId,
        agentId: null,
        itemId: item.id,
        quantity,
        validityDays: null,
        source: 'ADMIN_GRANT',
      },
      { actorId: null, reason: 'Test allowance', idempotencyKey: `test-ample:${agencyId}:${code}` },
    );
  }
}

export async function mailbox(ctx: TestContext, to: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
  });
  return res.json().data as { subject: string; text: string }[];
}

/** The invitation token of the newest invitation mail to `to`. */
export async function invitationToken(ctx: TestContext, to: string): Promise<string> {
  const mails = (await mailbox(ctx, to)).filter((m) => m.subject.startsWith('Join '));
  const text = mails[0]?.text ?? '';
  const match = text.match(/\/join-agency\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no invitation mail to ${to}`);
  return match[1]!;
}
