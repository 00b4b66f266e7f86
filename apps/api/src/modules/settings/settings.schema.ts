import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Admin-editable settings as key → JSON value (analytics config today, more later). */
export const settings = pgTable('setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
