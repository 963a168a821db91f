import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An item on a member's personal list; one row per member and piece of content. */
export const myListItems = pgTable(
  'my_list_items',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    contentId: text('content_id').notNull(),
    mediaType: text('media_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('my_list_items_member_content').on(t.clientId, t.userId, t.productId, t.contentId)],
);
