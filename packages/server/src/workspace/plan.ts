import { and, asc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { Goal, Task, TaskContentBlock } from '@portal/contract/calls/coaching';
import type { getClinicBookings } from '@portal/contract/calls/workspace';
import type { CallResponse } from '@portal/contract/define-call';
import { HIDDEN_APPOINTMENT_STATUSES } from '@portal/contract/calls/bookings';
import { bookings, coachAccounts, coachingMilestones, type Localised, users, videoStaff } from '../db/schema';
import * as chat from '../chat/public';
import { isCoachingConversation, type CoachingConversationRow } from '../chat/public';
import { insertGoal, insertMilestone, insertTask, listGoals, listMilestones, listTasks, memberPlan } from '../coaching/public';
import { CallError, replyWeight, sharedReply, type Db, type JsonReply, type Member } from '../core/types';
import { keptView } from '../db/news/kept-view';
import { ROOM_TYPES, staffRefsOf } from '../video/public';

export const GOAL_NOT_FOUND_MESSAGE = 'We could not find this goal.';
export const MILESTONE_NOT_FOUND_MESSAGE = 'We could not find this milestone.';

/** The coachee's conversation, opened from the coach's side: a member's own sid or another coach's is not found. */
export async function coacheeConversation(db: Db, coach: Member, sid: string): Promise<CoachingConversationRow> {
  const { conversation, participant } = await chat.conversationFor(db, coach, sid);
  if (participant.kind !== 'coach' || !isCoachingConversation(conversation)) throw new chat.NotTheCoachError();
  return conversation;
}

/** What the coach writes is the coachee's text in every language (the member's pages fall back to en). */
const asLocalised = (text: string): Localised => ({ en: text });

/** The coachee's goals, milestones and tasks of the conversation's service, as their coaching home shows them. */
export async function planOf(db: Db, conversation: CoachingConversationRow, language: string): Promise<{ goals: Goal[]; orphans: Task[] }> {
  return memberPlan(db, { clientId: conversation.clientId, userId: conversation.userId }, conversation.service, language);
}

export async function addGoal(db: Db, conversation: CoachingConversationRow, title: string): Promise<number> {
  const existing = await listGoals(db, { clientId: conversation.clientId, userId: conversation.userId }, conversation.service);
  return insertGoal(db, {
    clientId: conversation.clientId,
    userId: conversation.userId,
    service: conversation.service,
    title: asLocalised(title),
    position: existing.length,
  });
}

export async function addMilestone(db: Db, conversation: CoachingConversationRow, goalId: number, title: string): Promise<number> {
  const scope = { clientId: conversation.clientId, userId: conversation.userId };
  const goal = (await listGoals(db, scope, conversation.service)).find((g) => g.id === goalId);
  if (!goal) throw new CallError(404, GOAL_NOT_FOUND_MESSAGE);
  const siblings = (await listMilestones(db, scope)).filter((m) => m.goalId === goalId);
  return insertMilestone(db, { ...scope, goalId, title: asLocalised(title), position: siblings.length });
}

/** Base64 of UTF-8 text, as the task modal's text blocks carry it. */
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The task's content blocks: the description, then for a journal task a daily journal of the coach's questions. */
export function taskBlocks(description: string, journalQuestions: readonly string[]): TaskContentBlock[] {
  const blocks: TaskContentBlock[] = [{ id: 1, type: 'text', content: b64(description) }];
  if (journalQuestions.length > 0) {
    blocks.push({
      id: 2,
      type: 'journal',
      content: journalQuestions.map((text, index) => ({ id: index + 1, type: 'text' as const, layout: 'long_text' as const, text, description: null })),
      options: { journal_type: 'daily' },
    });
  }
  return blocks;
}

export interface NewPlanTask {
  readonly milestone_id?: number | undefined;
  readonly title: string;
  readonly description: string;
  readonly target_date?: string | undefined;
  readonly daily?: boolean | undefined;
  readonly journal_questions?: readonly string[] | undefined;
}

/** A task in one of the coachee's milestones, or a bonus task; a journal task repeats daily. */
export async function addTask(db: Db, conversation: CoachingConversationRow, input: NewPlanTask): Promise<number> {
  const scope = { clientId: conversation.clientId, userId: conversation.userId };
  let goalId: number | null = null;
  let milestoneId: number | null = null;
  if (input.milestone_id !== undefined) {
    const goals = await listGoals(db, scope, conversation.service);
    const [milestone] = await db
      .select({ id: coachingMilestones.id, goalId: coachingMilestones.goalId })
      .from(coachingMilestones)
      .where(and(eq(coachingMilestones.clientId, scope.clientId), eq(coachingMilestones.userId, scope.userId), eq(coachingMilestones.id, input.milestone_id)))
      .limit(1);
    if (!milestone || !goals.some((g) => g.id === milestone.goalId)) throw new CallError(404, MILESTONE_NOT_FOUND_MESSAGE);
    goalId = milestone.goalId;
    milestoneId = milestone.id;
  }
  const journal = input.journal_questions ?? [];
  const siblings = (await listTasks(db, scope, conversation.service)).filter((t) => t.milestoneId === milestoneId && t.goalId === goalId);
  const blocks = taskBlocks(input.description, journal);
  return insertTask(db, {
    ...scope,
    service: conversation.service,
    goalId,
    milestoneId,
    title: asLocalised(input.title),
    targetDate: input.target_date ?? null,
    recurringType: journal.length > 0 || input.daily ? 'daily' : null,
    hasWidget: journal.length > 0 ? 'journal' : null,
    content: { en: blocks },
    position: siblings.length,
  });
}

/** Booking kinds a clinician sees, by the prefix of the clinician reference the booking names. */
function clinicKind(clinicianId: string): string {
  if (clinicianId.startsWith('KIT-')) return 'blood-test';
  if (clinicianId.startsWith('DMH-')) return 'dmh';
  return 'clinic';
}

type ClinicBooking = CallResponse<typeof getClinicBookings>['bookings'][number];
type ClinicBookingsReply = JsonReply<CallResponse<typeof getClinicBookings>>;

/**
 * A clinician's bookings, answered from memory while the database sends no news of the client's bookings, names
 * or staff links, and none of the bookings has ended since (db/news, decision 0450): the clinic page polls it.
 */
const keptClinicBookings = keptView<ClinicBookingsReply>({
  name: "clinician's bookings",
  reads: [bookings, users, videoStaff, coachAccounts],
  scope: 'client',
  weigh: replyWeight,
  maxWeight: 8_000_000,
});

/** The clinic bookings still to come (or running) of the clinicians a staff user answers for, with their members. */
export function clinicBookingsReply(db: Db, clinician: Member, now: Date): Promise<ClinicBookingsReply> {
  return keptClinicBookings.read(db, clinician.clientId, clinician.userId, now.getTime(), async () => {
    const { bookings, until } = await clinicBookingsOf(db, clinician, now);
    return { value: sharedReply({ success: true, bookings }), until };
  });
}

async function clinicBookingsOf(db: Db, clinician: Member, now: Date): Promise<{ bookings: ClinicBooking[]; until?: number }> {
  const refs = (await staffRefsOf(db, clinician.clientId, clinician.userId)).filter((ref) => !ref.startsWith('COA-'));
  if (refs.length === 0) return { bookings: [] };
  const rows = await db
    .select({
      id: bookings.id,
      start: bookings.startAt,
      end: bookings.endAt,
      type: bookings.appointmentType,
      clinicianId: bookings.clinicianId,
      clinicianName: bookings.clinicianName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bookings)
    .innerJoin(users, and(eq(users.id, bookings.userId), eq(users.clientId, bookings.clientId)))
    .where(
      and(
        eq(bookings.clientId, clinician.clientId),
        inArray(bookings.clinicianId, refs),
        gt(bookings.endAt, now),
        notInArray(bookings.status, [...HIDDEN_APPOINTMENT_STATUSES]),
      ),
    )
    .orderBy(asc(bookings.startAt))
    .limit(100);
  // the list changes by itself when a booking on it ends (the one that leaves may have kept another out)
  const until = Math.min(...rows.map((row) => row.end.getTime()));
  const found = rows
    .filter((row) => ROOM_TYPES.has(row.type))
    .map((row) => ({
      booking_id: row.id,
      start: row.start.toISOString(),
      end: row.end.toISOString(),
      kind: clinicKind(row.clinicianId ?? ''),
      member_name: `${row.firstName} ${row.lastName}`,
      clinician_name: row.clinicianName ?? '',
    }));
  return { bookings: found, until };
}
