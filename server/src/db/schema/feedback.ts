/** What users write through the feedback form (features/feedback/). */
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  message: text('message').notNull(),
  lang: text('lang').notNull(),
  createdAt: createdAt(),
});
