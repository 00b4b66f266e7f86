import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from './users.schema';
import { createUsersAdminQueries } from './users-admin.repository';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Db) {
  return {
    // Search, bulk changes and the last-AFRI_ADMIN lock of the admin screens.
    ...createUsersAdminQueries(db),
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1);
      return row;
    },
    async update(
      id: string,
      patch: Partial<
        Pick<
          UserRow,
          'role' | 'agencyId' | 'emailVerified' | 'name' | 'country' | 'region' | 'phone'
        >
      >,
    ) {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** A person first seen through an external provider (their address is verified there). */
    async insertVerified(values: { email: string; name: string }): Promise<string> {
      await db
        .insert(users)
        .values({
          id: randomUUID(),
          email: values.email.toLowerCase(),
          name: values.name,
          emailVerified: true,
        })
        .onConflictDoNothing({ target: users.email });
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, values.email.toLowerCase()));
      return row!.id;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
