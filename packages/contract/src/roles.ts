/** Roles as plain values: the web app's first load reads them without zod (DESIGN.md §4). */
export const ROLES = ['USER', 'AGENT', 'SUPER_AGENT', 'ASSISTANT_ADMIN', 'AFRI_ADMIN'] as const;
export type Role = (typeof ROLES)[number];
export const Role = {
  USER: 'USER',
  AGENT: 'AGENT',
  SUPER_AGENT: 'SUPER_AGENT',
  ASSISTANT_ADMIN: 'ASSISTANT_ADMIN',
  AFRI_ADMIN: 'AFRI_ADMIN',
} as const satisfies Record<Role, Role>;

export const ADMIN_ROLES: readonly Role[] = ['AFRI_ADMIN', 'ASSISTANT_ADMIN'];
export const AGENT_ROLES: readonly Role[] = ['AGENT', 'SUPER_AGENT'];
export const SUPER_AGENT_ROLES: readonly Role[] = ['SUPER_AGENT'];

export const isAdminRole = (role: Role | null | undefined): boolean =>
  role != null && ADMIN_ROLES.includes(role);
