import { integer } from 'drizzle-orm/pg-core';

/** Quantities are whole numbers, never below zero: the database says so too. */
export const qty = (name: string) => integer(name).notNull().default(0);
