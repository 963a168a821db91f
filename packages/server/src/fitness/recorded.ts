import { readFileSync } from 'node:fs';
import type { Fetch } from './adapter';

export interface SentRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/**
 * A fetch that answers from a recorded file (recorded/<name>-replies.json) instead of the network: every request
 * is kept for the test to check, token requests are told apart by grant_type, and a request with no recording
 * answers 404, so a changed URL fails the test loudly. `failures` answers the next requests with these statuses.
 */
export function recordedFetch(name: 'fitbit' | 'google', failures: number[] = []): { fetch: Fetch; sent: SentRequest[] } {
  const replies = JSON.parse(readFileSync(new URL(`./recorded/${name}-replies.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  const sent: SentRequest[] = [];
  const fetchFn: Fetch = async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? init.body : '';
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    sent.push({ method, url: input, headers, body });
    const failure = failures.shift();
    if (failure !== undefined) return new Response(JSON.stringify({ errors: [{ errorType: 'system', message: 'recorded failure' }] }), { status: failure });
    const grant = new URLSearchParams(body).get('grant_type');
    const key = `${method} ${input.split('?')[0]}${grant ? ` ${grant}` : ''}`;
    const reply = replies[key];
    return new Response(JSON.stringify(reply ?? { error: `no recording for ${key}` }), { status: reply ? 200 : 404, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetchFn, sent };
}
