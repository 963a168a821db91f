/** What our server asks a card-payment provider for: one line, a fixed amount, and where to send the member back. */
export interface CheckoutRequest {
  /** minor units (cents, pence) */
  readonly amount: number;
  /** ISO code in lower case, e.g. eur or gbp */
  readonly currency: string;
  readonly title: string;
  /** our own reference, echoed by the provider (Stripe: client_reference_id) */
  readonly reference: string;
  /** the portal page to return to; the adapter adds session_id (…=cancelled when the member cancels) */
  readonly returnUrl: string;
  /** the member's language, for the provider's page */
  readonly language: string;
}

export interface CheckoutSession {
  readonly id: string;
  /** the page the member pays on */
  readonly url: string;
}

/** A provider's word that a checkout was paid, from a signature-checked webhook or a look-up. */
export interface PaymentConfirmation {
  readonly sessionId: string;
  readonly paymentRef: string | null;
}

/**
 * A card-payment provider (seed 001: "a card payment provider's hosted checkout"). The offline default is our
 * own checkout page (local-adapter.ts); production uses Stripe Checkout (stripe-adapter.ts). The booking is made
 * only from a confirmation the server got from the provider, never from the return URL.
 */
export interface PaymentAdapter {
  readonly name: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** null unless the provider holds the session as paid */
  confirmation(sessionId: string): Promise<PaymentConfirmation | null>;
  /** refunds the whole payment; returns the provider's refund id */
  refund(payment: { sessionId: string; paymentRef: string | null; amount: number }): Promise<string>;
  /** a paid checkout from a webhook whose signature is valid; null for other events; throws on a bad signature */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentConfirmation | null>;
}

/** The return address with the session id the portal reads (seed 001 section 4). */
export function returnWith(returnUrl: string, sessionId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('session_id', sessionId);
  return url.toString();
}

export class WebhookSignatureError extends Error {}
