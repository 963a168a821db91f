import {
  addCoacheeGoal,
  addCoacheeMilestone,
  addCoacheeTask,
  getClinicBookings,
  getCoacheePlan,
  getCoachees,
  joinCoacheeChat,
  setCoacheeStatus,
} from '@portal/contract/calls/workspace';
import * as chat from '../chat/public';
import { memberLanguage } from '../core/member-settings';
import { handle, memberOf } from '../core/types';
import { addGoal, addMilestone, addTask, clinicBookingsReply, coacheeConversation, planOf } from './plan';
import { coacheeName, coacheesReply } from './service';

/**
 * The coach's and the clinician's workspace; the router refuses every call to anybody without the call's role
 * (calls/workspace.ts), and a coach reaches only the conversations of the coaches they answer for.
 */
export const workspaceHandlers = [
  handle(getCoachees, (_input, ctx) => coacheesReply(ctx.db, memberOf(ctx), ctx.now)),
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
    const conversation = await coacheeConversation(ctx.db, memberOf(ctx), input.conversation_sid);
    await chat.setStatus(ctx.db, conversation, input.status);
    return { success: true };
  }),
  handle(getCoacheePlan, async (input, ctx) => {
    const coach = memberOf(ctx);
    const conversation = await coacheeConversation(ctx.db, coach, input.conversation_sid);
    const { shown } = await memberLanguage(ctx.db, coach, ctx.client.manifest);
    return { success: true, ...(await planOf(ctx.db, conversation, shown)) };
  }),
  handle(addCoacheeGoal, async (input, ctx) => {
    const conversation = await coacheeConversation(ctx.db, memberOf(ctx), input.conversation_sid);
    return { success: true, goal_id: await addGoal(ctx.db, conversation, input.title) };
  }),
  handle(addCoacheeMilestone, async (input, ctx) => {
    const conversation = await coacheeConversation(ctx.db, memberOf(ctx), input.conversation_sid);
    return { success: true, milestone_id: await addMilestone(ctx.db, conversation, input.goal_id, input.title) };
  }),
  handle(addCoacheeTask, async (input, ctx) => {
    const conversation = await coacheeConversation(ctx.db, memberOf(ctx), input.conversation_sid);
    return { success: true, task_id: await addTask(ctx.db, conversation, input) };
  }),
  handle(getClinicBookings, (_input, ctx) => clinicBookingsReply(ctx.db, memberOf(ctx), ctx.now)),
];
