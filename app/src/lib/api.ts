import * as v from 'valibot';
import type { CallDefinition, CallRequestInput, CallResponse } from '@portal/contract/define-call';
import { isSessionError } from '@portal/contract/errors';
import { takeBootCall } from './boot-replies';
import { IDLE_HEADER, idleSeconds, noteCallSent } from './activity';
import { takeEarlyCall } from './early-calls';

/** A failed call: HTTP status, the reply's err text, and the reply itself so callers can inspect it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly path: string,
    readonly status: number,
    readonly err: string,
    readonly reply: unknown,
  ) {
    super(err);
  }

  /** The reply says the session is no longer valid (3994). */
  get isSessionError(): boolean {
    return isSessionError(this.reply) || isSessionError({ err: this.err });
  }
}

function errText(reply: unknown, fallback: string): string {
  if (typeof reply === 'object' && reply !== null) {
    const { err, error, message } = reply as Record<string, unknown>;
    for (const value of [err, error, message]) if (typeof value === 'string' && value) return value;
  }
  return fallback;
}

export interface CallOptions {
  readonly signal?: AbortSignal;
  readonly fetch?: typeof fetch;
}

/** Posts a contract call as JSON with the session cookie and returns its validated reply. */
export async function callApi<C extends CallDefinition>(
  call: C,
  body: CallRequestInput<C>,
  options: CallOptions = {},
): Promise<CallResponse<C>> {
  // a first read the server answered with the page (decision 0350): checked like any reply, without a request
  const booted = options.fetch ? undefined : takeBootCall(call.path, body);
  if (booted !== undefined) return validReply(call, 200, booted);
  const doFetch = options.fetch ?? fetch;
  // a call the page's loader sent as the scripts started (decision 0870): its response, instead of a second request
  const early = options.fetch ? undefined : takeEarlyCall(call.path, body);
  let response: Response;
  try {
    const sentAt = Date.now();
    noteCallSent(sentAt);
    response = early ? await early : await doFetch(call.path, {
      method: 'POST',
      credentials: 'same-origin',
      // how long the member has been idle, so the server's idle rule counts the app's own polls as it does (decision 0466)
      headers: { 'content-type': 'application/json', accept: 'application/json', [IDLE_HEADER]: String(idleSeconds(sentAt)) },
      body: JSON.stringify(body ?? {}),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(call.path, 0, 'The server could not be reached. Please try again.', null);
  }

  const text = await response.text();
  let reply: unknown = null;
  if (text) {
    try {
      reply = JSON.parse(text);
    } catch {
      throw new ApiError(call.path, response.status, 'The server sent a reply that could not be read.', text);
    }
  }

  return validReply(call, response.status, reply);
}

/**
 * The reply the server inlined with the page for this call and body (decision 0350), checked against the call's
 * contract; undefined when there is none, it was taken, or it does not pass (the call then goes to the server).
 * Taken once, like callApi takes it.
 */
export function takeBootedReply<C extends CallDefinition>(call: C, body: CallRequestInput<C>): CallResponse<C> | undefined {
  const booted = takeBootCall(call.path, body);
  if (booted === undefined) return undefined;
  try {
    return validReply(call, 200, booted);
  } catch {
    return undefined;
  }
}

/** A reply as the call's contract has it, or the ApiError it amounts to. */
function validReply<C extends CallDefinition>(call: C, status: number, reply: unknown): CallResponse<C> {
  const failed =
    status < 200 || status > 299 ||
    (typeof reply === 'object' && reply !== null && (reply as { success?: unknown }).success === false);
  if (failed || isSessionError(reply)) {
    throw new ApiError(call.path, status, errText(reply, `Request failed (${status}).`), reply);
  }

  const parsed = v.safeParse(call.response, reply);
  if (!parsed.success) {
    throw new ApiError(call.path, status, 'The server sent an unexpected reply.', reply);
  }
  return parsed.output as CallResponse<C>;
}
