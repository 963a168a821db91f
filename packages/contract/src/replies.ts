import * as v from 'valibot';

/**
 * Reply pieces shared by several calls. Replies are plain `v.object`s without transforms, so the server's
 * handlers return exactly the input type and the browser may parse them; unknown keys are dropped on parse.
 */

/** The reply of a call whose answer the page does not read: it only learns whether it worked. */
export const ackReplySchema = v.object({
  success: v.boolean(),
  message: v.optional(v.string()),
  err: v.optional(v.string()),
});
export type AckReply = v.InferOutput<typeof ackReplySchema>;

/** A date-time string "YYYY-MM-DD HH:mm:ss" (space separated, as the spec stores them). */
export const dateTimeText = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/));

/** A YYYY-MM-DD date string. */
export const dateText = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** A whole number of zero or more. */
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The pagination block of content listings (seed 001 section 7). */
export const paginationSchema = v.object({
  current_page: count,
  per_page: count,
  total_pages: count,
  total: count,
  has_next_page: v.boolean(),
  has_prev_page: v.boolean(),
});
export type Pagination = v.InferOutput<typeof paginationSchema>;
