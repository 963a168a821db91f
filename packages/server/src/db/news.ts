/**
 * The topics of the database's news (db/member-news.sql, decision 0430): a value kept in memory names the topics
 * of the tables it is made of, and is dropped when news of one of them comes. Bookings and notifications send
 * news of each member concerned; these send news of the client (user id 0: any of its members).
 */
export const NEWS = {
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
  /** client_releases: `npm run clients:publish` published the clients folder (decision 0530) */
  clients: 'clients',
} as const;
