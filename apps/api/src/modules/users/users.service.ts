import { roleSchema, type Role, type UserProfile } from '@afrinest/contract';
import { notFound } from '../../platform/http/errors';
import type { UserRow, UsersRepository } from './users.repository';

/** The caller as the guards see it: loaded fresh on every request so a role change applies at once. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  agencyId: string | null;
}

const toRole = (value: string): Role => roleSchema.catch('USER').parse(value);

export const toProfile = (u: UserRow): UserProfile => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: toRole(u.role),
  agencyId: u.agencyId,
  country: u.country,
  region: u.region,
  emailVerified: u.emailVerified,
});

export function createUsersService(repo: UsersRepository) {
  return {
    async findAuthUser(id: string): Promise<AuthUser | null> {
      const u = await repo.findById(id);
      return u ? { id: u.id, email: u.email, role: toRole(u.role), agencyId: u.agencyId } : null;
    },
    async findIdByEmail(email: string): Promise<string | null> {
      return (await repo.findByEmail(email))?.id ?? null;
    },
    async roleOfEmail(email: string): Promise<Role | null> {
      const u = await repo.findByEmail(email);
      return u ? toRole(u.role) : null;
    },
    /** Direct changes for trusted callers (seeds, later the admin screens with their own checks). */
    update: repo.update,
    async getProfile(id: string): Promise<UserProfile> {
      const u = await repo.findById(id);
      if (!u) throw notFound('User not found.');
      return toProfile(u);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
