import type * as v from 'valibot';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { CallDefinition, CallRole } from '@portal/contract/define-call';
import type { Manifest } from '@portal/manifest/schema';

/** Drizzle over either embedded PGlite or PostgreSQL: repositories only use what both share. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;

/** The signed-in member, always taken from the server-held session, never from the request body. */
export interface Member {
  readonly userId: number;
  /** the client's manifest id, e.g. "northwind" */
  readonly clientId: string;
  readonly sessionId: string;
  readonly role: 'cl' | 'admin';
  /** the roles a call may require (defineCall's `role`), from the member's row; absent: none */
  readonly roles?: readonly CallRole[];
  /**
   * The member's row as read with the session, when the core has it: no older than the session cache allows
   * and never older than the member's last write call in this process (see sessions/service.ts).
   */
  readonly settings?: MemberSettings;
  /** support staff signed in as this member (login-as, decision 0240): the staff's own user id */
  readonly actingStaffId?: number;
}

export interface MemberSettings {
  readonly employerAdmin: boolean;
  readonly language: string;
}

/** The client the request is for, chosen by Host subdomain (and checked against the session). */
export interface ClientContext {
  readonly manifest: Manifest;
}

export interface CallContext {
  readonly db: Db;
  /** null only for calls whose auth is 'public' */
  readonly member: Member | null;
  readonly client: ClientContext;
  /** the caller's address, for the audit log and rate limits */
  readonly ip: string;
  /** the Host-based origin, e.g. http://northwind.localhost:3000 */
  readonly origin: string;
  /**
   * The call's clock, read once by the core for the whole call: services take it instead of reading the wall
   * clock, so a test that sets the server's clock (the harness's `clock`) moves every rule that depends on time.
   */
  readonly now: Date;
}

/** A domain's implementation of one call. The core validates the body with the call's request schema first. */
export interface CallHandler {
  readonly call: CallDefinition;
  readonly run: (input: unknown, ctx: CallContext) => Promise<unknown>;
}

/**
 * A reply already written as JSON (by the database, say): the core sends it as it is instead of serialising an
 * object. `T` is the reply it stands for. The JSON is text, or that text already encoded as UTF-8 when several
 * calls send the same reply (it is then encoded once, not per call; nothing may change the bytes once made, and
 * the core compresses such bytes once for all the calls that send them, core/encoding.ts compressShared).
 * Outside production the core parses the JSON and checks it against the call's reply schema, so a reply that
 * drifts from the contract fails in development and tests.
 */
export class JsonReply<T = unknown> {
  declare readonly reply?: T;
  constructor(readonly json: string | Uint8Array<ArrayBuffer>) {}

  /** The JSON as text. */
  text(): string {
    return typeof this.json === 'string' ? this.json : Buffer.from(this.json.buffer, this.json.byteOffset, this.json.byteLength).toString('utf8');
  }
}

/**
 * A reply kept for many calls (db/news): its JSON encoded once, and compressed once for all the calls that send
 * it (core/reply.ts), so a call answered from memory neither serialises nor compresses.
 */
export function sharedReply<T>(reply: T): JsonReply<T> {
  return new JsonReply<T>(Buffer.from(JSON.stringify(reply)));
}

/** The weight of a kept reply: its bytes. */
export const replyWeight = (reply: JsonReply): number => (typeof reply.json === 'string' ? reply.json.length : reply.json.byteLength);

/** A thrown reply: the core turns it into `{ success: false, err: message }` with this HTTP status (4xx). */
export class CallError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429,
    message: string,
  ) {
    super(message);
  }
}

/** Binds a domain function to a contract call with its request and reply types. */
export function handle<C extends CallDefinition>(
  call: C,
  run: (input: v.InferOutput<C['request']>, ctx: CallContext) => Promise<v.InferInput<C['response']> | JsonReply<v.InferInput<C['response']>>>,
): CallHandler {
  return { call, run: run as CallHandler['run'] };
}

/** The member of a session call; the core guarantees it is present for auth 'session'. */
export function memberOf(ctx: CallContext): Member {
  if (!ctx.member) throw new CallError(401, '3994: session required');
  return ctx.member;
}
