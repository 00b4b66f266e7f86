import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from './users.schema';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Db) {
  return {
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
        Pick<UserRow, 'role' | 'agencyId' | 'emailVerified' | 'name' | 'country' | 'region'>
      >,
    ) {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
