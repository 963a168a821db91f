import {
  applyCourseProgress,
  COURSE_NOT_FOUND_MESSAGE,
  MODULE_NOT_FOUND_MESSAGE,
  type CourseChannel,
  type CourseReply,
} from '@portal/contract/calls/courses';
import type { ContentItem } from '@portal/contract/calls/content';
import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import { CallError, type Db, type Member } from '../core/types';
import { contentCard } from './cards';
import { COURSE_PARTNER } from './course-catalogue';
import * as courses from './course-repository';
import * as repo from './repository';

/** A course's channel from its source: Be Calm and partner courses are seeded with theirs, the rest are courses. */
export function courseChannel(source: string | null): CourseChannel {
  return source === 'be_calm' || source === 'partner' ? source : 'course';
}

/** A course card with its channel and the member's modules done of all (seed 001 section 3). */
export function courseCard(
  card: ContentItem,
  source: string | null,
  counts: { total: number; completed: number } | undefined,
): ContentItem {
  return {
    ...card,
    details: {
      ...card.details,
      channel: courseChannel(source),
      completed_modules: counts?.completed ?? 0,
      total_modules: counts?.total ?? 0,
    },
  };
}

async function courseOf(db: Db, member: Member, courseId: number) {
  const row = await courses.visibleCourse(db, member.clientId, courseId);
  if (!row) throw new CallError(404, COURSE_NOT_FOUND_MESSAGE);
  return row;
}

async function progressOf(db: Db, member: Member): Promise<CourseReply['course_progress']> {
  const rows = await courses.progressEntries(db, member);
  return rows.map((row) => ({ channel: row.channel, id: row.id, percent: row.percent }));
}

/** A course with its modules in the member's language, which are done, the partner if any, and the progress. */
export async function getCourse(
  db: Db,
  member: Member,
  manifest: Manifest,
  courseId: number,
): Promise<Omit<CourseReply, 'success'>> {
  const row = await courseOf(db, member, courseId);
  const { shown } = await memberLanguage(db, member, manifest);
  const modules = await courses.modulesOf(db, row.id);
  const [done, favourites, progress] = await Promise.all([
    courses.completedModuleIds(
      db,
      member,
      modules.map((module) => module.id),
    ),
    repo.favouritedItemIds(db, member.clientId, member.userId, [row.id]),
    progressOf(db, member),
  ]);
  const card = courseCard(contentCard(row, shown, favourites.has(row.id)), row.source, {
    total: modules.length,
    completed: modules.filter((module) => done.has(module.id)).length,
  });
  const german = shown === 'de';
  return {
    course: card,
    modules: modules.map((module) => {
      const translation = shown === 'en' ? undefined : module.translations[shown];
      return {
        id: module.id,
        number: module.number,
        title: translation?.title ?? module.title,
        description: translation?.description ?? module.description,
        duration: module.durationMinutes,
        video_url: module.videoUrl,
        completed: done.has(module.id),
      };
    }),
    partner:
      courseChannel(row.source) === 'partner'
        ? {
            slug: COURSE_PARTNER.slug,
            name: COURSE_PARTNER.name,
            description: german ? COURSE_PARTNER.description.de : COURSE_PARTNER.description.en,
          }
        : null,
    course_progress: progress,
  };
}

/**
 * Marks a module done or not done, then sets the course's progress to the share of its modules done by the
 * course_progress rule: 0 is ignored, 1 (complete) removes the entry, anything else adds or updates it.
 */
export async function completeModule(
  db: Db,
  member: Member,
  manifest: Manifest,
  input: { course_id: number; module_id: number; completed: boolean },
  now: Date,
): Promise<Omit<CourseReply, 'success'>> {
  const row = await courseOf(db, member, input.course_id);
  const modules = await courses.modulesOf(db, row.id);
  if (!modules.some((module) => module.id === input.module_id)) throw new CallError(404, MODULE_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    await courses.setModuleCompleted(tx, member, input.module_id, input.completed);
    const done = await courses.completedModuleIds(
      tx,
      member,
      modules.map((module) => module.id),
    );
    const channel = courseChannel(row.source);
    const percent = modules.length === 0 ? 0 : done.size / modules.length;
    const before = await progressOf(tx, member);
    const after = applyCourseProgress(before, { channel, id: row.id, percent });
    const entry = after.find((item) => String(item.id) === String(row.id));
    if (entry) await courses.upsertProgress(tx, member, row.id, channel, entry.percent, now);
    else await courses.deleteProgress(tx, member, row.id);
  });
  return getCourse(db, member, manifest, row.id);
}
