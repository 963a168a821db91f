import { expect, it } from 'vitest';
import { bookCoachingSession, getCoach, getCoaches, getCoachingData, getTaskContent } from '@portal/contract/calls/coaching';
import { joinChat } from '@portal/contract/calls/chat';
import { getAppointmentAccessToken } from '@portal/contract/calls/meeting-room';
import {
  addCoacheeGoal,
  addCoacheeMilestone,
  addCoacheeTask,
  getClinicBookings,
  getCoacheePlan,
  getCoachees,
  joinCoacheeChat,
  setCoacheeStatus,
  workspaceCalls,
} from '@portal/contract/calls/workspace';
import { insertBooking } from '../bookings/repository';
import { conversationOfMember } from '../chat/service';
import { listClinicians as listDmhClinicians } from '../dmh/repository';
import { listClinicians as listKitClinicians } from '../blood-test/repository';
import { listCoaches } from '../coaching/repository';
import { GOAL_NOT_FOUND_MESSAGE, MILESTONE_NOT_FOUND_MESSAGE } from './plan';
import { withHarness } from '../../test/harness';
import { freshMember } from '../../test/members';
import { NO_ACCESS_MESSAGE } from '../calls/guards';
import { appendMessage, findConversationBySid } from '../chat/repository';
import { CONVERSATION_NOT_FOUND_MESSAGE } from '../chat/service';

withHarness("the coach's workspace", (h) => {
  const person = (clientId: string, request: { chat?: boolean; firstName?: string } = {}) => freshMember(h(), clientId, request);

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

  it('sets goals, milestones, tasks and journal tasks that the coachee then sees in their coaching home', async () => {
    const coach = await h().session('harbour', 'coach@harbour.example');
    const jo = await person('harbour', { chat: true, firstName: 'Plan' });
    const { conversation_sid: sid } = await h().call(joinChat, {}, jo);

    const { goal_id } = await h().call(addCoacheeGoal, { conversation_sid: sid, title: ' Feel calmer at work ' }, coach);
    const { milestone_id } = await h().call(addCoacheeMilestone, { conversation_sid: sid, goal_id, title: 'Notice stress early' }, coach);
    const { task_id } = await h().call(
      addCoacheeTask,
      { conversation_sid: sid, milestone_id, title: 'Take three breaths before meetings', description: 'Before each meeting, breathe in slowly three times.', target_date: '2026-12-01' },
      coach,
    );
    const journal = await h().call(
      addCoacheeTask,
      { conversation_sid: sid, title: 'Stress diary', description: 'Write a few lines each evening.', journal_questions: ['What stressed you today?', 'What helped?'] },
      coach,
    );

    // the coach's view of the plan
    const plan = await h().call(getCoacheePlan, { conversation_sid: sid }, coach);
    expect(plan.goals).toEqual([
      expect.objectContaining({
        id: goal_id,
        title: 'Feel calmer at work',
        milestones: [expect.objectContaining({ id: milestone_id, title: 'Notice stress early', tasks: [expect.objectContaining({ id: task_id, target_date: '2026-12-01' })] })],
      }),
    ]);
    expect(plan.orphans).toEqual([expect.objectContaining({ id: journal.task_id, title: 'Stress diary', has_widget: 'journal', recurring_type: 'daily' })]);

    // the member's coaching home has them, and the task modal shows the description and the journal
    const home = await h().call(getCoachingData, {}, jo);
    expect(home.tasks.goals[0]!.milestones[0]!.tasks[0]).toMatchObject({ id: task_id, title: 'Take three breaths before meetings', completed: false, disabled: false });
    expect(home.tasks.orphans.map((t) => t.title)).toContain('Stress diary');
    const content = await h().call(getTaskContent, { task_id: journal.task_id, date: '2026-11-26' }, jo);
    expect(content.task.content[0]).toMatchObject({ type: 'text', content: Buffer.from('Write a few lines each evening.').toString('base64') });
    expect(content.task.content[1]).toMatchObject({ type: 'journal', content: [expect.objectContaining({ text: 'What stressed you today?' }), expect.objectContaining({ text: 'What helped?' })] });

    // another coachee's goal or milestone is not found; the rules' messages are the contract's
    const other = await person('harbour', { chat: true });
    const otherSid = (await h().call(joinChat, {}, other)).conversation_sid;
    expect((await h().refused(addCoacheeMilestone, { conversation_sid: otherSid, goal_id, title: 'x' }, coach)).body.err).toBe(GOAL_NOT_FOUND_MESSAGE);
    expect((await h().refused(addCoacheeTask, { conversation_sid: otherSid, milestone_id, title: 'x', description: 'y' }, coach)).body.err).toBe(MILESTONE_NOT_FOUND_MESSAGE);
    expect((await h().refused(addCoacheeGoal, { conversation_sid: sid, title: '   ' }, coach)).body.err).toBe('Please enter a title.');
    expect(
      (await h().refused(addCoacheeTask, { conversation_sid: sid, title: 't', description: 'd', journal_questions: ['1', '2', '3', '4', '5', '6'] }, coach)).body.err,
    ).toBe('Please ask at most 5 questions.');
  });

  it("refuses every workspace call to members, another coach's coachee and another client's coach", async () => {
    const jo = await person('harbour', { chat: true });
    const { conversation_sid: sid } = await h().call(joinChat, {}, jo);
    const bodies: Record<string, object> = {
      [getCoachees.path]: {},
      [joinCoacheeChat.path]: { conversation_sid: sid },
      [setCoacheeStatus.path]: { conversation_sid: sid, status: 'discharged' },
      [getCoacheePlan.path]: { conversation_sid: sid },
      [addCoacheeGoal.path]: { conversation_sid: sid, title: 'A goal' },
      [addCoacheeMilestone.path]: { conversation_sid: sid, goal_id: 1, title: 'A milestone' },
      [addCoacheeTask.path]: { conversation_sid: sid, title: 'A task', description: 'Do it.' },
      [getClinicBookings.path]: {},
    };
    expect(Object.keys(bodies)).toHaveLength(workspaceCalls.length);
    for (const call of workspaceCalls) {
      const refusal = await h().refused(call as never, bodies[call.path] as never, jo);
      expect(refusal.status, call.path).toBe(403);
      expect(refusal.body.err, call.path).toBe(NO_ACCESS_MESSAGE);
    }

    // the coachee of another coach of the same client, and any coachee for another client's coach: not found
    const coach = await h().session('harbour', 'coach@harbour.example');
    const lumenCoach = await h().session('lumen', 'coach@lumen.example');
    const sam = await person('harbour', { firstName: 'Sam' });
    const coaches = await listCoaches(h().db, 'harbour', 'mental_health');
    const second = coaches[1]!;
    const samConversation = await conversationOfMember(h().db, { clientId: 'harbour', userId: sam.userId, sessionId: 't', role: 'cl' }, 'mental_health', h().clock.now(), second.id);
    for (const call of workspaceCalls.filter((c) => 'conversation_sid' in (bodies[c.path] ?? {}))) {
      for (const [who, conversation] of [[coach, samConversation.row.sid], [lumenCoach, sid]] as const) {
        const refusal = await h().refused(call as never, { ...bodies[call.path], conversation_sid: conversation } as never, who);
        expect(refusal.status, call.path).toBe(404);
        expect(refusal.body.err, call.path).toBe(CONVERSATION_NOT_FOUND_MESSAGE);
      }
    }
    // a coach is no clinician
    expect((await h().refused(getClinicBookings, {}, coach)).status).toBe(403);
  });

  it("shows the clinician their client's DMH and blood-test bookings, whose rooms they join, and nobody else's", async () => {
    const clinician = await h().session('harbour', 'clinician@harbour.example');
    const alex = await person('harbour', { firstName: 'Clinic' });
    const dmh = (await listDmhClinicians(h().db, 'harbour', null))[0]!;
    const kit = (await listKitClinicians(h().db, 'harbour', null))[0]!;
    const startAt = new Date(Math.floor(h().clock.now().getTime() / 60_000) * 60_000 + 5 * 60_000);
    const endAt = new Date(startAt.getTime() + 30 * 60_000);
    const book = (clientId: string, userId: number, clinicianId: string, status = 'Booked') =>
      insertBooking(h().db, { clientId, userId, store: 'appointment', appointmentType: 'Video', status, startAt, endAt, clinicianId, clinicianName: 'Dr. Test', details: {} });
    const dmhBooking = await book('harbour', alex.userId, `DMH-${dmh.id}`);
    const kitBooking = await book('harbour', alex.userId, `KIT-${kit.id}`);
    const cancelled = await book('harbour', alex.userId, `DMH-${dmh.id}`, 'Cancelled');
    const lumenMember = await person('lumen');
    const lumenDmh = (await listDmhClinicians(h().db, 'lumen', null))[0]!;
    const lumenBooking = await book('lumen', lumenMember.userId, `DMH-${lumenDmh.id}`);

    const { bookings } = await h().call(getClinicBookings, {}, clinician);
    expect(bookings).toContainEqual(expect.objectContaining({ booking_id: dmhBooking, kind: 'dmh', member_name: 'Clinic Member' }));
    expect(bookings).toContainEqual(expect.objectContaining({ booking_id: kitBooking, kind: 'blood-test', member_name: 'Clinic Member' }));
    expect(bookings.map((b) => b.booking_id)).not.toContain(cancelled);
    expect(bookings.map((b) => b.booking_id)).not.toContain(lumenBooking);

    // the clinician gets the room's token from the other side
    const token = await h().call(getAppointmentAccessToken, { appointment_id: String(dmhBooking) }, clinician);
    expect(token).toMatchObject({ success: true });
    // a member, and the coach, see no clinic bookings
    expect((await h().refused(getClinicBookings, {}, alex)).status).toBe(403);
  });
});
