import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A single row (id = 1) holds the site-wide state. */
export const websiteState = pgTable('website_state', {
  id: integer('id').primaryKey().default(1),
  state: text('state').notNull().default('NORMAL'),
  description: text('description').notNull().default(''),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
