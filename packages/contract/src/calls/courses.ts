import * as v from 'valibot';
import { defineCall } from '../define-call';
import { boolLike, id, requestBody } from '../fields';
import { routesOf } from '../route-names';
import { MY_LIST_PRODUCT_IDS } from './my-list';
import { contentItemSchema, type ContentItem } from './content';

/** Course pages: the catalogue of courses, a course, a Be Calm course and a partner's course. */
const COURSE_ROUTES = routesOf('allCourses', 'course', 'layaCourse', 'mindfulness', 'wellbeing', 'content', 'home');

/** Course titles longer than this are cut on cards (seed 001 section 3). */
export const COURSE_TITLE_MAX = 26;

/** A course title as a card shows it: over 26 characters it is cut to 26 and ends with an ellipsis. */
export function cutCourseTitle(title: string): string {
  const chars = Array.from(title);
  if (chars.length <= COURSE_TITLE_MAX) return title;
  return `${chars.slice(0, COURSE_TITLE_MAX).join('').trimEnd()}…`;
}

/** The channels of courses: Be Calm courses (product 17), partner courses and the other courses (product 4). */
export const COURSE_CHANNELS = ['course', 'be_calm', 'partner'] as const;
export type CourseChannel = (typeof COURSE_CHANNELS)[number];

/** One entry of the member's course progress (seed 000 section 3): percent 0 to 1 of a course of a channel. */
export interface CourseProgressEntry {
  readonly channel: string;
  readonly id: number | string;
  readonly percent: number;
}

/**
 * The course_progress rule (seed 000 section 4): a percent of 0 is ignored, a percent of 1 (complete) removes the
 * entry, and any other value adds or updates it. Entries are matched by channel and id.
 */
export function applyCourseProgress(
  entries: readonly CourseProgressEntry[],
  update: CourseProgressEntry,
): CourseProgressEntry[] {
  if (update.percent === 0) return [...entries];
  const same = (entry: CourseProgressEntry) =>
    entry.channel === update.channel && String(entry.id) === String(update.id);
  if (update.percent >= 1) return entries.filter((entry) => !same(entry));
  if (entries.some(same)) return entries.map((entry) => (same(entry) ? { ...entry, percent: update.percent } : entry));
  return [...entries, { channel: update.channel, id: update.id, percent: update.percent }];
}

/** The my-list product id of a content item (seed 001 section 3): podcast 18, studio 21, gym 22, be_calm 17, courses 4. */
export function myListProductId(
  item: Pick<ContentItem, 'type' | 'schedule_type' | 'source'> & { readonly details?: { readonly channel?: string | null | undefined } | undefined },
): number | null {
  const type = item.type.toLowerCase();
  if (type === 'podcasts' || type === 'podcast') return MY_LIST_PRODUCT_IDS.podcast;
  if (type === 'courses' || type === 'course') {
    const channel = item.details?.channel ?? item.source;
    return channel === 'be_calm' ? MY_LIST_PRODUCT_IDS.beCalmCourse : MY_LIST_PRODUCT_IDS.course;
  }
  if (type === 'videos' || type === 'video') {
    if (item.schedule_type === 'studio') return MY_LIST_PRODUCT_IDS.studio;
    if (item.schedule_type === 'gym') return MY_LIST_PRODUCT_IDS.gym;
  }
  return null;
}

export const COURSE_NOT_FOUND_MESSAGE = 'Please choose a valid course.';
export const MODULE_NOT_FOUND_MESSAGE = 'Please choose a module of this course.';

export const courseModuleSchema = v.object({
  id: v.number(),
  number: v.number(),
  title: v.string(),
  description: v.string(),
  /** minutes */
  duration: v.number(),
  /** a video served by the portal itself */
  video_url: v.nullable(v.string()),
  completed: v.boolean(),
});
export type CourseModule = v.InferOutput<typeof courseModuleSchema>;

export const coursePartnerSchema = v.object({
  /** the partner's key: the page draws its logo from it */
  slug: v.string(),
  name: v.string(),
  description: v.string(),
});
export type CoursePartner = v.InferOutput<typeof coursePartnerSchema>;

const courseProgressEntrySchema = v.object({
  channel: v.string(),
  id: v.union([v.number(), v.string()]),
  percent: v.number(),
});

const courseReply = v.object({
  success: v.boolean(),
  course: contentItemSchema,
  modules: v.array(courseModuleSchema),
  partner: v.nullable(coursePartnerSchema),
  /** the member's course progress after the rule: courses begun and not yet complete */
  course_progress: v.array(courseProgressEntrySchema),
});
export type CourseReply = v.InferOutput<typeof courseReply>;

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const contentCall = { seed: '001', area: 'content', auth: 'session', routes: COURSE_ROUTES } as const;

/** One course with its modules, which of them the member has done, and the member's course progress. */
export const getCourse = defineCall({
  path: '/application/api/u/content/get-course',
  readOnly: true,
  ...contentCall,
  request: requestBody({ course_id: id(COURSE_NOT_FOUND_MESSAGE) }),
  response: courseReply,
});

/**
 * Marks a module of a course done or not done; the server sets the course's progress to the share of modules
 * done, by the course_progress rule.
 */
export const completeCourseModule = defineCall({
  path: '/application/api/u/content/complete-module',
  ...contentCall,
  request: requestBody({
    course_id: id(COURSE_NOT_FOUND_MESSAGE),
    module_id: id(MODULE_NOT_FOUND_MESSAGE),
    completed: boolLike('Please say whether the module is done.'),
  }),
  response: courseReply,
});

/** The course calls beyond calls.tsv (decision 0250). */
export const courseOwnCalls = [getCourse, completeCourseModule] as const;
