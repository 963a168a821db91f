import { joinChat, leaveConversation, touchConversation, uploadChatFile } from '@portal/contract/calls/chat';
import { assertServicePermitted, serviceOf } from '../coaching/public';
import { memberLanguage } from '../core/member-settings';
import { CallError, handle, memberOf } from '../core/types';
import { storeChatFile } from '../uploads/service';
import { touchConversation as touch } from './repository';
import * as chat from './service';

export const chatHandlers = [
  handle(joinChat, async (input, ctx) => {
    const member = memberOf(ctx);
    const service = input.type === 'mental_health' ? 'mental_health' : serviceOf(input.type);
    assertServicePermitted(service, ctx.client.manifest.permittedRoutes);
    const { row: conversation, created } = await chat.conversationOfMember(ctx.db, member, service, ctx.now);
    const participant = await chat.participantOf(ctx.db, conversation, member);
    if (!participant) throw new Error('the member is not a participant of their own conversation');
    const { shown } = await memberLanguage(ctx.db, member, ctx.client.manifest);
    const coach = await chat.coachDetails(ctx.db, conversation, shown);
    return {
      success: true,
      token: await chat.issueToken(ctx.db, conversation, participant, ctx.now),
      user_coach_name: coach.name,
      participants_mapping: [{ identity: chat.memberIdentity(conversation) }, { identity: chat.coachIdentity(conversation) }],
      friendly_name: coach.name,
      user: chat.memberIdentity(conversation),
      status: conversation.status,
      chat_user_title: coach.title,
      conversation_sid: conversation.sid,
      init_conversation: created,
    };
  }),
  handle(leaveConversation, async (input, ctx) => {
    const { conversation, participant } = await chat.conversationFor(ctx.db, memberOf(ctx), input.conversation_id);
    await chat.leave(ctx.db, conversation, participant);
    return { success: true };
  }),
  handle(touchConversation, async (input, ctx) => {
    const { conversation } = await chat.conversationFor(ctx.db, memberOf(ctx), input.conversation_sid);
    await touch(ctx.db, conversation.id, ctx.now);
    return { success: true };
  }),
  handle(uploadChatFile, async (input, ctx) => {
    const actor = memberOf(ctx);
    const { conversation, participant } = await chat.conversationFor(ctx.db, actor, input.conversation_sid);
    await chat.checkToken(ctx.db, input.token, conversation, participant, ctx.now);
    chat.assertMaySend(conversation, participant);
    if (conversation.kind === 'support') throw new CallError(400, chat.SUPPORT_FILES_MESSAGE);
    const upload = await storeChatFile(ctx.db, input.file as Blob & { name?: string }, { clientId: conversation.clientId, conversationId: conversation.id, userId: participant.userId }, ctx.now);
    const row = await chat.sendMessage(ctx.db, conversation, participant, { body: '', uploadId: upload.id }, ctx.now);
    const message = chat.toChatMessage(conversation, row, upload);
    return { success: true, message: { body: message.body, files: message.files } };
  }),
];
