import type { Role } from '@afrinest/contract';
import type { BuiltApp } from '../app';

export interface AccountSeed {
  email: string;
  password: string;
  name: string;
  role: Role;
  verified?: boolean;
  agencyId?: string | null;
}

/**
 * Creates an account through the identity provider (so its password hash is real) and gives it
 * its role; an existing account is left as it is, which keeps every seed idempotent.
 */
export async function ensureAccount(
  services: BuiltApp['services'],
  seed: AccountSeed,
): Promise<string> {
  const existing = await services.users.roleOfEmail(seed.email);
  if (!existing) {
    if (seed.verified ?? true) await createVerified(services, seed);
    // An unverified account is signed up like anyone's: its verification mail goes out.
    else
      await services.identity.api.signUpEmail({
        body: { email: seed.email, password: seed.password, name: seed.name },
      });
  }
  const user = await services.users.update(await idOf(services, seed.email), {
    role: seed.role,
    emailVerified: seed.verified ?? true,
    agencyId: seed.agencyId ?? null,
  });
  return user!.id;
}

/**
 * A verified account made through the identity's own store and password hashing, not its
 * sign-up route: sign-up mails "Verify your email" to an address that needs no verifying.
 */
async function createVerified(services: BuiltApp['services'], seed: AccountSeed): Promise<void> {
  const identity = await services.identity.$context;
  const user = await identity.internalAdapter.createUser(
    { email: seed.email.toLowerCase(), name: seed.name, emailVerified: true },
    // Provisioned by the operator, as an admin's tool would.
    { method: 'admin' },
  );
  await identity.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await identity.password.hash(seed.password),
  });
}

async function idOf(services: BuiltApp['services'], email: string): Promise<string> {
  const found = await services.users.findIdByEmail(email);
  if (!found) throw new Error(`seed: account ${email} was not created`);
  return found;
}
