import * as v from 'valibot';
import { defineCall } from '../define-call';
import { id, requestBody } from '../fields';
import { routesOf } from '../route-names';
import { contentItemSchema } from './content';

const ARTICLE_ROUTES = routesOf('standaloneArticle', 'home');

export const articleSchema = v.object({
  id: v.number(),
  title: v.string(),
  video_url: v.optional(v.nullable(v.string())),
  /** iframe markup or embed code */
  embed_code: v.optional(v.nullable(v.string())),
  /** base64 HTML */
  body: v.optional(v.nullable(v.string())),
  featured_image: v.optional(v.nullable(v.string())),
  e_description: v.optional(v.nullable(v.string())),
  author: v.optional(v.nullable(v.object({ author_name: v.string() }))),
  image_url: v.optional(v.nullable(v.string())),
});
export type Article = v.InferOutput<typeof articleSchema>;

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const articlesCall = { seed: '003', area: 'articles', auth: 'session', routes: ARTICLE_ROUTES } as const;

/** Articles for the 'Similar Content' list (the page shows up to 4). */
export const getArticles = defineCall({
  path: '/application/api/u/sapphire/home/get-articles',
  readOnly: true,
  ...articlesCall,
  request: requestBody({}),
  response: v.object({ success: v.optional(v.boolean()), content: v.array(contentItemSchema) }),
});

/** One article. */
export const getArticle = defineCall({
  path: '/application/api/u/sapphire/article/get-article',
  readOnly: true,
  ...articlesCall,
  request: requestBody({ article_id: id('Please choose a valid article.') }),
  response: v.object({ success: v.boolean(), article: articleSchema }),
});
