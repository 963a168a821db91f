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
