import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { mailOutbox } from '../../platform/mail/mail.schema';

export function createDevMailboxRepository(db: Db) {
  return {
    latest(limit: number, to?: string) {
      const q = db.select().from(mailOutbox);
      return (to ? q.where(eq(mailOutbox.to, to.toLowerCase())) : q)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
    },
  };
}
