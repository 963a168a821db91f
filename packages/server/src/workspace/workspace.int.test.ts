import { expect, it } from 'vitest';
import { bookCoachingSession, getCoach, getCoaches } from '@portal/contract/calls/coaching';
import { joinChat } from '@portal/contract/calls/chat';
import { getCoachees, joinCoacheeChat, setCoacheeStatus } from '@portal/contract/calls/workspace';
import { withHarness, type Session } from '../../test/harness';
import { NO_ACCESS_MESSAGE } from '../calls/guards';
import { appendMessage, findConversationBySid } from '../chat/repository';
import { CONVERSATION_NOT_FOUND_MESSAGE } from '../chat/service';
import { createTestMember } from '../testing/test-members';

withHarness("the coach's workspace", (h) => {
  async function person(clientId: string, options: { chat?: boolean; coach?: boolean; firstName?: string } = {}): Promise<Session & { userId: number }> {
    const client = h().clients.find((c) => c.id === clientId)!;
    const created = await createTestMember(
      h().db,
      client,
      { bookings: false, notifications: false, myList: false, reports: false, chat: options.chat ?? false, coach: options.coach ?? false, ...(options.firstName ? { firstName: options.firstName } : {}) },
      { sessionMinutes: h().config.sessionMinutes, now: h().clock.now() },
    );
    return { client: clientId, userId: created.userId, cookie: `${created.session.cookieName}=${created.session.token}` };
  }

  it('shows a coach their own coachees in their own client with unread counts, and refuses members', async () => {
    const coach = await h().session('harbour', 'coach@harbour.example');
    const jo = await person('harbour', { chat: true, firstName: 'Jo' });
    const { conversation_sid: sid } = await h().call(joinChat, {}, jo);
    const conversation = (await findConversationBySid(h().db, 'harbour', sid))!;
    await appendMessage(h().db, { conversationId: conversation.id, author: 'member', authorUserId: jo.userId, body: 'Hello', createdAt: h().clock.now() });
    await appendMessage(h().db, { conversationId: conversation.id, author: 'member', authorUserId: jo.userId, body: 'Are you there?', createdAt: h().clock.now() });

    const inbox = await h().call(getCoachees, {}, coach);
    const row = inbox.coachees.find((c) => c.conversation_sid === sid);
    expect(row).toMatchObject({ name: 'Jo Member', status: 'active', unread: 2 });
    // the demo member's conversation is there too, other clients' are not
    expect(inbox.coachees.every((c) => c.conversation_sid.startsWith('CH'))).toBe(true);
    const lumenSid = (await h().call(joinChat, {}, await person('lumen', { chat: true }))).conversation_sid;
    expect(inbox.coachees.some((c) => c.conversation_sid === lumenSid)).toBe(false);
    expect((await h().call(getCoachees, {}, await h().session('lumen', 'coach@lumen.example'))).coachees.some((c) => c.conversation_sid === sid)).toBe(false);

    // a member, the clinician and the employer admin have no workspace
    for (const email of ['member@harbour.example', 'clinician@harbour.example', 'admin@harbour.example']) {
      const refusal = await h().refused(getCoachees, {}, await h().session('harbour', email));
      expect(refusal.status).toBe(403);
      expect(refusal.body.err).toBe(NO_ACCESS_MESSAGE);
    }
    expect((await h().refused(joinCoacheeChat, { conversation_sid: sid }, jo)).status).toBe(403);
  });

  it("answers only their own coachees' chats, and discharges and restarts them", async () => {
    const coach = await h().session('harbour', 'coach@harbour.example');
    const jo = await person('harbour', { chat: true });
    const { conversation_sid: sid } = await h().call(joinChat, {}, jo);
    const joined = await h().call(joinCoacheeChat, { conversation_sid: sid }, coach);
    expect(joined).toMatchObject({ status: 'active', coachee_name: 'Alex Member', user: expect.stringMatching(/^harbour-coach-\d+$/) });

    // the coach of another service's coach, and another client's coach, do not find it
    const lumenCoach = await h().session('lumen', 'coach@lumen.example');
    expect((await h().refused(joinCoacheeChat, { conversation_sid: sid }, lumenCoach)).body.err).toBe(CONVERSATION_NOT_FOUND_MESSAGE);
    expect((await h().refused(setCoacheeStatus, { conversation_sid: sid, status: 'discharged' }, lumenCoach)).status).toBe(404);

    await h().call(setCoacheeStatus, { conversation_sid: sid, status: 'discharged' }, coach);
    expect((await h().call(joinChat, {}, jo)).status).toBe('discharged');
    await h().call(setCoacheeStatus, { conversation_sid: sid, status: 'active' }, coach);
    expect((await h().call(joinChat, {}, jo)).status).toBe('active');
  });

  it("lists the upcoming sessions booked with the coach's coach", async () => {
    const coach = await h().session('harbour', 'coach@harbour.example');
    const sam = await person('harbour', { firstName: 'Sam' });
    const { coaches } = await h().call(getCoaches, {}, sam);
    const aoife = coaches.find((c) => c.name === 'Aoife Brennan')!;
    const { events } = await h().call(getCoach, { coach_id: aoife.id }, sam);
    const slot = events[0]!.slots[0]!;
    await h().call(bookCoachingSession, { slot_id: slot.id }, sam);
    const { upcoming } = await h().call(getCoachees, {}, coach);
    expect(upcoming).toContainEqual(expect.objectContaining({ coachee_name: 'Sam Member', coach_name: 'Aoife Brennan', delivery_type: 'video', start: new Date(slot.start).toISOString() }));
    // the booking assigned the coach, so the member's chat opens with her
    expect((await h().call(joinChat, {}, sam)).user_coach_name).toBe('Aoife Brennan');
  });
});
