/**
 * The topics of the database's news (decision 0430), and which tables send which: the TypeScript side of
 * triggers.sql, checked against the database by topics.int.test.ts. A kept view declares the tables it reads
 * (kept-view.ts) and hears the topics this list gives them; a table that is not here sends no news, and a kept
 * view may not read it.
 */
export const NEWS = {
  /** a member's bookings and their places on events (per member) */
  bookings: 'bookings',
  /** a member's notifications (per member) */
  notifications: 'notifications',
  /** users: names, language, roles */
  users: 'users',
  /** video_staff and coach_accounts: which coaches and clinicians a staff account answers for */
  staff: 'staff',
  /** chat_conversations, chat_messages, chat_read_state */
  chat: 'chat',
  /** coaches and coaching_slots */
  coaching: 'coaching',
  /** corporate events, their dates, slots and places */
  events: 'events',
  /** office_locations */
  locations: 'locations',
  /** sent by `npm run clients:publish` (tenancy/releases.ts), not by a table: the clients were published (decision 0530) */
  clients: 'clients',
} as const;

export type NewsTopic = (typeof NEWS)[keyof typeof NEWS];

/** One kind of news a table's four statement triggers send: its topic, and whom it names. */
export interface TableNews {
  readonly topic: NewsTopic;
  /**
   * 'member': `<topic> <user id> <client id>` for each member whose rows a statement touched (member_news);
   * 'client': `<topic> 0 <client id>`, any of the client's members (client_news, conversation_news).
   */
  readonly of: 'member' | 'client';
  /** the trigger function (triggers.sql, events/places-in-bookings.sql) */
  readonly fn: 'member_news' | 'client_news' | 'conversation_news';
  /**
   * the row trigger function of inserts, updates and deletes, where a hot table sends its news row by row
   * (the end of triggers.sql, migration 0008, decision 0580); its truncate stays with `fn`
   */
  readonly rowFn?: 'client_news_row' | 'conversation_news_row';
}

const member = (topic: NewsTopic): TableNews => ({ topic, of: 'member', fn: 'member_news' });
const client = (topic: NewsTopic): TableNews => ({ topic, of: 'client', fn: 'client_news' });
const clientRows = (topic: NewsTopic): TableNews => ({ topic, of: 'client', fn: 'client_news', rowFn: 'client_news_row' });
const conversationRows = (topic: NewsTopic): TableNews => ({ topic, of: 'client', fn: 'conversation_news', rowFn: 'conversation_news_row' });

/**
 * Every table that sends news, by its SQL name, with each kind of news its triggers send (the DO block of
 * triggers.sql, and places-in-bookings.sql for a member's places on events).
 */
export const TABLE_NEWS: Readonly<Record<string, readonly TableNews[]>> = {
  bookings: [member(NEWS.bookings)],
  notifications: [member(NEWS.notifications)],
  users: [client(NEWS.users)],
  video_staff: [client(NEWS.staff)],
  coach_accounts: [client(NEWS.staff)],
  chat_conversations: [clientRows(NEWS.chat)],
  chat_messages: [conversationRows(NEWS.chat)],
  chat_read_state: [conversationRows(NEWS.chat)],
  coaches: [client(NEWS.coaching)],
  coaching_slots: [client(NEWS.coaching)],
  corporate_events: [client(NEWS.events)],
  corporate_event_dates: [client(NEWS.events)],
  corporate_event_slots: [client(NEWS.events)],
  corporate_event_registrations: [client(NEWS.events), member(NEWS.bookings)],
  office_locations: [client(NEWS.locations)],
};

/**
 * The topics a kept value of `scope` that reads `table` hears, or null when the table sends no news. A table
 * sending news of both kinds is heard through the one that fits: a member's value through news naming the member,
 * a client's through news naming the client.
 */
export function topicsOf(table: string, scope: 'member' | 'client'): readonly NewsTopic[] | null {
  const news = TABLE_NEWS[table];
  if (!news) return null;
  const fitting = news.filter((item) => item.of === scope);
  return (fitting.length > 0 ? fitting : news).map((item) => item.topic);
}
