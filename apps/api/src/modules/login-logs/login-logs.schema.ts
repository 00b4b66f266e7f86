import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * One row per sign-in attempt, successful or not. user_id is set whenever the email typed
 * belongs to an account (so failed attempts on a real account show under that user); the email
 * is kept as typed so attempts on unknown addresses can be found too. A deleted user's rows stay,
 * with the email, for the security record.
 */
export const loginLog = pgTable(
  'login_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    success: boolean('success').notNull(),
    /** Null on success; otherwise the error code the sign-in answered (INVALID_CREDENTIALS…). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_log_created_idx').on(t.createdAt),
    index('login_log_user_idx').on(t.userId, t.createdAt),
    index('login_log_email_idx').on(t.email),
    index('login_log_ip_idx').on(t.ip),
  ],
);
