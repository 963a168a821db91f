import { expect, it } from 'vitest';
import { logout } from '@portal/contract/calls/auth';
import { uploadChatFile } from '@portal/contract/calls/chat';
import { getSupportConversations, joinSupportChat, joinSupportConversation, NO_SUPPORT_CHAT_MESSAGE } from '@portal/contract/calls/support-chat';
import { getCoachees } from '@portal/contract/calls/workspace';
import { CLOSED_MESSAGE, EMPTY_MESSAGE, type ChatServerEvent } from '@portal/contract/chat-socket';
import { connectedChatSocket, openChatSocket, type ChatSocket } from '../../test/chat-socket';
import { withHarness, type Session } from '../../test/harness';
import { freshMember } from '../../test/members';
import { NO_ACCESS_MESSAGE, UPLOAD_PATH } from '../calls/guards';
import { findConversationBySid } from './repository';
import { CONVERSATION_NOT_FOUND_MESSAGE, SUPPORT_FILES_MESSAGE } from './service';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

withHarness('support chat of the chat widget', (h) => {
  const member = (clientId: string, firstName = 'Alex') => freshMember(h(), clientId, { firstName });

  const openSocket = (session: Session, sid: string) => openChatSocket(h(), session, sid);
  const connected = (session: Session, sid: string) => connectedChatSocket(h(), session, sid);
  const last = (socket: ChatSocket, type: ChatServerEvent['type']) => socket.events.filter((e) => e.type === type).at(-1);

  it('joins the member to one open support conversation, only at a client with a chat widget', async () => {
    const kim = await member('kontor', 'Kim');
    const first = await h().call(joinSupportChat, {}, kim);
    expect(first).toMatchObject({ success: true, status: 'active', user: `kontor-member-${kim.userId}`, init_conversation: true });
    const again = await h().call(joinSupportChat, {}, kim);
    expect(again).toMatchObject({ conversation_sid: first.conversation_sid, init_conversation: false });
    expect(again.token).not.toBe(first.token);
    const row = await findConversationBySid(h().db, 'kontor', first.conversation_sid);
    expect(row).toMatchObject({ kind: 'support', coachId: null, service: null });

    // harbour's manifest names no chat widget
    const refusal = await h().refused(joinSupportChat, {}, await member('harbour'));
    expect(refusal).toMatchObject({ status: 404, body: { err: NO_SUPPORT_CHAT_MESSAGE } });
  });

  it('carries messages both ways between the member and the support agent, with unread counts and read marks', async () => {
    const kim = await member('kontor', 'Kim');
    const agent = await h().session('kontor', 'support@kontor.example');
    const { conversation_sid: sid } = await h().call(joinSupportChat, {}, kim);
    const mine = await connected(kim, sid);
    expect(mine.events[0]).toMatchObject({ type: 'history', you: 'member', messages: [], read: { member: -1, support: -1 } });

    mine.socket.send(JSON.stringify({ type: 'send', body: 'Hallo, ich habe eine Frage.' }));
    await expect.poll(() => last(mine, 'message')).toMatchObject({ message: { index: 0, from: 'member', author: `kontor-member-${kim.userId}` } });

    // the agent's inbox: the member's first name, unread 1; the demo member's seeded conversation is there too
    const inbox = await h().call(getSupportConversations, {}, agent);
    expect(inbox.conversations[0]).toMatchObject({ conversation_sid: sid, first_name: 'Kim', status: 'active', unread: 1 });
    expect(inbox.conversations.some((c) => c.first_name === 'Alex' && c.conversation_sid !== sid)).toBe(true);

    const joined = await h().call(joinSupportConversation, { conversation_sid: sid }, agent);
    expect(joined).toMatchObject({ user: 'kontor-support', first_name: 'Kim', status: 'active' });
    const theirs = await connected(agent, sid);
    expect(theirs.events[0]).toMatchObject({ type: 'history', you: 'support', messages: [{ index: 0, from: 'member', body: 'Hallo, ich habe eine Frage.' }] });

    theirs.socket.send(JSON.stringify({ type: 'read', index: 0 }));
    await expect.poll(() => last(mine, 'read')).toEqual({ type: 'read', read: { member: -1, coach: -1, support: 0 } });
    expect((await h().call(getSupportConversations, {}, agent)).conversations.find((c) => c.conversation_sid === sid)?.unread).toBe(0);

    theirs.socket.send(JSON.stringify({ type: 'typing' }));
    await expect.poll(() => last(mine, 'typing')).toEqual({ type: 'typing', from: 'support' });
    theirs.socket.send(JSON.stringify({ type: 'send', body: 'Gern, wie kann ich helfen?' }));
    await expect.poll(() => last(mine, 'message')).toMatchObject({ message: { index: 1, from: 'support', author: 'kontor-support', body: 'Gern, wie kann ich helfen?' } });
    mine.socket.close();
    theirs.socket.close();
  });

  it('refuses another member, the agent of another client and a coach without the support role', async () => {
    const kim = await member('kontor', 'Kim');
    const { conversation_sid: sid } = await h().call(joinSupportChat, {}, kim);
    const other = await member('kontor', 'Other');
    const larkspurAgent = await h().session('larkspur', 'support@larkspur.example');
    const coach = await h().session('kontor', 'coach@kontor.example');

    for (const intruder of [other, larkspurAgent, coach]) expect(await openSocket(intruder, sid)).toEqual({ status: 403 });
    // a member and a coach have no support inbox
    for (const who of [other, coach]) {
      expect(await h().refused(getSupportConversations, {}, who)).toMatchObject({ status: 403, body: { err: NO_ACCESS_MESSAGE } });
      expect((await h().refused(joinSupportConversation, { conversation_sid: sid }, who)).status).toBe(403);
    }
    // another client's agent neither sees nor opens it
    expect((await h().call(getSupportConversations, {}, larkspurAgent)).conversations.some((c) => c.conversation_sid === sid)).toBe(false);
    expect(await h().refused(joinSupportConversation, { conversation_sid: sid }, larkspurAgent)).toMatchObject({ status: 404, body: { err: CONVERSATION_NOT_FOUND_MESSAGE } });
    // and the coach's inbox does not list support conversations
    expect((await h().call(getCoachees, {}, coach)).coachees.some((c) => c.conversation_sid === sid)).toBe(false);
    // support staff do not open coaching conversations through the support calls
    const agent = await h().session('kontor', 'support@kontor.example');
    const coachee = (await h().call(getCoachees, {}, coach)).coachees[0];
    if (coachee) expect((await h().refused(joinSupportConversation, { conversation_sid: coachee.conversation_sid }, agent)).status).toBe(404);
  });

  it('closes the conversation on sign-out where the widget shuts down (kontor), and keeps it elsewhere (larkspur)', async () => {
    const kim = await member('kontor', 'Kim');
    const agent = await h().session('kontor', 'support@kontor.example');
    const { conversation_sid: sid } = await h().call(joinSupportChat, {}, kim);
    const theirs = await connected(agent, sid);
    await h().call(logout, {}, kim);
    await expect.poll(() => last(theirs, 'status')).toEqual({ type: 'status', status: 'closed' });
    theirs.socket.send(JSON.stringify({ type: 'send', body: 'Are you still there?' }));
    await expect.poll(() => last(theirs, 'error')).toEqual({ type: 'error', message: CLOSED_MESSAGE });
    expect((await h().call(getSupportConversations, {}, agent)).conversations.find((c) => c.conversation_sid === sid)?.status).toBe('closed');
    theirs.socket.close();

    // signed in again, a fresh conversation starts
    const back = await h().session('kontor', 'member@kontor.example');
    const before = await h().call(joinSupportChat, {}, back);
    await h().call(logout, {}, back);
    const again = await h().session('kontor', 'member@kontor.example');
    const after = await h().call(joinSupportChat, {}, again);
    expect(after).toMatchObject({ init_conversation: true, status: 'active' });
    expect(after.conversation_sid).not.toBe(before.conversation_sid);

    const lee = await h().session('larkspur', 'member@larkspur.example');
    const kept = await h().call(joinSupportChat, {}, lee);
    await h().call(logout, {}, lee);
    const leeAgain = await h().session('larkspur', 'member@larkspur.example');
    expect((await h().call(joinSupportChat, {}, leeAgain)).conversation_sid).toBe(kept.conversation_sid);
  });

  it('answers bad input with a 4xx: an empty sid, an empty message, a file', async () => {
    const kim = await member('kontor', 'Kim');
    const agent = await h().session('kontor', 'support@kontor.example');
    expect((await h().refused(joinSupportConversation, { conversation_sid: ' ' }, agent)).status).toBe(400);
    expect((await h().request('kontor', joinSupportConversation.path, { conversation_sid: { a: 1 } }, { cookie: agent.cookie })).status).toBe(400);

    const { conversation_sid: sid, token } = await h().call(joinSupportChat, {}, kim);
    const mine = await connected(kim, sid);
    mine.socket.send(JSON.stringify({ type: 'send', body: '   ' }));
    await expect.poll(() => last(mine, 'error')).toEqual({ type: 'error', message: EMPTY_MESSAGE });
    mine.socket.send(JSON.stringify({ type: 'send', body: 'x'.repeat(4001) }));
    await expect.poll(() => mine.events.filter((e) => e.type === 'error')).toHaveLength(2);
    mine.socket.close();

    // the widget is text only: the uploader refuses a file into a support conversation
    const form = new FormData();
    form.append('file', new File([new Uint8Array(PNG)], 'a.png', { type: 'image/png' }));
    form.append('conversation_sid', sid);
    form.append('token', token);
    const encoded = new Response(form);
    const reply = await h().request('kontor', UPLOAD_PATH, undefined, {
      cookie: kim.cookie,
      raw: { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! },
      headers: { origin: `http://${h().host('kontor')}` },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.err).toBe(SUPPORT_FILES_MESSAGE);
    expect(uploadChatFile.path).toBe(UPLOAD_PATH);
  });
});
