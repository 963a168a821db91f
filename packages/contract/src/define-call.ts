import type * as v from 'valibot';

/** Who may make a call: a signed-in member (session cookie), or anybody (sign-in, pre-check, legal texts). */
export type CallAuth = 'session' | 'public';

/** Roles a member may hold beside being a member; a call that names one is refused to everybody else. */
export const CALL_ROLES = ['employer_admin', 'coach', 'clinician', 'support'] as const;
export type CallRole = (typeof CALL_ROLES)[number];

/** One server call of calls.tsv: its exact path, request and reply schemas, and the route names it serves. */
export interface CallDefinition<
  Req extends v.GenericSchema = v.GenericSchema,
  Res extends v.GenericSchema = v.GenericSchema,
> {
  /** exact path from calls.tsv, e.g. /application/api/u/settings/get-nav */
  readonly path: string;
  /** the spec seed it comes from (000 to 003) and its area column */
  readonly seed: '000' | '001' | '002' | '003';
  readonly area: string;
  readonly auth: CallAuth;
  /**
   * The role a signed-in member needs (auth 'session' only); the router refuses anybody without it before the
   * handler runs. Absent: any member of the client.
   */
  readonly role?: CallRole;
  /**
   * The call writes nothing (no row of the member's, no audit of theirs): the router keeps the member's cached
   * session after it. Leave it off for any call that may write, even sometimes.
   */
  readonly readOnly?: boolean;
  /**
   * Route names this call serves. The server refuses the call when the client permits none of them.
   * Empty: a call of the signed-in shell, allowed for every client.
   */
  readonly routes: readonly string[];
  readonly request: Req;
  readonly response: Res;
}

/** Declares a call; the identity function keeps the schemas' precise types. */
export function defineCall<Req extends v.GenericSchema, Res extends v.GenericSchema>(
  call: CallDefinition<Req, Res>,
): CallDefinition<Req, Res> {
  return call;
}

export type CallRequest<C extends CallDefinition> = v.InferOutput<C['request']>;
export type CallRequestInput<C extends CallDefinition> = v.InferInput<C['request']>;
export type CallResponse<C extends CallDefinition> = v.InferOutput<C['response']>;
