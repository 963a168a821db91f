// The public face of the chat domain: what other domains may import. Everything else in chat/ is its own.
export { type CoachingConversationRow, conversationsOfCoaches, isCoachingConversation } from './repository';
export { coachIdsOf, conversationFor, issueToken, NotTheCoachError, setStatus, unreadFor } from './service';
export { closeSupportOnLogout } from './support';

import { defineDomain } from '../core/domain';
import { chatHandlers } from './handlers';
import * as tables from './schema';
import { seedChats, seedConversation } from './seed';
import { chatSocketRoute } from './socket';
import { closeSupportOnLogout, supportChatHandlers } from './support';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'chat',
  handlers: [...chatHandlers, ...supportChatHandlers],
  tables,
  sockets: [chatSocketRoute],
  // the support chat widget of a client that shuts it down on logout forgets the member's conversation (decision 0340)
  beforeLogout: [(ctx) => closeSupportOnLogout(ctx.db, ctx.tenant.manifest, ctx.member)],
  seed: (ctx) => seedChats(ctx, ctx.members),
  testMember: async ({ db, client, scope, options, now }) => {
    if (options.chat) await seedConversation(db, scope, options.language ?? client.manifest.defaultLanguage, now);
  },
});
