import type { CoachingBooking, TaskContentBlock } from '@portal/contract/calls/coaching';
import { formatInstant } from '../bookings/public';
import { CallError, type Db, type Member } from '../core/types';
import {
  findAssignment,
  findMilestone,
  findTask,
  hasProfile,
  insertJournalAnswers,
  insertTask,
  listJournalAnswers,
  listMilestones,
  memberSessions,
  saveProfile,
  setTaskCompleted,
  type TaskRow,
} from './home-repository';
import type { CoachingService, LocalisedBlocks } from './schema';
import { memberPlan, pick } from './plan';
import { clearTriagePrompt } from './survey-repository';

export const TASK_NOT_FOUND_MESSAGE = 'We could not find this task.';
export const TASK_LOCKED_MESSAGE = 'This task is not open yet.';
export const MILESTONE_NOT_FOUND_MESSAGE = 'We could not find this milestone.';
/** save-answers' refusal, the page's own words for an incomplete entry (seed 002 section 5) */
export const ANSWERS_INCOMPLETE_MESSAGE = 'Please ensure all questions have been answered';
export const JOURNAL_SAVED_MESSAGE = 'Your entry has been saved.';
/** the previous-answer list shows at most 8 entries */
export const MAX_PREVIOUS_ANSWERS = 8;

const blocksIn = (content: LocalisedBlocks, language: string): TaskContentBlock[] => content[language] ?? content.en ?? [];

/**
 * The coaching home of one service. A closed journey also removes the stored triage prompt (seed 002 section 4),
 * so the member starts afresh.
 */
export async function getCoachingData(db: Db, member: Member, service: CoachingService, language: string, now: Date) {
  const assignment = await findAssignment(db, member, service);
  const closed = Boolean(assignment?.closedAt);
  if (closed) await clearTriagePrompt(db, member);

  const sessions = assignment ? await memberSessions(db, member, service) : [];
  const toBooking = (s: (typeof sessions)[number]): CoachingBooking => ({
    id: s.bookingId ?? 0,
    start: formatInstant(s.startAt),
    end: formatInstant(s.endAt),
    coach_title: s.coachName,
    delivery_type: s.deliveryType ?? 'video',
  });
  // a session still running counts as upcoming: its Start Video link must stay until it ends
  const upcoming = sessions.filter((s) => s.endAt.getTime() > now.getTime()).map(toBooking);
  const past = sessions
    .filter((s) => s.endAt.getTime() <= now.getTime())
    .reverse()
    .map(toBooking);

  const plan = await memberPlan(db, member, service, language);
  return {
    bookings: { upcoming, past },
    tasks: plan,
    user_profile_completed: await hasProfile(db, member),
    closed_journey: closed,
  };
}

async function ownTask(db: Db, member: Member, taskId: number): Promise<TaskRow> {
  const task = await findTask(db, member, taskId);
  if (!task) throw new CallError(404, TASK_NOT_FOUND_MESSAGE);
  return task;
}

async function isLocked(db: Db, member: Member, task: TaskRow): Promise<boolean> {
  if (task.disabled) return true;
  if (task.milestoneId === null) return false;
  const milestones = await listMilestones(db, member);
  return milestones.find((m) => m.id === task.milestoneId)?.disabled ?? false;
}

type JournalQuestion = Extract<TaskContentBlock['content'], readonly unknown[]>[number] & {
  id: number;
  type: string;
  min_val?: number | null;
  max_val?: number | null;
};

function journalQuestionsOf(blocks: readonly TaskContentBlock[]): JournalQuestion[] {
  return blocks.filter((b) => b.type === 'journal' && Array.isArray(b.content)).flatMap((b) => b.content as JournalQuestion[]);
}

/**
 * A task's blocks for a date. Journal questions carry the member's last answers (at most 8, newest first, the
 * ones of that date active) and, unless the journal type contains 'multi', the answer given on that date.
 */
export async function getTaskContent(db: Db, member: Member, taskId: number, language: string, date: string) {
  const task = await ownTask(db, member, taskId);
  if (await isLocked(db, member, task)) throw new CallError(403, TASK_LOCKED_MESSAGE);
  let blocks = blocksIn(task.content, language);
  if (blocks.some((b) => b.type === 'journal')) {
    const answers = await listJournalAnswers(db, member, taskId);
    blocks = blocks.map((block) => {
      if (block.type !== 'journal' || !Array.isArray(block.content)) return block;
      const multi = (block.options?.journal_type ?? '').includes('multi');
      const questions = (block.content as JournalQuestion[]).map((question) => {
        const mine = answers.filter((a) => a.questionId === question.id);
        return {
          ...question,
          last_answers: mine
            .slice(0, MAX_PREVIOUS_ANSWERS)
            .map((a) => ({ timestamp: `${a.entryDate} ${a.entryTime}`, text: a.text, active: a.entryDate === date })),
          last_answer: multi ? null : (mine.find((a) => a.entryDate === date)?.text ?? null),
        };
      });
      return { ...block, content: questions } as TaskContentBlock;
    });
  }
  return { title: pick(task.title, language), content: blocks, completed: task.completedAt !== null };
}

/**
 * Saves a journal entry: every question of the task's journal answered, numbers clamped to their bounds, all
 * stored as text. An entry for today also completes the task (seed 002: Save Entry completes a journal task).
 */
export async function saveJournal(
  db: Db,
  member: Member,
  input: { task_id: number; date: string; answers: readonly { question_id: number; text: string }[] },
  now: Date,
): Promise<string> {
  const task = await ownTask(db, member, input.task_id);
  if (await isLocked(db, member, task)) throw new CallError(403, TASK_LOCKED_MESSAGE);
  const questions = journalQuestionsOf(blocksIn(task.content, 'en'));
  const byId = new Map(input.answers.map((a) => [a.question_id, a.text]));
  const complete =
    questions.length > 0 &&
    questions.every((q) => (byId.get(q.id) ?? '').trim() !== '') &&
    input.answers.every((a) => questions.some((q) => q.id === a.question_id));
  if (!complete) throw new CallError(400, ANSWERS_INCOMPLETE_MESSAGE);
  const [entryDate, time] = input.date.split(/[ T]/);
  const rows = questions.map((q) => {
    let text = byId.get(q.id)!.trim();
    if (q.type === 'numeric') {
      const value = Number(text);
      if (!Number.isFinite(value)) throw new CallError(400, ANSWERS_INCOMPLETE_MESSAGE);
      text = String(Math.min(q.max_val ?? value, Math.max(q.min_val ?? value, value)));
    }
    return {
      clientId: member.clientId,
      userId: member.userId,
      taskId: task.id,
      questionId: q.id,
      entryDate: entryDate!,
      entryTime: (time ?? '00:00').slice(0, 5),
      text,
      savedAt: now,
    };
  });
  await db.transaction(async (tx) => {
    await insertJournalAnswers(tx, rows);
    if (entryDate === now.toISOString().slice(0, 10) && task.completedAt === null) await setTaskCompleted(tx, member, task.id, now);
  });
  return JOURNAL_SAVED_MESSAGE;
}

/** The dates of a month (YYYY-MM) that have journal entries, for the calendar widget. */
export async function getCalendar(db: Db, member: Member, taskId: number, month: string, language: string) {
  const task = await ownTask(db, member, taskId);
  const answers = await listJournalAnswers(db, member, taskId);
  const dates = [...new Set(answers.map((a) => a.entryDate).filter((d) => d.startsWith(`${month}-`)))].sort();
  return { dates, title: pick(task.title, language) };
}

/** Completes a task; completing a completed task keeps its first completion time. */
export async function completeTask(db: Db, member: Member, taskId: number, now: Date): Promise<void> {
  const task = await ownTask(db, member, taskId);
  if (await isLocked(db, member, task)) throw new CallError(403, TASK_LOCKED_MESSAGE);
  if (task.completedAt === null) await setTaskCompleted(db, member, taskId, now);
}

/** Mark as Unread: a completed task becomes open again, an open one completed. */
export async function toggleTask(db: Db, member: Member, taskId: number, now: Date): Promise<void> {
  const task = await ownTask(db, member, taskId);
  if (await isLocked(db, member, task)) throw new CallError(403, TASK_LOCKED_MESSAGE);
  await setTaskCompleted(db, member, taskId, task.completedAt === null ? now : null);
}

/** A smart goal the member writes under one of their milestones: a task whose content is one text block. */
export async function createSmartGoal(
  db: Db,
  member: Member,
  input: { goal_id: number; milestone_id: number; title: string; content: string; target_date?: string | undefined },
  now: Date,
): Promise<number> {
  const found = await findMilestone(db, member, input.goal_id, input.milestone_id);
  if (!found) throw new CallError(404, MILESTONE_NOT_FOUND_MESSAGE);
  const block: TaskContentBlock = { id: 1, type: 'text', content: input.content };
  return insertTask(db, {
    clientId: member.clientId,
    userId: member.userId,
    service: found.goal.service,
    goalId: found.goal.id,
    milestoneId: found.milestone.id,
    title: { en: input.title },
    targetDate: input.target_date ?? now.toISOString().slice(0, 10),
    content: { en: [block] },
    createdByMember: true,
    position: 1000,
  });
}

export async function updateProfile(
  db: Db,
  member: Member,
  profile: {
    address: string;
    city: string;
    county: string;
    postal_code: string;
    next_of_the_kin_full_name: string;
    next_of_the_kin_phone: string;
  },
  now: Date,
): Promise<void> {
  await saveProfile(
    db,
    member,
    {
      address: profile.address,
      city: profile.city,
      county: profile.county,
      postalCode: profile.postal_code,
      nextOfKinName: profile.next_of_the_kin_full_name,
      nextOfKinPhone: profile.next_of_the_kin_phone,
    },
    now,
  );
}
