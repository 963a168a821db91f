import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  completeTask,
  completeTaskToggle,
  createTask,
  getCoachingData,
  getTaskContent,
  updateUserProfile,
} from '@portal/contract/calls/coaching';
import { getFixedSurvey } from '@portal/contract/calls/surveys';
import { withHarness, type Session } from '../../test/harness';
import { createTestMember, type TestMemberRequest } from '../testing/test-members';
import { MILESTONE_NOT_FOUND_MESSAGE, TASK_LOCKED_MESSAGE, TASK_NOT_FOUND_MESSAGE } from './home-service';
import { coachingProfiles } from './schema';
import { saveTriagePrompt } from './survey-repository';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

withHarness('coaching: the coaching home and its task calls', (h) => {
  async function fresh(request: TestMemberRequest, clientId = 'harbour'): Promise<Session & { userId: number }> {
    const client = h().clients.find((c) => c.id === clientId)!;
    const created = await createTestMember(
      h().db,
      client,
      { bookings: false, notifications: false, myList: false, reports: false, ...request },
      { sessionMinutes: h().config.sessionMinutes, now: h().clock.now() },
    );
    return { client: clientId, userId: created.userId, cookie: `${created.session.cookieName}=${created.session.token}` };
  }

  it('serves a member mid-programme: bookings, goals with milestones and tasks, bonus tasks, progress', async () => {
    const member = await fresh({ coaching: 'mid-programme' });
    const data = await h().call(getCoachingData, {}, member);
    expect(data.closed_journey).toBe(false);
    expect(data.user_profile_completed).toBe(true);
    expect(data.bookings.upcoming.map((b) => b.delivery_type)).toEqual(['video', 'chat']);
    expect(data.bookings.past).toHaveLength(1);
    expect(data.bookings.upcoming[0]!.coach_title).toBe('Aoife Brennan');
    const soon = Date.parse(data.bookings.upcoming[0]!.start) - h().clock.now().getTime();
    expect(soon).toBeGreaterThan(0);
    expect(soon).toBeLessThanOrEqual(5 * 60_000);

    const [goal] = data.tasks.goals;
    expect(goal!.title).toBe('Sleep better');
    expect(goal!.progress).toBe(17); // one of six tasks done
    const [open, locked] = goal!.milestones;
    expect(open!.disabled).toBe(false);
    expect(open!.tasks.map((t) => [t.completed, t.disabled])).toContainEqual([true, false]);
    expect(open!.tasks.find((t) => t.recurring_type === 'daily')?.target_date).toBe(false);
    expect(locked!.disabled).toBe(true);
    expect(locked!.tasks.every((t) => t.disabled)).toBe(true);
    expect(data.tasks.orphans.map((t) => t.title)).toEqual(['Bonus: a five-minute stretch']);

    // the German member reads the same programme in German
    const german = await fresh({ coaching: 'mid-programme' }, 'kontor');
    const theirs = await h().call(getCoachingData, {}, german);
    expect(theirs.tasks.goals[0]!.title).toBe('Besser schlafen');
  });

  it('gives every block type of a task, completes it, marks it unread, and refuses a locked task', async () => {
    const member = await fresh({ coaching: 'mid-programme' });
    const data = await h().call(getCoachingData, {}, member);
    const [open, locked] = data.tasks.goals[0]!.milestones;
    const first = open!.tasks[0]!;
    const today = h().clock.now().toISOString().slice(0, 10);
    const content = await h().call(getTaskContent, { task_id: first.id, date: today }, member);
    expect(content.task.content.map((b) => b.type)).toEqual(['text', 'image', 'audio', 'video', 'carousel', 'accordion']);
    expect(Buffer.from(content.task.content[0]!.content as string, 'base64').toString()).toContain('Slow breathing');
    expect(content.task.completed).toBe(false);

    await h().call(completeTask, { task_id: first.id }, member);
    expect((await h().call(getTaskContent, { task_id: first.id, date: today }, member)).task.completed).toBe(true);
    expect((await h().call(getCoachingData, {}, member)).tasks.goals[0]!.progress).toBe(33);
    await h().call(completeTaskToggle, { task_id: first.id }, member);
    expect((await h().call(getTaskContent, { task_id: first.id, date: today }, member)).task.completed).toBe(false);

    const lockedTask = locked!.tasks[0]!;
    for (const call of [completeTask, completeTaskToggle] as const) {
      const refused = await h().refused(call, { task_id: lockedTask.id }, member);
      expect([refused.status, refused.body.err]).toEqual([403, TASK_LOCKED_MESSAGE]);
    }
  });

  it("never lets a member read or change another member's task, goal or milestone", async () => {
    const owner = await fresh({ coaching: 'mid-programme' });
    const other = await fresh({ coaching: 'mid-programme' });
    const otherClient = await fresh({ coaching: 'mid-programme' }, 'kontor');
    const data = await h().call(getCoachingData, {}, owner);
    const goal = data.tasks.goals[0]!;
    const milestone = goal.milestones[0]!;
    const task = milestone.tasks[0]!;
    const today = h().clock.now().toISOString().slice(0, 10);
    for (const intruder of [other, otherClient]) {
      for (const refused of [
        await h().refused(getTaskContent, { task_id: task.id, date: today }, intruder),
        await h().refused(completeTask, { task_id: task.id }, intruder),
        await h().refused(completeTaskToggle, { task_id: task.id }, intruder),
      ]) {
        expect([refused.status, refused.body.err]).toEqual([404, TASK_NOT_FOUND_MESSAGE]);
      }
      const created = await h().refused(createTask, { goal_id: goal.id, milestone_id: milestone.id, title: 'Mine', content: b64('x') }, intruder);
      expect([created.status, created.body.err]).toEqual([404, MILESTONE_NOT_FOUND_MESSAGE]);
    }
    // an own goal with another member's milestone is refused too
    const theirs = (await h().call(getCoachingData, {}, other)).tasks.goals[0]!;
    const mixed = await h().refused(createTask, { goal_id: goal.id, milestone_id: theirs.milestones[0]!.id, title: 'Mixed', content: b64('x') }, owner);
    expect(mixed.status).toBe(404);
    expect((await h().call(getTaskContent, { task_id: task.id, date: today }, owner)).task.completed).toBe(false);
  });

  it('creates a smart goal due today by default, and refuses more than 150 characters', async () => {
    const member = await fresh({ coaching: 'mid-programme' });
    const goal = (await h().call(getCoachingData, {}, member)).tasks.goals[0]!;
    const milestone = goal.milestones[0]!;
    const reply = await h().call(createTask, { goal_id: goal.id, milestone_id: milestone.id, title: 'Read before bed', content: b64('Ten pages, no screens') }, member);
    expect(reply.success).toBe(true);
    const tasks = (await h().call(getCoachingData, {}, member)).tasks.goals[0]!.milestones[0]!.tasks;
    const created = tasks.find((t) => t.id === reply.task_id)!;
    expect(created.title).toBe('Read before bed');
    expect(created.target_date).toBe(h().clock.now().toISOString().slice(0, 10));
    const today = h().clock.now().toISOString().slice(0, 10);
    const content = await h().call(getTaskContent, { task_id: created.id, date: today }, member);
    expect(Buffer.from(content.task.content[0]!.content as string, 'base64').toString()).toBe('Ten pages, no screens');
    const tooLong = await h().refused(createTask, { goal_id: goal.id, milestone_id: milestone.id, title: 'Long', content: b64('x'.repeat(151)) }, member);
    expect([tooLong.status, tooLong.body.err]).toEqual([400, 'Please use at most 150 characters.']);
  });

  it('reports an incomplete profile until the six fields are saved', async () => {
    const member = await fresh({ coaching: 'booked' });
    const before = await h().call(getCoachingData, {}, member);
    expect(before.user_profile_completed).toBe(false);
    expect(before.tasks.goals).toEqual([]);
    expect(before.bookings.upcoming).toHaveLength(1);
    const profile = {
      address: '1 Main Street',
      city: 'Cork',
      county: 'Cork',
      postal_code: 'T12 AB34',
      next_of_the_kin_full_name: 'Pat Kin',
      next_of_the_kin_phone: '0871234567',
    };
    const tooLong = await h().refused(updateUserProfile, { user_profile: { ...profile, next_of_the_kin_phone: '123456789012345' } }, member);
    expect([tooLong.status, tooLong.body.err]).toEqual([400, 'Please enter a phone number of at most 14 digits.']);
    await h().call(updateUserProfile, { user_profile: profile }, member);
    expect((await h().call(getCoachingData, {}, member)).user_profile_completed).toBe(true);
    const rows = await h().db.select().from(coachingProfiles).where(eq(coachingProfiles.userId, member.userId));
    expect(rows.map((r) => r.nextOfKinPhone)).toEqual(['0871234567']);
  });

  it('says when a journey is closed and removes the stored triage prompt; a member without a coach has nothing', async () => {
    const closed = await fresh({ coaching: 'closed' });
    await saveTriagePrompt(h().db, { clientId: 'harbour', userId: closed.userId }, 'SelectCoach', h().clock.now());
    const data = await h().call(getCoachingData, {}, closed);
    expect(data.closed_journey).toBe(true);
    expect((await h().call(getFixedSurvey, { name: 'WHO-5' }, closed)).prompt).toBeNull();

    const newcomer = await fresh({});
    const empty = await h().call(getCoachingData, { type: 'healthcoach' }, newcomer);
    expect(empty).toMatchObject({ bookings: { upcoming: [], past: [] }, tasks: { goals: [], orphans: [] }, closed_journey: false });
  });
});
