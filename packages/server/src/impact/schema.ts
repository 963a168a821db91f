import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A client's sustainability programme: since when members' badges plant trees and save bottles, and what the
 * organisation contributed before the portal counted (its opening figures).
 */
export const impactProgrammes = pgTable('impact_programmes', {
  clientId: text('client_id').primaryKey(),
  since: date('since', { mode: 'string' }).notNull(),
  openingTrees: integer('opening_trees').notNull().default(0),
  openingBottles: integer('opening_bottles').notNull().default(0),
});
