import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sessions } from '../users/users.schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The identity provider's session rows, read by id (the `sid` our JWTs carry). */
export function createSessionsRepository(db: Db) {
  /** The session while it is open and belongs to this user. */
  async function findOpen(sessionId: string, userId: string) {
    if (!UUID.test(sessionId)) return undefined;
    const [row] = await db
      .select({ token: sessions.token })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row;
  }
  return {
    isOpen: async (sessionId: string, userId: string) => !!(await findOpen(sessionId, userId)),
    /** The session's own token, which the identity provider takes as a bearer. */
    tokenOf: async (sessionId: string, userId: string) =>
      (await findOpen(sessionId, userId))?.token ?? null,
    async remove(sessionId: string): Promise<void> {
      if (UUID.test(sessionId)) await db.delete(sessions).where(eq(sessions.id, sessionId));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
