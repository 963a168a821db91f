import { onTestFinished, vi } from 'vitest';
import type { CallDefinition, CallRequest, CallResponse } from '@portal/contract/define-call';
import { examples } from '@portal/contract/examples';

/** An answer with a status of its own, for failures (`{ status: 500, body: { success: false, err } }`). */
export interface RawReply {
  readonly status: number;
  readonly body: unknown;
}

/** What a mocked call answers: its reply, a raw reply, or a function of the request body returning either. */
export type CallAnswer<C extends CallDefinition> =
  | CallResponse<C>
  | RawReply
  | ((body: CallRequest<C>) => CallResponse<C> | RawReply | Promise<CallResponse<C> | RawReply>);

/** One override: the contract call and what it answers. */
export type CallMock = readonly [CallDefinition, unknown];

/** Pairs a call with its answer, type-checked against the call's reply. */
export function answer<C extends CallDefinition>(call: C, reply: CallAnswer<C>): CallMock {
  return [call, reply];
}

export interface RecordedCall {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

function isRaw(value: unknown): value is RawReply {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

/**
 * Installs a fetch that answers contract calls: the given overrides first, then the reply in
 * `packages/contract/src/examples.ts`. A call with neither fails the test that made it, by name, instead of
 * leaving a component waiting on a request nobody answers. Returns every call made, with its JSON body.
 */
export function mockCalls(overrides: readonly CallMock[] = []) {
  const byPath = new Map<string, unknown>(overrides.map(([call, reply]) => [call.path, reply]));
  const calls: RecordedCall[] = [];
  const unanswered: string[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://portal.test').pathname;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    let given = byPath.has(path) ? byPath.get(path) : examples[path]?.reply;
    if (given === undefined) {
      unanswered.push(path);
      throw new Error(`mockCalls: ${path} has neither an override nor an example in contract/src/examples.ts`);
    }
    if (typeof given === 'function') given = await (given as (request: unknown) => unknown)(body);
    const reply = isRaw(given) ? given : { status: 200, body: given };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fetchMock));
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (unanswered.length > 0) {
      throw new Error(`mockCalls: no answer for ${[...new Set(unanswered)].join(', ')}`);
    }
  });
  /** the bodies sent to one call, in order */
  const bodiesOf = (call: CallDefinition) => calls.filter((made) => made.path === call.path).map((made) => made.body);
  /** takes the unanswered paths so far, for a test about them; the rest still fail the test */
  const takeUnanswered = () => unanswered.splice(0);
  return { calls, bodiesOf, takeUnanswered };
}
