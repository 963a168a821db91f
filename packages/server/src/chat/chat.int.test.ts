import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { FILE_TYPE_MESSAGE, joinChat, leaveConversation, MAX_FILE_SIZE_MESSAGE, touchConversation, VIDEO_FILE_MESSAGE } from '@portal/contract/calls/chat';
import { CHAT_SOCKET_PATH, DISCHARGED_MESSAGE } from '@portal/contract/chat-socket';
import { connectedChatSocket, openChatSocket } from '../../test/chat-socket';
import { withHarness, type Session } from '../../test/harness';
import { freshMember, memberId } from '../../test/members';
import { auditLog } from '../audit/schema';
import { auditWritten } from '../audit/service';
import { SESSION_COOKIE, startSession } from '../sessions/service';
import { freePort } from '../../test/pg-cluster';
import { UPLOAD_PATH } from '../calls/guards';
import { startServer, type RunningServer } from '../server';
import { diskStorage, registerUploadStorage } from '../uploads/storage';
import { findConversationBySid } from './repository';
import { chatConversations } from './schema';
import { CHAT_TOKEN_MESSAGE, CONVERSATION_NOT_FOUND_MESSAGE, NO_COACH_MESSAGE, setStatus } from './service';
import { DEMO_GREETING } from './seed';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = Buffer.from('%PDF-1.4\n% a small test document\n');
const MP4 = Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);
const EXE = Buffer.from([...Buffer.from('MZ'), 0x90, 0, 3, 0, 0, 0]);

withHarness('chat with the coach', (h) => {
  let uploadDir = '';
  let b: RunningServer;
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'chat-uploads-'));
    registerUploadStorage(h().db, diskStorage(uploadDir));
    // a second API process on the same database, as behind a load balancer (decision 0200)
    b = await startServer({ config: { ...h().config, port: await freePort() }, database: h().server.database, seed: 'never', persistKeys: false, log: () => {} });
  });
  afterAll(async () => {
    await b?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const member = (clientId: string, options: { chat?: boolean; coach?: boolean } = {}) => freshMember(h(), clientId, { chat: true, ...options });

  async function upload(session: Session, fields: { sid: string; token: string; bytes: Buffer; name: string; type: string }) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(fields.bytes)], fields.name, { type: fields.type }));
    form.append('conversation_sid', fields.sid);
    form.append('token', fields.token);
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    return h().request(session.client, UPLOAD_PATH, undefined, {
      cookie: session.cookie,
      raw: { body, contentType: encoded.headers.get('content-type')! },
      headers: { origin: `http://${h().host(session.client)}` },
    });
  }

  const openSocket = (port: number, session: Session, sid: string) => openChatSocket(h(), session, sid, port);
  const connected = (port: number, session: Session, sid: string) => connectedChatSocket(h(), session, sid, port);

  it('joins the member to a conversation with their coach and keeps it on the next join', async () => {
    const alex = await member('harbour');
    const first = await h().call(joinChat, {}, alex);
    expect(first).toMatchObject({
      success: true,
      user_coach_name: 'Aoife Brennan',
      chat_user_title: 'Mental Health Coach',
      status: 'active',
      user: `harbour-member-${alex.userId}`,
      init_conversation: false,
    });
    expect(first.participants_mapping.map((p) => p.identity)).toEqual([first.user, expect.stringMatching(/^harbour-coach-\d+$/)]);
    const again = await h().call(joinChat, { type: 'mental_health' }, alex);
    expect(again.conversation_sid).toBe(first.conversation_sid);
    expect(again.token).not.toBe(first.token);
    await h().call(touchConversation, { conversation_sid: first.conversation_sid }, alex);

    const noCoach = await member('harbour', { chat: false });
    expect((await h().refused(joinChat, {}, noCoach)).body.err).toBe(NO_COACH_MESSAGE);
  });

  it("refuses another member's and another client's conversation, on calls, files and sockets", async () => {
    const alex = await member('harbour');
    const other = await member('harbour');
    const foreign = await member('lumen');
    const { conversation_sid: sid, token } = await h().call(joinChat, {}, alex);
    for (const intruder of [other, foreign]) {
      expect((await h().refused(touchConversation, { conversation_sid: sid }, intruder)).body.err).toBe(CONVERSATION_NOT_FOUND_MESSAGE);
      expect((await h().refused(leaveConversation, { conversation_id: sid }, intruder)).status).toBe(404);
      expect((await upload(intruder, { sid, token, bytes: PNG, name: 'a.png', type: 'image/png' })).status).toBe(404);
    }
    expect(await openSocket(h().port, other, sid)).toEqual({ status: 403 });
    expect(await openSocket(h().port, foreign, sid)).toEqual({ status: 403 });
    // a coach of another client's coach is not this conversation's coach
    const lumenCoach = await member('lumen', { chat: false, coach: true });
    expect(await openSocket(h().port, lumenCoach, sid)).toEqual({ status: 403 });

    // the file is fetched by its participants only
    const sent = await upload(alex, { sid, token, bytes: PDF, name: '../notes.pdf', type: 'application/pdf' });
    expect(sent.status).toBe(200);
    const file = sent.body.message.files[0];
    expect(file).toMatchObject({ name: 'notes.pdf', type: 'application/pdf', size: PDF.length });
    const download = await h().get('harbour', file.url, { cookie: alex.cookie });
    expect(download.status).toBe(200);
    expect(download.text).toBe(PDF.toString());
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="notes.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await h().get('harbour', file.url, { cookie: other.cookie })).status).toBe(404);
    expect((await h().get('lumen', file.url, { cookie: foreign.cookie })).status).toBe(404);
    expect((await h().get('harbour', file.url)).status).toBe(401);
  });

  it('takes png, jpg and pdf by their content and refuses a video, an oversize file and a renamed executable', async () => {
    const alex = await member('harbour');
    const { conversation_sid: sid, token } = await h().call(joinChat, {}, alex);
    const send = (bytes: Buffer, name: string, type: string, key = token) => upload(alex, { sid, token: key, bytes, name, type });

    expect((await send(PNG, 'photo.png', 'image/png')).body.message.files[0].type).toBe('image/png');
    expect((await send(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'photo.jpeg', 'image/jpeg')).status).toBe(200);
    const refusals = [
      [await send(MP4, 'clip.mp4', 'video/mp4'), VIDEO_FILE_MESSAGE],
      // a video renamed to .png is still a video
      [await send(MP4, 'clip.png', 'image/png'), VIDEO_FILE_MESSAGE],
      [await send(Buffer.alloc(5242881, 0x25), 'big.pdf', 'application/pdf'), MAX_FILE_SIZE_MESSAGE],
      [await send(EXE, 'invoice.pdf', 'application/pdf'), FILE_TYPE_MESSAGE],
      [await send(PNG, 'photo.png', 'image/png', 'not-the-token'), CHAT_TOKEN_MESSAGE],
    ] as const;
    for (const [reply, message] of refusals) {
      expect(reply.status, message).toBeGreaterThanOrEqual(400);
      expect(reply.status, message).toBeLessThan(500);
      expect(reply.body.err).toBe(message);
    }
    // exactly 5242880 bytes is allowed
    const limit = Buffer.alloc(5242880, 0x20);
    PDF.copy(limit);
    expect((await send(limit, 'limit.pdf', 'application/pdf')).status).toBe(200);
    // leaving ends the token
    await h().call(leaveConversation, { conversation_id: sid }, alex);
    expect((await send(PNG, 'photo.png', 'image/png')).body.err).toBe(CHAT_TOKEN_MESSAGE);
  });

  it('carries messages, typing and read marks between a member on one process and their coach on another', async () => {
    const alex = await member('harbour');
    const coach = await member('harbour', { chat: false, coach: true });
    const { conversation_sid: sid, token } = await h().call(joinChat, {}, alex);
    const onA = await connected(h().port, alex, sid);
    const onB = await connected(b.port, coach, sid);
    expect(onA.events[0]).toMatchObject({ type: 'history', you: 'member', status: 'active', read: { member: -1, coach: -1 } });
    expect(onB.events[0]).toMatchObject({ type: 'history', you: 'coach', messages: [{ index: 0, from: 'coach', body: DEMO_GREETING.en }] });

    onA.socket.send(JSON.stringify({ type: 'typing' }));
    await expect.poll(() => onB.events.filter((e) => e.type === 'typing')).toEqual([{ type: 'typing', from: 'member' }]);
    onA.socket.send(JSON.stringify({ type: 'send', body: '  Hello from process A  ' }));
    onA.socket.send(JSON.stringify({ type: 'send', body: '   ' }));
    const received = () => onB.events.flatMap((e) => (e.type === 'message' ? [e.message] : []));
    await expect.poll(received).toEqual([expect.objectContaining({ index: 1, from: 'member', type: 'text', body: 'Hello from process A', author: `harbour-member-${alex.userId}` })]);
    await expect.poll(() => onA.events.filter((e) => e.type === 'error')).toEqual([{ type: 'error', message: 'An empty message is not sent.' }]);

    onB.socket.send(JSON.stringify({ type: 'read', index: 1 }));
    await expect.poll(() => onA.events.filter((e) => e.type === 'read').at(-1)).toEqual({ type: 'read', read: { member: -1, coach: 1 } });
    // a mark never goes back
    onB.socket.send(JSON.stringify({ type: 'read', index: 0 }));
    await expect.poll(() => onA.events.filter((e) => e.type === 'read').length).toBe(2);
    expect(onA.events.filter((e) => e.type === 'read').at(-1)).toEqual({ type: 'read', read: { member: -1, coach: 1 } });

    // a file sent through process A appears on B as a media message
    expect((await upload(alex, { sid, token, bytes: PNG, name: 'photo.png', type: 'image/png' })).status).toBe(200);
    await expect.poll(() => received().at(-1)).toMatchObject({ index: 2, type: 'media', files: [{ name: 'photo.png', type: 'image/png' }] });

    // discharged: the member cannot send, the coach still can, both hear the status
    const conversation = (await findConversationBySid(h().db, 'harbour', sid))!;
    await setStatus(h().db, conversation, 'discharged');
    await expect.poll(() => onA.events.filter((e) => e.type === 'status')).toEqual([{ type: 'status', status: 'discharged' }]);
    onA.socket.send(JSON.stringify({ type: 'send', body: 'Still there?' }));
    await expect.poll(() => onA.events.filter((e) => e.type === 'error').at(-1)).toEqual({ type: 'error', message: DISCHARGED_MESSAGE });
    expect((await upload(alex, { sid, token, bytes: PNG, name: 'photo.png', type: 'image/png' })).body.err).toBe(DISCHARGED_MESSAGE);
    expect((await h().call(joinChat, {}, alex)).status).toBe('discharged');
    onB.socket.send(JSON.stringify({ type: 'send', body: 'Take care!' }));
    await expect.poll(() => onA.events.filter((e) => e.type === 'message').at(-1)).toMatchObject({ message: { index: 3, from: 'coach', body: 'Take care!' } });
    // restarted, the member's open socket sends again
    await setStatus(h().db, conversation, 'active');
    onA.socket.send(JSON.stringify({ type: 'send', body: 'Back again' }));
    await expect.poll(() => received().at(-1)).toMatchObject({ index: 4, from: 'member', body: 'Back again' });
    // a discharge the sockets never heard of (no bus event) still refuses the member: the insert checks it
    await h().db.update(chatConversations).set({ status: 'discharged' }).where(eq(chatConversations.id, conversation.id));
    const errors = onA.events.filter((e) => e.type === 'error').length;
    onA.socket.send(JSON.stringify({ type: 'send', body: 'Unheard discharge' }));
    await expect.poll(() => onA.events.filter((e) => e.type === 'error').length).toBe(errors + 1);
    expect(onA.events.filter((e) => e.type === 'error').at(-1)).toEqual({ type: 'error', message: DISCHARGED_MESSAGE });
    expect(received().map((message) => message.body)).not.toContain('Unheard discharge');
    onA.socket.close();
    onB.socket.close();
  });

  it('names the support staff beside the member on a message sent in a login-as (decision 0460)', async () => {
    const alex = await member('harbour');
    const { conversation_sid: sid } = await h().call(joinChat, {}, alex);
    const staff = await memberId(h().db, 'harbour', 'support@harbour.example');
    const session = await startSession(h().db, { clientId: 'harbour', userId: alex.userId, actingStaffUserId: staff }, 60, h().clock.now());
    const acting = await connected(h().port, { client: 'harbour', cookie: `${SESSION_COOKIE}=${session.token}` }, sid);
    acting.socket.send(JSON.stringify({ type: 'send', body: 'Written by support' }));
    const rows = async () => {
      await auditWritten(h().db);
      return h().db
        .select({ userId: auditLog.userId, actingUserId: auditLog.actingUserId, detail: auditLog.detail })
        .from(auditLog)
        .where(and(eq(auditLog.event, 'login-as.call'), eq(auditLog.path, CHAT_SOCKET_PATH), eq(auditLog.userId, alex.userId)));
    };
    await expect.poll(rows).toEqual([{ userId: alex.userId, actingUserId: staff, detail: { action: 'chat.send' } }]);
    acting.socket.close();
  });
});
