import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Member } from '../core/types';
import { contentItems, courseModuleCompletions, courseModules, courseProgress } from './schema';

export type CourseModuleRow = typeof courseModules.$inferSelect;
export type NewCourseModuleRow = typeof courseModules.$inferInsert;

/** A course of the shared library or of the member's own client; never another client's. */
export async function visibleCourse(db: Db, clientId: string, courseId: number) {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.id, courseId),
        eq(contentItems.type, 'courses'),
        or(isNull(contentItems.clientId), eq(contentItems.clientId, clientId)),
      ),
    );
  return row;
}

export async function modulesOf(db: Db, courseId: number): Promise<CourseModuleRow[]> {
  return db
    .select()
    .from(courseModules)
    .where(eq(courseModules.courseItemId, courseId))
    .orderBy(asc(courseModules.number), asc(courseModules.id));
}

const mine = (member: Member) =>
  and(eq(courseModuleCompletions.clientId, member.clientId), eq(courseModuleCompletions.userId, member.userId));

/** The ids of the given modules the member has done. */
export async function completedModuleIds(db: Db, member: Member, moduleIds: readonly number[]): Promise<Set<number>> {
  if (moduleIds.length === 0) return new Set();
  const rows = await db
    .select({ id: courseModuleCompletions.moduleId })
    .from(courseModuleCompletions)
    .where(and(mine(member), inArray(courseModuleCompletions.moduleId, [...moduleIds])));
  return new Set(rows.map((row) => row.id));
}

export async function setModuleCompleted(db: Db, member: Member, moduleId: number, completed: boolean): Promise<void> {
  if (completed) {
    await db
      .insert(courseModuleCompletions)
      .values({ clientId: member.clientId, userId: member.userId, moduleId })
      .onConflictDoNothing();
  } else {
    await db.delete(courseModuleCompletions).where(and(mine(member), eq(courseModuleCompletions.moduleId, moduleId)));
  }
}

const myProgress = (member: Member) =>
  and(eq(courseProgress.clientId, member.clientId), eq(courseProgress.userId, member.userId));

export async function progressEntries(db: Db, member: Member) {
  return db
    .select({ channel: courseProgress.channel, id: courseProgress.courseItemId, percent: courseProgress.percent })
    .from(courseProgress)
    .where(myProgress(member))
    .orderBy(asc(courseProgress.updatedAt));
}

export async function upsertProgress(
  db: Db,
  member: Member,
  courseId: number,
  channel: string,
  percent: number,
  now: Date,
): Promise<void> {
  await db
    .insert(courseProgress)
    .values({ clientId: member.clientId, userId: member.userId, courseItemId: courseId, channel, percent, updatedAt: now })
    .onConflictDoUpdate({
      target: [courseProgress.clientId, courseProgress.userId, courseProgress.courseItemId],
      set: { channel, percent, updatedAt: now },
    });
}

export async function deleteProgress(db: Db, member: Member, courseId: number): Promise<void> {
  await db.delete(courseProgress).where(and(myProgress(member), eq(courseProgress.courseItemId, courseId)));
}

export async function hasModules(db: Db): Promise<boolean> {
  const rows = await db.select({ id: courseModules.id }).from(courseModules).limit(1);
  return rows.length > 0;
}

export async function insertModules(db: Db, rows: readonly NewCourseModuleRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(courseModules).values([...rows]).onConflictDoNothing();
}
