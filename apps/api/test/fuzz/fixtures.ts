import type { Role } from '@afrinest/contract';
import { createAgency } from '../../src/modules/agencies/agencies-test-helpers';
import { ref } from '../../src/modules/geo/geo-test-helpers';
import { createListing } from '../../src/modules/listings/listings-test-helpers';
import { signInAs, type TestContext } from '../helper';
import type { Operation } from './operations';

/**
 * What the fuzzer's requests point at: a signed-in account of every role (agents in agency A),
 * a listing, a feature, and victims (a user, an agent, agency B) that the admin and
 * SUPER_AGENT operations may suspend, deactivate or edit without locking the fuzzer itself out.
 */
export interface Fixtures {
  tokens: Map<Role, string>;
  /** Signs a role in again (after an operation that ends its session). */
  renew(role: Role): Promise<void>;
  agencyA: string;
  agencyB: string;
  agentA: string;
  victimUser: string;
  victimAgent: string;
  listing: string;
  feature: string;
}

const FUZZ_ROLES: Role[] = ['USER', 'AGENT', 'SUPER_AGENT', 'ASSISTANT_ADMIN', 'AFRI_ADMIN'];

export async function createFixtures(ctx: TestContext): Promise<Fixtures> {
  const tokens = new Map<Role, string>();
  const admin = await signInAs(ctx, 'AFRI_ADMIN');
  const agencyA = (await createAgency(ctx, admin.auth)).id;
  const agencyB = (await createAgency(ctx, admin.auth, { name: 'Entebbe Estates' })).id;
  const agencyOf = (role: Role) => (role === 'AGENT' || role === 'SUPER_AGENT' ? agencyA : null);
  const ids = new Map<Role, string>();
  const renew = async (role: Role) => {
    const signed = await signInAs(ctx, role, { agencyId: agencyOf(role) });
    tokens.set(role, signed.token);
    ids.set(role, signed.id);
  };
  for (const role of FUZZ_ROLES) await renew(role);
  const agentAuth = { authorization: `Bearer ${tokens.get('AGENT')}` };
  const listing = (await createListing(ctx, agentAuth)).id;
  const feature = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/features',
    headers: admin.auth,
    payload: { name: 'Fuzz feature', category: 'General' },
  });
  if (feature.statusCode !== 201) throw new Error(`feature not created: ${feature.body}`);
  const victim = (role: Role, email: string, agencyId: string | null = null) =>
    signInAs(ctx, role, { email, agencyId }).then((s) => s.id);
  return {
    tokens,
    renew,
    agencyA,
    agencyB,
    agentA: ids.get('AGENT')!,
    victimUser: await victim('USER', 'fuzz-victim-user@test.afrinest'),
    victimAgent: await victim('AGENT', 'fuzz-victim-agent@test.afrinest', agencyA),
    listing,
    feature: (feature.json() as { id: string }).id,
  };
}

/** Valid values by field name, so a request passes validation and reaches the service. */
export function hintsOf(f: Fixtures) {
  let emails = 0;
  const byName: Record<string, unknown> = {
    countryId: ref.uganda,
    regionId: ref.central,
    subRegionId: ref.buganda,
    districtId: ref.kampalaDistrict,
    cityId: ref.kampala,
    areaId: ref.kololo,
    parentId: ref.central,
    placeId: ref.kampala,
    agencyId: f.agencyA,
    agentId: f.agentA,
    toAgentId: f.agentA,
    listingId: f.listing,
    'features[]': f.feature,
    'ids[]': f.victimUser,
    password: 'Fuzz-password-123',
    currentPassword: 'Fuzz-password-123',
    newPassword: 'Fuzz-password-456',
    phone: '+256700111222',
    whatsapp: '+256700111222',
    'whatsappNumbers[]': '+256700111222',
    logoUrl: '',
    photoUrl: '',
    email: () => `fuzz-${(emails += 1)}@test.afrinest`,
    agentEmail: () => `fuzz-agent-${(emails += 1)}@test.afrinest`,
    slug: '',
    enquiryTemplate: 'Hello, I saw {link}',
    'areasServed[]': ref.kololo,
    // Query lists (a text or repeated keys) take their options by name.
    kind: 'house',
    tenure: 'MAILO',
    titleStatus: 'TITLED',
    status: 'ACTIVE',
    features: f.feature,
    bbox: '0.2,32.4,0.5,32.8',
    lat: 0.33,
    lng: 32.6,
    latitude: 0.33,
    longitude: 32.6,
  };
  return (name: string) => byName[name];
}

/** Path ids by the operation's path: each family of routes gets the fixture it is about. */
export function pathIdOf(f: Fixtures) {
  const rules: [RegExp, string, string][] = [
    [/^\/api\/geo\/regions\//, 'id', ref.central],
    [/^\/api\/geo\/sub-regions\//, 'id', ref.buganda],
    [/^\/api\/geo\/districts\//, 'id', ref.kampalaDistrict],
    [/^\/api\/geo\/cities\//, 'id', ref.kampala],
    [/^\/api\/geo\/areas\//, 'id', ref.kololo],
    [/^\/api\/geo\/hierarchy\/\{/, 'id', ref.kololo],
    [/^\/api\/geo\/hierarchy\/city\//, 'id', ref.kampala],
    [/^\/api\/geo\/hierarchy\/district\//, 'id', ref.kampalaDistrict],
    [/^\/api\/geo\/hierarchy\/subregion\//, 'id', ref.buganda],
    [/^\/api\/geo\/hierarchy\/region\//, 'id', ref.central],
    // A place no fixture lists in: the admin may rename, disable or delete it.
    [/^\/api\/admin\/geo\/nodes\//, 'id', ref.mbarara],
    [/^\/api\/admin\/users\//, 'id', f.victimUser],
    [/^\/api\/admin\/broker\/agencies\//, 'id', f.agencyB],
    [/^\/api\/admin\/broker\/agents\//, 'id', f.victimAgent],
    [/^\/api\/agent\/agents\//, 'id', f.victimAgent],
    [/^\/api\/broker\/agencies\//, 'id', f.agencyA],
    [/^\/api\/brokers\//, 'id', f.agentA],
    [/^\/api\/admin\/features\//, 'id', f.feature],
    [/^\/api\/auth\/social\//, 'provider', 'google'],
    [/\/media\/check-processed\//, 'a', f.listing],
    [/./, 'propertyId', f.listing],
    [/^(\/api)?\/(admin\/)?properties\//, 'id', f.listing],
  ];
  return (op: Operation, param: string) =>
    rules.find(([path, name]) => name === param && path.test(op.path))?.[2];
}
