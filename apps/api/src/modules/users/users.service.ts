import {
  roleSchema,
  type Role,
  type UpdateProfileRequest,
  type UserProfile,
} from '@afrinest/contract';
import type { AuthUser } from '../../platform/auth/auth-user';
import { notFound } from '../../platform/http/errors';
import type { UserRow, UsersRepository } from './users.repository';
import { createUsersAdminService } from './users-admin.service';

// The guards' type lives with them in platform; the modules keep importing it from here.
export type { AuthUser };

const toRole = (value: string): Role => roleSchema.catch('USER').parse(value);

export const toProfile = (u: UserRow): UserProfile => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: toRole(u.role),
  agencyId: u.agencyId,
  country: u.country,
  region: u.region,
  phone: u.phone,
  emailVerified: u.emailVerified,
  createdAt: u.createdAt.toISOString(),
});

export function createUsersService(repo: UsersRepository) {
  return {
    // Search and guarded changes for the admin screens (admin-users module).
    ...createUsersAdminService(repo),
    async findAuthUser(id: string): Promise<AuthUser | null> {
      const u = await repo.findById(id);
      if (!u) return null;
      const suspension =
        u.status === 'SUSPENDED'
          ? { reason: u.suspendedReason, at: u.suspendedAt?.toISOString() ?? null }
          : null;
      return { id: u.id, email: u.email, role: toRole(u.role), agencyId: u.agencyId, suspension };
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
    /** The person's own changes from /profile/edit (the contract has checked the values). */
    async updateProfile(id: string, input: UpdateProfileRequest): Promise<UserProfile> {
      const u = await repo.update(id, input);
      if (!u) throw notFound('User not found.');
      return toProfile(u);
    },
    /** A local row for someone an external identity provider vouches for. */
    createExternalUser: (values: { email: string; name: string }) => repo.insertVerified(values),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
