import type { IdentityTables } from '../../platform/auth/identity';
import { accounts, jwks, sessions, users, verifications } from './users.schema';

/** This module's tables as better-auth names them: the composition root hands them to it. */
export const identityTables: IdentityTables = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  jwks,
};
