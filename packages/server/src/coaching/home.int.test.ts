import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  completeTask,
  completeTaskToggle,
  createTask,
  getCoachingCalendar,
  getCoachingData,
  getTaskContent,
  saveAnswers,
  updateUserProfile,
} from '@portal/contract/calls/coaching';
import { getFixedSurvey } from '@portal/contract/calls/surveys';
import { withHarness } from '../../test/harness';
import { freshMember } from '../../test/members';
import type { TestMemberRequest } from '../testing/test-members';
import { ANSWERS_INCOMPLETE_MESSAGE, JOURNAL_SAVED_MESSAGE, MILESTONE_NOT_FOUND_MESSAGE, TASK_LOCKED_MESSAGE, TASK_NOT_FOUND_MESSAGE } from './home-service';
import { coachingProfiles } from './schema';
import { saveTriagePrompt } from './survey-repository';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

withHarness('coaching: the coaching home and its task calls', (h) => {
  const fresh = (request: TestMemberRequest, clientId = 'harbour') => freshMember(h(), clientId, request);

  it('serves a member mid-programme: bookings, goals with milestones and tasks, bonus tasks, progress', async () => {
    const member = await fresh({ coaching: 'mid-programme' });
    const data = await h().call(getCoachingData, {}, member);
    expect(data.closed_journey).toBe(false);
    expect(data.user_profile_completed).toBe(true);
    expect(data.bookings.upcoming.map((b) => b.delivery_type)).toEqual(['video', 'chat']);
    expect(data.bookings.past).toHaveLength(1);
    // the coach's name; members made in the same minute (parallel files, the demo coachee) get the next free coach
    expect(data.bookings.upcoming[0]!.coach_title).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
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
    expect(data.tasks.orphans.map((t) => t.title)).toEqual(['Bonus: a five-minute stretch', 'Sleep diary']);

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

  it('saves a journal entry as text, clamps numbers, presets the day\'s answer, lists the calendar dates, and completes today', async () => {
    const member = await fresh({ coaching: 'mid-programme' });
    const other = await fresh({ coaching: 'mid-programme' });
    const diary = (await h().call(getCoachingData, {}, member)).tasks.orphans.find((t) => t.has_widget === 'journal')!;
    const now = h().clock.now();
    const today = now.toISOString().slice(0, 10);
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    const questionsOn = async (date: string) => {
      const { task } = await h().call(getTaskContent, { task_id: diary.id, date }, member);
      const block = task.content.find((b) => b.type === 'journal')!;
      return block.content as { id: number; last_answer?: string | null; last_answers?: { text: string; active: boolean }[] }[];
    };
    const before = await questionsOn(yesterday);
    expect(before.map((q) => q.last_answer)).toEqual(['4', '6', '00:15', 'I checked my phone in bed.']);
    expect(before[0]!.last_answers!.map((a) => [a.text, a.active])).toEqual([['4', true], ['6', false]]);

    const incomplete = await h().refused(saveAnswers, { task_id: diary.id, date: `${today} 07:30`, answers: [{ question_id: 1, text: '5' }] }, member);
    expect([incomplete.status, incomplete.body.err]).toEqual([400, ANSWERS_INCOMPLETE_MESSAGE]);
    const blank = await h().refused(saveAnswers, { task_id: diary.id, date: `${today} 07:30`, answers: [{ question_id: 1, text: '  ' }] }, member);
    expect([blank.status, blank.body.err]).toEqual([400, ANSWERS_INCOMPLETE_MESSAGE]);
    const answers = [
      { question_id: 1, text: 12 },
      { question_id: 2, text: '7.5' },
      { question_id: 3, text: '22:45' },
      { question_id: 4, text: '  A bath helped.  ' },
    ];
    const saved = await h().call(saveAnswers, { task_id: diary.id, date: `${today} 07:30`, answers }, member);
    expect(saved).toEqual({ success: true, message: JOURNAL_SAVED_MESSAGE });
    expect((await questionsOn(today)).map((q) => q.last_answer)).toEqual(['10', '7.5', '22:45', 'A bath helped.']);
    expect((await h().call(getCoachingData, {}, member)).tasks.orphans.find((t) => t.id === diary.id)!.completed).toBe(true);

    const month = today.slice(0, 7);
    const calendar = await h().call(getCoachingCalendar, { task_id: diary.id, month }, member);
    expect(calendar.title).toBe('Sleep diary');
    expect(calendar.dates).toContain(today);
    expect(calendar.dates.every((d) => d.startsWith(month))).toBe(true);

    const foreign = await h().refused(saveAnswers, { task_id: diary.id, date: `${today} 07:30`, answers }, other);
    expect([foreign.status, foreign.body.err]).toEqual([404, TASK_NOT_FOUND_MESSAGE]);
    expect((await h().refused(getCoachingCalendar, { task_id: diary.id, month }, other)).status).toBe(404);
  });
});
