import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A file a participant attached to a chat. The bytes live in the upload storage under `storageKey`; only the
 * participants of `conversationId` may fetch it.
 */
export const chatUploads = pgTable(
  'chat_uploads',
  {
    /** random, unguessable; also the file's URL segment */
    id: text('id').primaryKey(),
    clientId: text('client_id').notNull(),
    conversationId: integer('conversation_id').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    /** the name the member gave it, shown and offered as the download name only */
    name: text('name').notNull(),
    /** the type found in the content (magic bytes), never the one the browser claimed */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_uploads_conversation').on(t.conversationId)],
);
