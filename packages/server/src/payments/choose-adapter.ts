import type { Db } from '../core/types';
import type { PaymentAdapter } from './adapter';
import { LocalPaymentAdapter } from './local-adapter';
import { StripePaymentAdapter } from './stripe-adapter';

type Env = Record<string, string | undefined>;

export const STRIPE_HALF_CONFIGURED_MESSAGE = 'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take card payments with Stripe, or neither for the offline checkout.';

let stripe: StripePaymentAdapter | null = null;
let override: ((db: Db) => PaymentAdapter) | null = null;

/**
 * The card provider, chosen by environment: Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set,
 * else the offline checkout served by this server. Half a Stripe setup is refused rather than falling back
 * to taking no real money.
 */
export function paymentAdapter(db: Db, env: Env = process.env): PaymentAdapter {
  if (override) return override(db);
  const key = env.STRIPE_SECRET_KEY;
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!key && !secret) return new LocalPaymentAdapter(db);
  if (!key || !secret) throw new Error(STRIPE_HALF_CONFIGURED_MESSAGE);
  stripe ??= new StripePaymentAdapter({ secretKey: key, webhookSecret: secret });
  return stripe;
}

/** Tests put a provider with recorded replies in place (null restores the environment's choice). */
export function usePaymentAdapter(make: ((db: Db) => PaymentAdapter) | null): void {
  override = make;
}
