import type { ApiScope, Role } from '@afrinest/contract';

/** The caller as the guards see it: loaded fresh on every request so a role change applies at once. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  agencyId: string | null;
  /** Set while the account is suspended: the guard then refuses every request (admin-users). */
  suspension?: { reason: string | null; at: string | null } | null;
  /**
   * Set when the caller is an external system's API key (issue 45): `id` is then the system's
   * id, not a user's, and the key reaches only the routes its scopes name.
   */
  apiKey?: { systemId: string; name: string; scopes: readonly ApiScope[] };
}
