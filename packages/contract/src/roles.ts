import { z } from 'zod';

export const Role = {
  USER: 'USER',
  AGENT: 'AGENT',
  SUPER_AGENT: 'SUPER_AGENT',
  ASSISTANT_ADMIN: 'ASSISTANT_ADMIN',
  AFRI_ADMIN: 'AFRI_ADMIN',
} as const;
export const roleSchema = z.enum(['USER', 'AGENT', 'SUPER_AGENT', 'ASSISTANT_ADMIN', 'AFRI_ADMIN']);
export type Role = z.infer<typeof roleSchema>;

export const ADMIN_ROLES: readonly Role[] = ['AFRI_ADMIN', 'ASSISTANT_ADMIN'];
export const AGENT_ROLES: readonly Role[] = ['AGENT', 'SUPER_AGENT'];
export const SUPER_AGENT_ROLES: readonly Role[] = ['SUPER_AGENT'];

export const isAdminRole = (role: Role | null | undefined): boolean =>
  role != null && ADMIN_ROLES.includes(role);
