// The public face of the chat domain: what other domains may import. Everything else in chat/ is its own.
export { type CoachingConversationRow, conversationsOfCoaches, isCoachingConversation } from './repository';
export { coachIdsOf, conversationFor, issueToken, NotTheCoachError, setStatus, unreadFor } from './service';
export { closeSupportOnLogout } from './support';
