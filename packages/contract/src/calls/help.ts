import * as v from 'valibot';
import { defineCall } from '../define-call';
import { id, intLike, optionalText, requestBody } from '../fields';
import { ackReplySchema } from '../replies';
import { routesOf } from '../route-names';

const HELP_ROUTES = routesOf('dmhFaqs', 'dmhArticles', 'faq');
export const FAQ_TYPES = ['question', 'article'] as const;

export const faqItemSchema = v.object({
  id: v.number(),
  type: v.picklist(['faq', 'article']),
  title: v.optional(v.string()),
  question: v.optional(v.string()),
  body: v.optional(v.string()),
  preview: v.optional(v.string()),
  answer: v.optional(v.string()),
  /** the help centre's category of questions and answers */
  category: v.optional(v.string()),
});
export type FaqItem = v.InferOutput<typeof faqItemSchema>;

const pageNumber = (fallback: number, max: number, message: string) =>
  v.optional(v.pipe(intLike(message), v.minValue(1, message), v.maxValue(max, message)), fallback);

/** Searches FAQs or help articles (3 per page with no search, 10 with one). */
export const getFaqs = defineCall({
  path: '/application/api/u/sapphire/faqs',
  readOnly: true,
  seed: '003',
  area: 'help',
  auth: 'session',
  routes: HELP_ROUTES,
  request: requestBody({
    page_size: pageNumber(10, 50, 'Please choose a page size between 1 and 50.'),
    page: pageNumber(1, 10000, 'Please choose a valid page.'),
    preview_length: pageNumber(100, 1000, 'Please choose a preview length between 1 and 1000.'),
    type: v.optional(v.picklist(FAQ_TYPES, 'Please choose questions or articles.'), 'question'),
    search_string: optionalText(200),
  }),
  response: v.object({
    success: v.boolean(),
    articles: v.array(faqItemSchema),
    error: v.optional(v.string()),
    err: v.optional(v.string()),
  }),
});

/** Records the first opening of an FAQ item or article. */
export const recordFaqView = defineCall({
  path: '/application/api/u/sapphire/faqs/record',
  seed: '003',
  area: 'help',
  auth: 'session',
  routes: HELP_ROUTES,
  request: requestBody({
    type: v.picklist([...FAQ_TYPES, 'faq'], 'Please choose questions or articles.'),
    id: id('Please choose a valid item.'),
  }),
  response: ackReplySchema,
});

/** Searches the DMH help articles. */
export const searchDmhArticles = defineCall({
  path: '/application/api/u/dmh/articles-search',
  readOnly: true,
  seed: '003',
  area: 'help',
  auth: 'session',
  routes: HELP_ROUTES,
  request: requestBody({
    from: v.optional(
      v.pipe(intLike('Please choose a valid offset.'), v.minValue(0, 'Please choose a valid offset.')),
      0,
    ),
    size: pageNumber(6, 50, 'Please choose a page size between 1 and 50.'),
    search_string: optionalText(200),
  }),
  response: v.object({ success: v.optional(v.boolean()), data: v.array(faqItemSchema) }),
});

/** The two versions of the help centre (seed 003 section 1): `mental_health` adds engagement points and levels. */
export const HELP_VERSIONS = ['standard', 'mental_health'] as const;
export type HelpVersion = (typeof HELP_VERSIONS)[number];

export const helpEngagementSchema = v.object({
  /** engagement points of the last 30 days (POINTS_WINDOW_DAYS) */
  points: v.number(),
  level: v.number(),
  /** the points the next level starts at; null at the top level */
  next_level_at: v.nullable(v.number()),
  /** every level: the points it starts at and the client's rewards it unlocks, in the member's language */
  levels: v.array(
    v.object({
      level: v.number(),
      from: v.number(),
      rewards: v.array(v.object({ partner: v.string(), title: v.string() })),
    }),
  ),
});
export type HelpEngagement = v.InferOutput<typeof helpEngagementSchema>;

/**
 * Which help centre the member sees: the version with engagement points and levels when they are connected to the
 * mental-health service (an open mental health coaching journey at a client that offers it, decision 0620), with
 * their points and level; otherwise the plain one.
 */
export const getHelpVersion = defineCall({
  path: '/application/api/u/sapphire/faqs/version',
  readOnly: true,
  seed: '003',
  area: 'help',
  auth: 'session',
  routes: HELP_ROUTES,
  request: requestBody({}),
  response: v.object({
    success: v.boolean(),
    version: v.picklist(HELP_VERSIONS),
    engagement: v.nullable(helpEngagementSchema),
  }),
});

/** The help area's own calls, beyond calls.tsv (ownCalls). */
export const helpOwnCalls = [getHelpVersion] as const;
