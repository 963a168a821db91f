import { describe, expect, it } from 'vitest';
import type { Db } from '../core/types';
import { paymentAdapter, STRIPE_HALF_CONFIGURED_MESSAGE } from './choose-adapter';

const db = {} as Db;

describe('the card provider by environment', () => {
  it('is the offline checkout without Stripe keys, Stripe with both, and refuses half a Stripe setup', () => {
    expect(paymentAdapter(db, {}).name).toBe('local');
    expect(paymentAdapter(db, { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).name).toBe('stripe');
    expect(() => paymentAdapter(db, { STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(STRIPE_HALF_CONFIGURED_MESSAGE);
    expect(() => paymentAdapter(db, { STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(STRIPE_HALF_CONFIGURED_MESSAGE);
  });
});
