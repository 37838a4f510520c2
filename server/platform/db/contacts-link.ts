import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The platform's view of the `contacts` table, which the people domain owns
 * (domains/people/schema.ts) and the platform may not import: the columns a session shows, and
 * what the users' and events' foreign keys point at. Deliberately outside `schema/`, so drizzle-kit
 * reads the table once, from its owner; a foreign key records only the table and column names.
 */
export const contactsLink = pgTable('contacts', {
  id: integer('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  mobilePhone: text('mobile_phone'),
  primaryEmail: text('primary_email'),
});
