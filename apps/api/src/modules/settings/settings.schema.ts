import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Admin-editable settings as key → JSON value: 'analytics' (GA4 config), 'contact' (contact details). */
export const settings = pgTable('setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
