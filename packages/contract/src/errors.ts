import * as v from 'valibot';

/** The product-wide "session invalid" code: any reply whose error text contains it logs the member out. */
export const SESSION_ERROR_CODE = 3994;

export const SESSION_ERROR_MESSAGE = `${SESSION_ERROR_CODE}: Your session has ended. Please sign in again.`;

/** One validation problem of a request, with the dot path of the field (e.g. "dob" or "answers.0.text"). */
export const issueSchema = v.object({ path: v.string(), message: v.string() });
export type ReplyIssue = v.InferOutput<typeof issueSchema>;

/** The shape of every failed reply (4xx, 5xx). */
export const errorReplySchema = v.object({
  success: v.literal(false),
  err: v.string(),
  message: v.optional(v.string()),
  issues: v.optional(v.array(issueSchema)),
});
export type ErrorReply = v.InferOutput<typeof errorReplySchema>;

/** The reply the server sends when the session is missing or expired (HTTP 401). */
export function sessionErrorReply(): ErrorReply {
  return { success: false, err: SESSION_ERROR_MESSAGE };
}

function mentionsSessionCode(value: unknown): boolean {
  if (value === SESSION_ERROR_CODE) return true;
  return typeof value === 'string' && value.includes(String(SESSION_ERROR_CODE));
}

/** Whether a reply carries the session code 3994 in err, error or message. */
export function isSessionError(reply: unknown): boolean {
  if (typeof reply !== 'object' || reply === null) return false;
  const { err, error, message } = reply as Record<string, unknown>;
  return (
    mentionsSessionCode(err) ||
    (typeof error === 'string' && mentionsSessionCode(error)) ||
    (typeof message === 'string' && mentionsSessionCode(message))
  );
}

/** The reply for a call the server knows but does not implement yet (HTTP 501). */
export function notImplementedReply(path: string): ErrorReply {
  return { success: false, err: `The call ${path} is not available yet.` };
}

/** The reply for a request that failed its schema (HTTP 400); the first issue's message is the err text. */
export function validationErrorReply(issues: readonly ReplyIssue[]): ErrorReply {
  return {
    success: false,
    err: issues[0]?.message ?? 'The request is not valid.',
    issues: [...issues],
  };
}

/** Flattens valibot issues into the reply's `issues` list. */
export function toReplyIssues(issues: readonly v.BaseIssue<unknown>[]): ReplyIssue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}
