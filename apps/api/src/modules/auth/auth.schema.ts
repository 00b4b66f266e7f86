import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * People who sign in through an external identity provider (OIDC issuer, Firebase) keep a local
 * user row, linked here by provider + subject, so roles, agency membership and favourites stay
 * ours whichever provider signs them in.
 */
export const externalIdentities = pgTable(
  'external_identity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'oidc:<issuer>' or 'firebase:<projectId>'. */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('external_identity_provider_subject_key').on(t.provider, t.subject),
    index('external_identity_user_idx').on(t.userId),
  ],
);
