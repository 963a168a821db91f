import * as v from 'valibot';
import { defineCall } from '../define-call';
import { id, intLike, requestBody, stringId } from '../fields';
import { SHELL } from '../route-names';
import { contentItemSchema } from './content';

/**
 * Product ids of my-list items: be_calm course 17, podcast 18, studio 21, gym 22, other courses 4 (seed 001), and
 * 30 for the articles and videos of the article page, which the spec gives none (decision 0487).
 */
export const MY_LIST_PRODUCT_IDS = { course: 4, beCalmCourse: 17, podcast: 18, studio: 21, gym: 22, article: 30 } as const;
const PRODUCT_IDS = Object.values(MY_LIST_PRODUCT_IDS);
const PRODUCT_MESSAGE = 'This kind of content cannot be added to your list.';

export const myListItemSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  product_id: v.picklist(PRODUCT_IDS),
  content_id: v.union([v.number(), v.string()]),
  media_type: v.optional(v.nullable(v.string())),
  /** the item as a card in the member's language (title, picture, type), for the My list view; absent once it is gone */
  content: v.optional(contentItemSchema),
});
export type MyListItem = v.InferOutput<typeof myListItemSchema>;

const myListReply = v.object({ success: v.boolean(), data: v.array(myListItemSchema) });

const itemFields = {
  product_id: v.pipe(intLike(PRODUCT_MESSAGE), v.picklist(PRODUCT_IDS, PRODUCT_MESSAGE)),
  content_id: stringId('Please choose a valid item.'),
  media_type: v.optional(v.pipe(v.string('Please choose a valid media type.'), v.trim(), v.maxLength(50))),
};

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const myListCall = { seed: '000', area: 'my-list', auth: 'session', routes: SHELL } as const;

/** The member's list. */
export const getMyList = defineCall({
  path: '/application/api/u/my-list',
  readOnly: true,
  ...myListCall,
  request: requestBody({}),
  response: myListReply,
});

/** Adds an item; replies with the whole list. */
export const createMyListItem = defineCall({
  path: '/application/api/u/my-list/create',
  ...myListCall,
  request: requestBody(itemFields),
  response: myListReply,
});

/** Removes an item, by its id or by product and content; replies with the whole list. */
export const deleteMyListItem = defineCall({
  path: '/application/api/u/my-list/delete',
  ...myListCall,
  request: v.pipe(
    requestBody({
      id: v.optional(id()),
      product_id: v.optional(itemFields.product_id),
      content_id: v.optional(itemFields.content_id),
      media_type: itemFields.media_type,
    }),
    v.check(
      (input) => input.id !== undefined || (input.product_id !== undefined && input.content_id !== undefined),
      'Please choose the item to remove.',
    ),
  ),
  response: myListReply,
});
