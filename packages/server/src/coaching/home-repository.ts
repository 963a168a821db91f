import { and, asc, desc, eq, isNull, ne, or } from 'drizzle-orm';
import { bookings } from '../db/schema';
import type { Db } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import {
  coaches,
  coachingAssignments,
  coachingGoals,
  coachingJournalAnswers,
  coachingMilestones,
  coachingProfiles,
  coachingSlots,
  coachingTasks,
  type CoachingService,
} from './schema';

export type GoalRow = typeof coachingGoals.$inferSelect;
export type MilestoneRow = typeof coachingMilestones.$inferSelect;
export type TaskRow = typeof coachingTasks.$inferSelect;
export type NewGoal = typeof coachingGoals.$inferInsert;
export type NewMilestone = typeof coachingMilestones.$inferInsert;
export type NewTask = typeof coachingTasks.$inferInsert;

export async function findAssignment(db: Db, member: MemberScope, service: CoachingService) {
  const rows = await db
    .select({ coachId: coachingAssignments.coachId, closedAt: coachingAssignments.closedAt })
    .from(coachingAssignments)
    .where(
      and(
        eq(coachingAssignments.clientId, member.clientId),
        eq(coachingAssignments.userId, member.userId),
        eq(coachingAssignments.service, service),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function closeJourney(db: Db, member: MemberScope, service: CoachingService, now: Date): Promise<void> {
  await db
    .update(coachingAssignments)
    .set({ closedAt: now })
    .where(
      and(
        eq(coachingAssignments.clientId, member.clientId),
        eq(coachingAssignments.userId, member.userId),
        eq(coachingAssignments.service, service),
      ),
    );
}

/** The member's coaching sessions of a service that were not cancelled, earliest first. */
export async function memberSessions(db: Db, member: MemberScope, service: CoachingService) {
  return db
    .select({
      bookingId: coachingSlots.bookingId,
      startAt: coachingSlots.startAt,
      endAt: coachingSlots.endAt,
      deliveryType: coachingSlots.deliveryType,
      coachName: coaches.name,
    })
    .from(coachingSlots)
    .innerJoin(coaches, eq(coaches.id, coachingSlots.coachId))
    .leftJoin(bookings, eq(bookings.id, coachingSlots.bookingId))
    .where(
      and(
        eq(coachingSlots.clientId, member.clientId),
        eq(coachingSlots.userId, member.userId),
        eq(coaches.service, service),
        or(isNull(bookings.id), ne(bookings.status, 'Cancelled')),
      ),
    )
    .orderBy(asc(coachingSlots.startAt), asc(coachingSlots.id));
}

const goalsOf = (member: MemberScope, service: CoachingService) =>
  and(eq(coachingGoals.clientId, member.clientId), eq(coachingGoals.userId, member.userId), eq(coachingGoals.service, service));

export async function listGoals(db: Db, member: MemberScope, service: CoachingService): Promise<GoalRow[]> {
  return db.select().from(coachingGoals).where(goalsOf(member, service)).orderBy(asc(coachingGoals.position), asc(coachingGoals.id));
}

export async function listMilestones(db: Db, member: MemberScope): Promise<MilestoneRow[]> {
  return db
    .select()
    .from(coachingMilestones)
    .where(and(eq(coachingMilestones.clientId, member.clientId), eq(coachingMilestones.userId, member.userId)))
    .orderBy(asc(coachingMilestones.position), asc(coachingMilestones.id));
}

export async function listTasks(db: Db, member: MemberScope, service: CoachingService): Promise<TaskRow[]> {
  return db
    .select()
    .from(coachingTasks)
    .where(and(eq(coachingTasks.clientId, member.clientId), eq(coachingTasks.userId, member.userId), eq(coachingTasks.service, service)))
    .orderBy(asc(coachingTasks.position), asc(coachingTasks.id));
}

/** A task of the member's, whatever its service; undefined for another member's or client's task. */
export async function findTask(db: Db, member: MemberScope, taskId: number): Promise<TaskRow | undefined> {
  const rows = await db
    .select()
    .from(coachingTasks)
    .where(and(eq(coachingTasks.id, taskId), eq(coachingTasks.clientId, member.clientId), eq(coachingTasks.userId, member.userId)))
    .limit(1);
  return rows[0];
}

export async function setTaskCompleted(db: Db, member: MemberScope, taskId: number, completedAt: Date | null): Promise<void> {
  await db
    .update(coachingTasks)
    .set({ completedAt })
    .where(and(eq(coachingTasks.id, taskId), eq(coachingTasks.clientId, member.clientId), eq(coachingTasks.userId, member.userId)));
}

/** The member's milestone under the member's goal; undefined when either is someone else's or they do not match. */
export async function findMilestone(db: Db, member: MemberScope, goalId: number, milestoneId: number) {
  const rows = await db
    .select({ milestone: coachingMilestones, goal: coachingGoals })
    .from(coachingMilestones)
    .innerJoin(coachingGoals, eq(coachingGoals.id, coachingMilestones.goalId))
    .where(
      and(
        eq(coachingMilestones.id, milestoneId),
        eq(coachingGoals.id, goalId),
        eq(coachingGoals.clientId, member.clientId),
        eq(coachingGoals.userId, member.userId),
        eq(coachingMilestones.userId, member.userId),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertGoal(db: Db, row: NewGoal): Promise<number> {
  const [created] = await db.insert(coachingGoals).values(row).returning({ id: coachingGoals.id });
  return created!.id;
}

export async function insertMilestone(db: Db, row: NewMilestone): Promise<number> {
  const [created] = await db.insert(coachingMilestones).values(row).returning({ id: coachingMilestones.id });
  return created!.id;
}

export async function insertTask(db: Db, row: NewTask): Promise<number> {
  const [created] = await db.insert(coachingTasks).values(row).returning({ id: coachingTasks.id });
  return created!.id;
}

export async function hasProfile(db: Db, member: MemberScope): Promise<boolean> {
  const rows = await db
    .select({ userId: coachingProfiles.userId })
    .from(coachingProfiles)
    .where(and(eq(coachingProfiles.clientId, member.clientId), eq(coachingProfiles.userId, member.userId)))
    .limit(1);
  return rows.length > 0;
}

export async function saveProfile(
  db: Db,
  member: MemberScope,
  profile: Omit<typeof coachingProfiles.$inferInsert, 'clientId' | 'userId' | 'updatedAt'>,
  now: Date,
): Promise<void> {
  await db
    .insert(coachingProfiles)
    .values({ clientId: member.clientId, userId: member.userId, ...profile, updatedAt: now })
    .onConflictDoUpdate({ target: [coachingProfiles.clientId, coachingProfiles.userId], set: { ...profile, updatedAt: now } });
}

export type JournalAnswerRow = typeof coachingJournalAnswers.$inferSelect;

export async function insertJournalAnswers(db: Db, rows: readonly (typeof coachingJournalAnswers.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(coachingJournalAnswers).values([...rows]);
}

/** The member's answers to one task's journal, newest first. */
export async function listJournalAnswers(db: Db, member: MemberScope, taskId: number): Promise<JournalAnswerRow[]> {
  return db
    .select()
    .from(coachingJournalAnswers)
    .where(
      and(
        eq(coachingJournalAnswers.clientId, member.clientId),
        eq(coachingJournalAnswers.userId, member.userId),
        eq(coachingJournalAnswers.taskId, taskId),
      ),
    )
    .orderBy(desc(coachingJournalAnswers.entryDate), desc(coachingJournalAnswers.entryTime), desc(coachingJournalAnswers.id));
}
