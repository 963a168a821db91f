import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { StripePaymentAdapter } from './stripe-adapter';

export const RECORDED_WEBHOOK_SECRET = 'whsec_recorded_test_secret';

type Recorded = Record<string, unknown>;

/** The recorded Stripe replies (recorded/stripe-replies.json). */
export function recordedReplies(): Recorded {
  return JSON.parse(readFileSync(new URL('./recorded/stripe-replies.json', import.meta.url), 'utf8')) as Recorded;
}

export interface SentRequest {
  readonly method: string;
  readonly path: string;
  /** the form body Stripe's client sent, decoded */
  readonly form: URLSearchParams;
}

/**
 * A Stripe adapter whose HTTP goes to the recorded replies instead of the network: each request is kept for
 * the test to check, and a request with no recording fails the test loudly (404 from "Stripe").
 */
export function recordedStripe(): { adapter: StripePaymentAdapter; sent: SentRequest[] } {
  const replies = recordedReplies();
  const sent: SentRequest[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    sent.push({ method, path: url.pathname, form: new URLSearchParams(typeof init?.body === 'string' ? init.body : '') });
    const reply = replies[`${method} ${url.pathname}`];
    const body = reply ?? { error: { type: 'invalid_request_error', message: `no recording for ${method} ${url.pathname}` } };
    return new Response(JSON.stringify(body), { status: reply ? 200 : 404, headers: { 'content-type': 'application/json', 'request-id': 'req_recorded' } });
  }) as typeof fetch;
  const adapter = new StripePaymentAdapter({
    secretKey: 'sk_test_recorded',
    webhookSecret: RECORDED_WEBHOOK_SECRET,
    httpClient: Stripe.createFetchHttpClient(fetchFn),
  });
  return { adapter, sent };
}

/** A webhook body and its Stripe-Signature header, signed with the recorded secret as Stripe would. */
export function signedWebhook(event: unknown, secret = RECORDED_WEBHOOK_SECRET): { body: string; signature: string } {
  const body = JSON.stringify(event);
  const stripe = new Stripe('sk_test_recorded');
  return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}
