import type Stripe from 'stripe';
import { returnWith, WebhookSignatureError, type CheckoutRequest, type CheckoutSession, type PaymentAdapter, type PaymentConfirmation } from './adapter';

export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** tests replay recorded Stripe replies through Stripe.createFetchHttpClient; production uses the default */
  readonly httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
}

/** Stripe writes the session id where this placeholder stands in the success URL. */
const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Production's provider: Stripe Checkout, a signature-checked webhook, and refunds of the payment intent. */
export class StripePaymentAdapter implements PaymentAdapter {
  readonly name = 'stripe' as const;
  private client: Promise<Stripe> | null = null;

  constructor(private readonly settings: StripeSettings) {}

  /** Stripe's library, loaded by the first payment rather than by every start (decision 0720). */
  private stripe(): Promise<Stripe> {
    this.client ??= import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(this.settings.secretKey, {
          telemetry: false,
          maxNetworkRetries: 2,
          ...(this.settings.httpClient ? { httpClient: this.settings.httpClient } : {}),
        }),
    );
    return this.client;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    // returnWith would percent-encode the braces Stripe looks for, so the placeholder is put back after
    const success = returnWith(request.returnUrl, 'SESSION').replace('session_id=SESSION', `session_id=${SESSION_PLACEHOLDER}`);
    const session = await (await this.stripe()).checkout.sessions.create({
      mode: 'payment',
      client_reference_id: request.reference,
      line_items: [{ quantity: 1, price_data: { currency: request.currency, unit_amount: request.amount, product_data: { name: request.title } } }],
      success_url: success,
      cancel_url: returnWith(request.returnUrl, 'cancelled'),
      locale: request.language === 'de' ? 'de' : 'en',
      metadata: { reference: request.reference },
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  async confirmation(sessionId: string): Promise<PaymentConfirmation | null> {
    const session = await (await this.stripe()).checkout.sessions.retrieve(sessionId);
    return session.payment_status === 'paid' ? { sessionId: session.id, paymentRef: paymentIntentOf(session) } : null;
  }

  async refund(payment: { sessionId: string; paymentRef: string | null; amount: number }): Promise<string> {
    const paymentIntent = payment.paymentRef ?? (await this.confirmation(payment.sessionId))?.paymentRef;
    if (!paymentIntent) throw new Error(`Stripe checkout ${payment.sessionId} has no payment to refund`);
    const refund = await (await this.stripe()).refunds.create({ payment_intent: paymentIntent, amount: payment.amount }, { idempotencyKey: `refund-${payment.sessionId}` });
    return refund.id;
  }

  async verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentConfirmation | null> {
    if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
    const stripe = await this.stripe();
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
    }
    if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return null;
    const session = event.data.object;
    if (session.payment_status !== 'paid') return null;
    return { sessionId: session.id, paymentRef: paymentIntentOf(session) };
  }
}

function paymentIntentOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
}
