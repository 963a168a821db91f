import * as v from 'valibot';
import { defineCall } from '../define-call';
import { boolLike, boundedNumber, id, intLike, listOf, optionalText, requestBody } from '../fields';
import { ackReplySchema, paginationSchema } from '../replies';
import { routesOf } from '../route-names';

/** Pages that show content cards with favourites, reminders and podcasts. */
const CONTENT_ROUTES = routesOf(
  'home',
  'content',
  'wellbeing',
  'wellbeingStudio',
  'wellbeingSeries',
  'studioOverview',
  'digitalGym',
  'digitalGymArticle',
  'trainingPlan',
  'mindfulness',
  'virtualEvent',
);

export const PODCAST_SUBSCRIBED = 'Successfully subscribed';
export const PODCAST_UNSUBSCRIBED = 'Successfully unsubscribed';

/** Studio and gym classes: reminders are set per kind (ws wellbeing studio, dg digital gym). */
export const REMINDER_TYPES = ['ws', 'dg'] as const;

/** A class's status from its times (seed 001 section 4). */
export const CLASS_STATUSES = ['not_started', 'live', 'ended'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

/** Classes and videos from this source are recordings: always ended (seed 001 section 4). */
export const TRAINING_PLAN_SOURCE = 'TrainingPlan';

/** not_started before the start, live until the end, then ended; training plans and unscheduled videos are ended. */
export function classStatus(
  item: { readonly start?: string | null | undefined; readonly end?: string | null | undefined; readonly source?: string | null | undefined },
  now: number,
): ClassStatus {
  if (item.source === TRAINING_PLAN_SOURCE) return 'ended';
  const start = serverTime(item.start);
  const end = serverTime(item.end);
  if (start === null || end === null) return 'ended';
  if (now < start) return 'not_started';
  return now < end ? 'live' : 'ended';
}

/** A server time "YYYY-MM-DD HH:mm:ss" (UTC) or ISO text as milliseconds, or null. */
export function serverTime(text: string | null | undefined): number | null {
  if (!text) return null;
  const iso = text.includes('T') ? text : text.replace(' ', 'T');
  const time = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(time) ? null : time;
}

const idValue = v.union([v.number(), v.string()]);
const text = v.optional(v.nullable(v.string()));

/**
 * One card of a carousel or listing: videos and classes, podcasts, courses, articles, recipes and events
 * (seed 001 section 3). Which optional fields are present depends on `type`.
 */
export const contentItemSchema = v.object({
  id: idValue,
  /** events carry their event date id, which their detail link uses */
  event_date_id: v.optional(v.number()),
  title: v.string(),
  subtitle: text,
  description: text,
  thumbnail: text,
  type: v.string(),
  media: v.optional(v.picklist(['video', 'audio', 'text', 'podcasts'])),
  source: text,
  tags: v.optional(v.array(v.string())),
  favourited: v.optional(v.boolean()),
  start: text,
  end: text,
  embed_video: text,
  url: text,
  schedule_type: v.optional(v.picklist(['studio', 'gym'])),
  /** studio and gym classes: from the times (seed 001 section 4); training plans are always ended */
  status: v.optional(v.picklist(CLASS_STATUSES)),
  /** studio and gym classes: whether the member has a reminder for it */
  reminder_set: v.optional(v.boolean()),
  details: v.optional(
    v.object({
      description: text,
      video_gif: text,
      start_date_time: text,
      end_date_time: text,
      start: text,
      end: text,
      location_string: text,
      duration: v.optional(v.nullable(v.union([v.number(), v.string()]))),
      last_episode_id: v.optional(v.nullable(idValue)),
      channel: text,
      completed_modules: v.optional(v.number()),
      total_modules: v.optional(v.number()),
    }),
  ),
});
export type ContentItem = v.InferOutput<typeof contentItemSchema>;

/** A location filter: a location id, or blank / "all" / 0 for Show all. */
const locationFilter = v.optional(
  v.pipe(
    v.union([boundedNumber(), v.pipe(v.string(), v.maxLength(20)), v.null()], 'Please choose a valid location.'),
    v.transform((value) =>
      value === null || value === '' || value === 'all' || value === 0 ? undefined : value,
    ),
    v.union([v.undefined(), id('Please choose a valid location.')], 'Please choose a valid location.'),
  ),
);

/** The query of content listings and carousels (page size 6 on carousels, 30 on listing pages). */
export const contentQueryEntries = {
  tags: v.optional(listOf(v.pipe(v.string('Please choose valid tags.'), v.trim(), v.maxLength(100))), []),
  search_term: optionalText(200),
  type: v.optional(v.pipe(v.string('Please choose a valid content type.'), v.trim(), v.maxLength(50))),
  page: v.optional(
    v.pipe(intLike('Please choose a valid page.'), v.minValue(1, 'Please choose a valid page.')),
    1,
  ),
  pageSize: v.optional(
    v.pipe(
      intLike('Please choose a page size between 1 and 50.'),
      v.minValue(1, 'Please choose a page size between 1 and 50.'),
      v.maxValue(50, 'Please choose a page size between 1 and 50.'),
    ),
    6,
  ),
  upcoming: v.optional(boolLike()),
  sort: v.optional(v.pipe(v.string('Please choose a valid sort.'), v.trim(), v.maxLength(50))),
  order: v.optional(v.picklist(['asc', 'desc'], 'Please choose ascending or descending order.')),
  filter: locationFilter,
};

const listingReply = v.object({
  success: v.optional(v.boolean()),
  data: v.array(contentItemSchema),
  meta: v.object({ pagination: paginationSchema }),
});

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const contentCall = { seed: '001', area: 'content', auth: 'session', routes: CONTENT_ROUTES } as const;
const contentHomeCall = { seed: '001', area: 'content', auth: 'session', routes: routesOf('home', 'content') } as const;

/** Favourites a gym or studio class, or removes the favourite. */
export const toggleFavourite = defineCall({
  path: '/application/api/u/studio/toggle-favourite-gym-event',
  ...contentCall,
  request: requestBody({ event_id: id('Please choose a valid class.') }),
  response: v.object({ success: v.boolean(), is_favourite: v.boolean() }),
});

/** Subscribes to a podcast, or unsubscribes. */
export const togglePodcastSubscription = defineCall({
  path: '/application/api/u/podcasts/subscribe',
  ...contentCall,
  request: requestBody({ podcast_id: id('Please choose a valid podcast.') }),
  response: v.object({ success: v.boolean(), msg: v.picklist([PODCAST_SUBSCRIBED, PODCAST_UNSUBSCRIBED]) }),
});

const reminderRequest = requestBody({
  event_id: id('Please choose a valid class.'),
  type: v.optional(v.picklist(REMINDER_TYPES, 'Please choose a valid class type.')),
});

/** Sets a reminder for a live class. */
export const registerReminder = defineCall({
  path: '/application/api/u/studio/register-reminder',
  ...contentCall,
  request: reminderRequest,
  response: ackReplySchema,
});

/** Cancels a reminder for a live class. */
export const cancelReminder = defineCall({
  path: '/application/api/u/studio/cancel-reminder',
  ...contentCall,
  request: reminderRequest,
  response: ackReplySchema,
});

/** Home carousels and content listings (events, videos, articles, courses); also the side events of an event. */
export const getHomeContent = defineCall({
  path: '/application/api/u/sapphire/home/content',
  readOnly: true,
  seed: '001',
  area: 'content',
  auth: 'session',
  routes: routesOf('home', 'content', 'viewEvent', 'standaloneArticle'),
  request: requestBody(contentQueryEntries),
  response: listingReply,
});

/** Trending studio and gym classes. */
export const getTrendingEvents = defineCall({
  path: '/application/api/u/studio/events/trending',
  readOnly: true,
  seed: '001',
  area: 'content',
  auth: 'session',
  routes: routesOf('home', 'content', 'studioOverview', 'wellbeingStudio', 'digitalGym'),
  request: requestBody(contentQueryEntries),
  response: listingReply,
});

/** Recipes and nutrition articles. */
export const getNutrition = defineCall({
  path: '/application/api/u/content/nutrition',
  readOnly: true,
  ...contentHomeCall,
  request: requestBody(contentQueryEntries),
  response: listingReply,
});

export const clinicCategorySchema = v.object({
  id: v.number(),
  title: v.string(),
  featured_img: v.nullable(v.string()),
  /** the clinic's stable key (e.g. "physiotherapy"): the page picks its next steps by it (decision 0488) */
  key: v.optional(v.string()),
});

/** Digital clinic categories and the banner settings. */
export const getDcBanner = defineCall({
  path: '/application/api/u/home/get-dc-banner',
  readOnly: true,
  seed: '001',
  area: 'content',
  auth: 'session',
  routes: routesOf('home', 'content', 'digitalClinics'),
  request: requestBody({}),
  response: v.object({
    success: v.optional(v.boolean()),
    categories: v.array(clinicCategorySchema),
    dc_setting: v.object({
      enabled: v.boolean(),
      title: v.optional(v.string()),
      description: v.optional(v.string()),
      image: v.optional(v.nullable(v.string())),
    }),
  }),
});

/** The tag filters of the content library (Life, Mind, Body by default). */
export const getContentFilters = defineCall({
  path: '/application/api/u/sapphire/home/get-filters',
  readOnly: true,
  ...contentHomeCall,
  request: requestBody({}),
  response: v.object({
    success: v.optional(v.boolean()),
    filters: v.array(v.object({ label: v.string(), value: v.string() })),
  }),
});

export const CONTENT_NOT_FOUND_MESSAGE = 'This content does not exist.';

/**
 * One video, class, podcast, course, recipe or article by id, for its own page (the portal's own call: the
 * spec's pages read a card from a listing, which a page opened from a link does not have; decision 0160).
 */
export const getContentItem = defineCall({
  path: '/application/api/u/content/get-item',
  readOnly: true,
  ...contentCall,
  request: requestBody({ item_id: id(CONTENT_NOT_FOUND_MESSAGE) }),
  response: v.object({ success: v.boolean(), item: contentItemSchema }),
});

/** Only these library items count as read (engagement points' "content read", decision 0620). */
export const READ_CONTENT_TYPES = ['articles', 'videos', 'podcasts'] as const;
export const NOT_READABLE_MESSAGE = 'Only articles, videos and podcasts count as read.';

/**
 * Records that the member opened a library article, video or podcast: once per item and day, whatever how often
 * it is sent (the portal's own call: the reads that fetch an item write nothing, decision 0620).
 */
export const recordContentRead = defineCall({
  path: '/application/api/u/content/record-read',
  seed: '001',
  area: 'content',
  auth: 'session',
  routes: routesOf(...CONTENT_ROUTES, 'standaloneArticle', 'article', 'soundSpace'),
  request: requestBody({ item_id: id(CONTENT_NOT_FOUND_MESSAGE) }),
  response: v.object({
    success: v.boolean(),
    /** false when the member had already read the item today, or when support staff act as the member */
    counted: v.boolean(),
  }),
});

/** The content area's own calls, beyond calls.tsv (ownCalls). */
export const contentOwnCalls = [getContentItem, recordContentRead] as const;

/** One episode of a podcast; audio_url is served by the portal itself. */
export const episodeSchema = v.object({
  id: v.number(),
  podcast_id: v.number(),
  podcast_title: v.string(),
  number: v.number(),
  title: v.string(),
  description: v.string(),
  /** seconds */
  duration: v.number(),
  audio_url: v.string(),
  published_at: v.string(),
});
export type Episode = v.InferOutput<typeof episodeSchema>;

/** A podcast with its episodes, newest first, and whether the member subscribed (portal's own call, decision 0160). */
export const getPodcast = defineCall({
  path: '/application/api/u/podcasts/get-podcast',
  readOnly: true,
  ...contentCall,
  request: requestBody({ podcast_id: id('Please choose a valid podcast.') }),
  response: v.object({
    success: v.boolean(),
    podcast: contentItemSchema,
    subscribed: v.boolean(),
    episodes: v.array(episodeSchema),
  }),
});

/** The most episodes a member's queue holds. */
export const PLAYER_QUEUE_MAX = 50;
export const PLAYER_QUEUE_MESSAGE = 'Please choose up to 50 episodes for your queue.';
export const PLAYER_POSITION_MESSAGE = 'Please send a position between 0 and 86400 seconds.';
export const UNKNOWN_EPISODE_MESSAGE = 'This episode does not exist.';

/** The member's audio player: the queue, the episode playing and its position, kept across pages and visits. */
export const playerSchema = v.object({
  queue: v.array(episodeSchema),
  current_episode_id: v.nullable(v.number()),
  /** seconds into the current episode */
  position: v.number(),
});
export type PlayerState = v.InferOutput<typeof playerSchema>;

/** Reads the member's audio player (portal's own call, decision 0160). */
export const getPlayer = defineCall({
  path: '/application/api/u/podcasts/get-player',
  readOnly: true,
  ...contentCall,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), player: playerSchema }),
});

/** Stores the member's audio player: the episode ids of the queue, the current one and its position. */
export const savePlayer = defineCall({
  path: '/application/api/u/podcasts/save-player',
  ...contentCall,
  request: requestBody({
    queue: v.pipe(
      v.array(id(UNKNOWN_EPISODE_MESSAGE), PLAYER_QUEUE_MESSAGE),
      v.maxLength(PLAYER_QUEUE_MAX, PLAYER_QUEUE_MESSAGE),
    ),
    current_episode_id: v.nullable(id(UNKNOWN_EPISODE_MESSAGE)),
    position: v.pipe(
      v.number(PLAYER_POSITION_MESSAGE),
      v.minValue(0, PLAYER_POSITION_MESSAGE),
      v.maxValue(86_400, PLAYER_POSITION_MESSAGE),
    ),
  }),
  response: ackReplySchema,
});

/** The podcast calls beyond calls.tsv. */
export const podcastOwnCalls = [getPodcast, getPlayer, savePlayer] as const;
