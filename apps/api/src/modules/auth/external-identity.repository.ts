import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { externalIdentities } from './auth.schema';

export function createExternalIdentityRepository(db: Db) {
  return {
    async findUserId(provider: string, subject: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: externalIdentities.userId })
        .from(externalIdentities)
        .where(
          and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)),
        )
        .limit(1);
      return row?.userId ?? null;
    },
    /** Links once; a concurrent first request that linked already wins (the unique key). */
    async link(provider: string, subject: string, userId: string): Promise<void> {
      await db
        .insert(externalIdentities)
        .values({ provider, subject, userId })
        .onConflictDoNothing({ target: [externalIdentities.provider, externalIdentities.subject] });
    },
  };
}
export type ExternalIdentityRepository = ReturnType<typeof createExternalIdentityRepository>;
