import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationPreferences } from '@afrinest/contract';
import { users } from './users.schema';

/** One row per person who saved preferences; everyone else has the defaults. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull(),
  language: text('language').notNull(),
  areaUnit: text('area_unit').notNull(),
  notifications: jsonb('notifications').$type<NotificationPreferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
