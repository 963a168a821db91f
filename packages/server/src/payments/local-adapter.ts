import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../core/types';
import { returnWith, type CheckoutRequest, type CheckoutSession, type PaymentAdapter, type PaymentConfirmation } from './adapter';
import { localCardPayments } from './schema';

export const LOCAL_CHECKOUT_PATH = '/payments/checkout';

export type LocalPayment = typeof localCardPayments.$inferSelect;

/** An id nobody can guess: holding it is what lets a browser open that checkout page. */
function newId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/**
 * The offline default provider: a checkout page served by our own server (checkout-routes.ts) that works with
 * no network. Paying there is the provider's confirmation; its ledger is its own table.
 */
export class LocalPaymentAdapter implements PaymentAdapter {
  readonly name = 'local' as const;

  constructor(private readonly db: Db) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const sessionId = newId('cs_local');
    const clientId = request.reference.split(':')[0] ?? '';
    await this.db.insert(localCardPayments).values({
      sessionId,
      clientId,
      amount: request.amount,
      currency: request.currency,
      title: request.title,
      language: request.language,
      returnUrl: request.returnUrl,
    });
    return { id: sessionId, url: `${new URL(request.returnUrl).origin}${LOCAL_CHECKOUT_PATH}/${sessionId}` };
  }

  async find(sessionId: string, clientId: string): Promise<LocalPayment | undefined> {
    const rows = await this.db
      .select()
      .from(localCardPayments)
      .where(and(eq(localCardPayments.sessionId, sessionId), eq(localCardPayments.clientId, clientId)))
      .limit(1);
    return rows[0];
  }

  /** The member paid on the page: open to paid once; paying again changes nothing. */
  async pay(sessionId: string): Promise<PaymentConfirmation | null> {
    await this.db
      .update(localCardPayments)
      .set({ status: 'paid', paymentRef: newId('pi_local') })
      .where(and(eq(localCardPayments.sessionId, sessionId), eq(localCardPayments.status, 'open')));
    return this.confirmation(sessionId);
  }

  /** The member left without paying; the return address says so. */
  async cancel(sessionId: string): Promise<string | null> {
    const rows = await this.db
      .update(localCardPayments)
      .set({ status: 'cancelled' })
      .where(and(eq(localCardPayments.sessionId, sessionId), eq(localCardPayments.status, 'open')))
      .returning();
    const row = rows[0];
    return row ? returnWith(row.returnUrl, 'cancelled') : null;
  }

  async confirmation(sessionId: string): Promise<PaymentConfirmation | null> {
    const rows = await this.db.select().from(localCardPayments).where(eq(localCardPayments.sessionId, sessionId)).limit(1);
    const row = rows[0];
    if (!row || (row.status !== 'paid' && row.status !== 'refunded')) return null;
    return { sessionId, paymentRef: row.paymentRef };
  }

  async refund(payment: { sessionId: string }): Promise<string> {
    const refundRef = newId('re_local');
    const rows = await this.db
      .update(localCardPayments)
      .set({ status: 'refunded', refundRef })
      .where(and(eq(localCardPayments.sessionId, payment.sessionId), eq(localCardPayments.status, 'paid')))
      .returning();
    if (rows.length === 0) throw new Error(`local payment ${payment.sessionId} is not paid, so it cannot be refunded`);
    return refundRef;
  }

  /** The local provider confirms in process when the member pays; it sends no webhooks. */
  async verifyWebhook(): Promise<PaymentConfirmation | null> {
    return null;
  }
}
