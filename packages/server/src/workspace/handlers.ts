import { getCoachees, joinCoacheeChat, setCoacheeStatus } from '@portal/contract/calls/workspace';
import * as chat from '../chat/service';
import { handle, memberOf } from '../core/types';
import { coacheeName, coacheesOf, upcomingOf } from './service';

/** The coach's workspace; the router refuses every call to anybody without the coach role (calls/workspace.ts). */
export const workspaceHandlers = [
  handle(getCoachees, async (_input, ctx) => {
    const coach = memberOf(ctx);
    return { success: true, coachees: await coacheesOf(ctx.db, coach), upcoming: await upcomingOf(ctx.db, coach, ctx.now) };
  }),
  handle(joinCoacheeChat, async (input, ctx) => {
    const coach = memberOf(ctx);
    const { conversation, participant } = await chat.conversationFor(ctx.db, coach, input.conversation_sid);
    // a member's own conversation is theirs to open with chat/join, not as a coach
    if (participant.kind !== 'coach') throw new chat.NotTheCoachError();
    return {
      success: true,
      token: await chat.issueToken(ctx.db, conversation, participant, ctx.now),
      user: participant.identity,
      coachee_name: await coacheeName(ctx.db, conversation.clientId, conversation.userId),
      status: conversation.status,
      conversation_sid: conversation.sid,
    };
  }),
  handle(setCoacheeStatus, async (input, ctx) => {
    const coach = memberOf(ctx);
    const { conversation, participant } = await chat.conversationFor(ctx.db, coach, input.conversation_sid);
    if (participant.kind !== 'coach') throw new chat.NotTheCoachError();
    await chat.setStatus(ctx.db, conversation, input.status);
    return { success: true };
  }),
];
