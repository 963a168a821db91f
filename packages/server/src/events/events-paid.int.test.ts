import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import {
  bookEventDate,
  cancelDateBooking,
  getEventBookings,
  getStripeSessionByDate,
  getStripeSessionBySlot,
} from '@portal/contract/calls/events';
import { eventDateId } from '../../test/event-dates';
import { withHarness, type Session } from '../../test/harness';
import { usePaymentAdapter } from '../payments/choose-adapter';
import { recordedReplies, recordedStripe, signedWebhook } from '../payments/recorded-stripe';
import { localCardPayments, paymentCheckouts } from '../payments/schema';
import { STRIPE_WEBHOOK_PATH } from './checkout-routes';
import { FOREIGN_RETURN_MESSAGE, FREE_EVENT_MESSAGE, REFUND_MESSAGE } from './paid-booking';
import { EVENT_NOT_FOUND_MESSAGE, PAID_MESSAGE, SLOT_NOT_FOUND_MESSAGE } from './service';

const MEMBER = 'member@harbour.example';
const COLLEAGUE = 'admin@harbour.example';
const FOREIGN = 'member@lumen.example';
const GERMAN = 'member@kontor.example';

withHarness('paid events through the card checkout', (h) => {
  afterAll(() => usePaymentAdapter(null));

  const dateOf = (clientId: string, key: string, position = 0) => eventDateId(h().db, clientId, key, position);
  const paidBookings = async (member: Session) =>
    (await h().call(getEventBookings, { status: 'upcoming', limit: -1 }, member)).items.filter((item) => item.e_employee_pay_flag === 1);
  const origin = (clientId: string) => `http://${h().host(clientId)}`;
  /** a form post of the checkout page, as the browser sends it from our own origin */
  const post = (clientId: string, path: string, member: Session, from = origin(clientId)) =>
    h().request(clientId, path, undefined, { cookie: member.cookie, headers: { origin: from }, raw: { body: '', contentType: 'application/x-www-form-urlencoded' } });
  const pathOf = (url: string) => new URL(url).pathname;

  it('pays in the local checkout: summary in euro, booked only once the server took the payment, once, then refunded on cancel', async () => {
    const member = await h().session('harbour', MEMBER);
    const dateId = await dateOf('harbour', 'first-aid-course');
    const { session } = await h().call(getStripeSessionByDate, { event_date_id: dateId, all_series: false, referrer: `/events/view-event/${dateId}` }, member);
    expect(session.id).toMatch(/^cs_local_/);
    expect(session.url).toBe(`${origin('harbour')}/payments/checkout/${session.id}`);

    const page = await h().get('harbour', pathOf(session.url!), { cookie: member.cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain('First aid essentials (paid)');
    expect(page.text).toContain('€25.00');
    expect(page.text).toContain('>Pay €25.00</button>');
    expect(page.text).toContain('>Cancel</button>');
    expect(page.text).toContain('--color-action-primary-bg');

    // coming back with the session id is not a payment: nothing is booked from the return URL
    await h().get('harbour', `/events/view-event/${dateId}?session_id=${session.id}`, { cookie: member.cookie });
    expect(await paidBookings(member)).toHaveLength(0);

    const paid = await post('harbour', `${pathOf(session.url!)}/pay`, member);
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`${origin('harbour')}/events/view-event/${dateId}?session_id=${session.id}`);
    // a second Pay (a reload, a double click) books nothing more
    expect((await post('harbour', `${pathOf(session.url!)}/pay`, member)).status).toBe(303);
    const booked = await paidBookings(member);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ event_date_id: dateId, e_employee_slot_cost: 2500, b_t_currency: 'eur' });
    expect((await h().get('harbour', pathOf(session.url!), { cookie: member.cookie })).text).toContain('This checkout is already paid.');

    const cancelled = await h().call(cancelDateBooking, { booking_date_id: booked[0]!.booking_id, all_series: false }, member);
    expect(cancelled.message).toBe(`Your booking has been cancelled. ${REFUND_MESSAGE}`);
    expect(REFUND_MESSAGE).toBe('Refunds take up to 10 working days.');
    const [ledger] = await h().db.select().from(localCardPayments).where(eq(localCardPayments.sessionId, session.id));
    expect(ledger!.status).toBe('refunded');
    const [checkout] = await h().db.select().from(paymentCheckouts).where(eq(paymentCheckouts.sessionId, session.id));
    expect(checkout).toMatchObject({ status: 'refunded', amount: 2500, currency: 'eur' });
    expect(checkout!.refundRef).toMatch(/^re_local_/);
  });

  it('cancels a checkout: back with session_id=cancelled, nothing booked; a series in pounds books every date for one payment', async () => {
    const member = await h().session('harbour', COLLEAGUE);
    const aid = await dateOf('harbour', 'first-aid-course', 1);
    const first = await h().call(getStripeSessionByDate, { event_date_id: aid, all_series: false, referrer: `${origin('harbour')}/events/view-event/${aid}` }, member);
    const gone = await post('harbour', `${pathOf(first.session.url!)}/cancel`, member);
    expect(gone.status).toBe(303);
    expect(gone.headers.location).toBe(`${origin('harbour')}/events/view-event/${aid}?session_id=cancelled`);
    expect((await post('harbour', `${pathOf(first.session.url!)}/pay`, member)).status).toBe(303);
    expect(await paidBookings(member)).toHaveLength(0);

    const pilates = await dateOf('harbour', 'pilates-course');
    const { session } = await h().call(getStripeSessionByDate, { event_date_id: pilates, all_series: true, referrer: '/events' }, member);
    expect((await h().get('harbour', pathOf(session.url!), { cookie: member.cookie })).text).toContain('€40.00');
    await post('harbour', `${pathOf(session.url!)}/pay`, member);
    const series = await paidBookings(member);
    expect(series).toHaveLength(4);
    // cancelling one class gives the course back whole, refunded
    const reply = await h().call(cancelDateBooking, { booking_date_id: series[2]!.booking_id, all_series: false }, member);
    expect(reply.message).toContain(REFUND_MESSAGE);
    expect(await paidBookings(member)).toHaveLength(0);
  });

  it('books once when ten Pay posts race (a double click, a retried form)', async () => {
    const member = await h().session('harbour', COLLEAGUE);
    const dateId = await dateOf('harbour', 'first-aid-course', 2);
    const { session } = await h().call(getStripeSessionByDate, { event_date_id: dateId, all_series: false, referrer: '/events' }, member);
    const replies = await Promise.all(Array.from({ length: 10 }, () => post('harbour', `${pathOf(session.url!)}/pay`, member)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(303));
    expect((await paidBookings(member)).filter((item) => item.event_date_id === dateId)).toHaveLength(1);
  });

  it('shows the checkout in the member’s language', async () => {
    const member = await h().session('kontor', GERMAN);
    const dateId = await dateOf('kontor', 'first-aid-course');
    const { session } = await h().call(getStripeSessionByDate, { event_date_id: dateId, all_series: false, referrer: '/events' }, member);
    const page = await h().get('kontor', pathOf(session.url!), { cookie: member.cookie });
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).toContain('Erste Hilfe kompakt (kostenpflichtig)');
    // as German writes money: the amount, a decimal comma, then the euro sign
    expect(page.text).toMatch(/25,00\s€/);
    expect(page.text).toMatch(/>Bezahlen 25,00\s€<\/button>/);
    expect(page.text).toContain('>Abbrechen</button>');
  });

  it('refuses free events, foreign return addresses, other clients’ ids, other members’ checkouts and cross-site posts', async () => {
    const member = await h().session('harbour', MEMBER);
    const colleague = await h().session('harbour', COLLEAGUE);
    const foreign = await h().session('lumen', FOREIGN);
    const free = await dateOf('harbour', 'money-matters');
    const aid = await dateOf('harbour', 'first-aid-course', 2);
    expect((await h().refused(getStripeSessionByDate, { event_date_id: free, all_series: false, referrer: '/events' }, member)).body.err).toBe(FREE_EVENT_MESSAGE);
    expect((await h().refused(getStripeSessionByDate, { event_date_id: aid, all_series: false, referrer: 'https://evil.example/steal' }, member)).body.err).toBe(FOREIGN_RETURN_MESSAGE);
    const theirs = await h().refused(getStripeSessionByDate, { event_date_id: aid, all_series: false, referrer: '/events' }, foreign);
    expect([theirs.status, theirs.body.err]).toEqual([404, EVENT_NOT_FOUND_MESSAGE]);
    expect((await h().refused(getStripeSessionBySlot, { timeslot_id: 999_999, all_series: false, referrer: '/events' }, member)).body.err).toBe(SLOT_NOT_FOUND_MESSAGE);
    // a paid event cannot be booked around the checkout
    expect((await h().refused(bookEventDate, { event_date_id: aid, all_series: false }, member)).body.err).toBe(PAID_MESSAGE);

    const { session } = await h().call(getStripeSessionByDate, { event_date_id: aid, all_series: false, referrer: '/events' }, member);
    expect((await h().get('harbour', pathOf(session.url!), { cookie: colleague.cookie })).status).toBe(404);
    expect((await h().get('harbour', pathOf(session.url!))).status).toBe(401);
    expect((await post('harbour', `${pathOf(session.url!)}/pay`, colleague)).status).toBe(404);
    expect((await post('harbour', `${pathOf(session.url!)}/pay`, member, 'https://evil.example')).status).toBe(403);
    expect(await paidBookings(member)).toHaveLength(0);
  });

  it('with Stripe: a session from the price in minor units, a signature-checked webhook that books once when replayed, a refund', async () => {
    const { adapter, sent } = recordedStripe();
    usePaymentAdapter(() => adapter);
    try {
      const member = await h().session('harbour', MEMBER);
      const dateId = await dateOf('harbour', 'first-aid-course', 1);
      const { session } = await h().call(getStripeSessionByDate, { event_date_id: dateId, all_series: false, referrer: `/events/view-event/${dateId}` }, member);
      expect(session).toEqual({ id: 'cs_test_a1PaidEventHarbour0001', url: 'https://checkout.stripe.com/c/pay/cs_test_a1PaidEventHarbour0001' });
      const created = sent.find((request) => request.path === '/v1/checkout/sessions')!;
      expect(created.form.get('line_items[0][price_data][unit_amount]')).toBe('2500');
      expect(created.form.get('line_items[0][price_data][currency]')).toBe('eur');
      expect(created.form.get('mode')).toBe('payment');
      expect(created.form.get('success_url')).toBe(`${origin('harbour')}/events/view-event/${dateId}?session_id={CHECKOUT_SESSION_ID}`);
      expect(created.form.get('cancel_url')).toBe(`${origin('harbour')}/events/view-event/${dateId}?session_id=cancelled`);

      const event = recordedReplies()['webhook checkout.session.completed'];
      const forged = signedWebhook(event, 'whsec_someone_else');
      const refused = await h().request('harbour', STRIPE_WEBHOOK_PATH, undefined, { raw: { body: forged.body, contentType: 'application/json' }, headers: { 'stripe-signature': forged.signature } });
      expect(refused.status).toBe(400);
      expect(await paidBookings(member)).toHaveLength(0);

      const signed = signedWebhook(event);
      const send = () => h().request('harbour', STRIPE_WEBHOOK_PATH, undefined, { raw: { body: signed.body, contentType: 'application/json' }, headers: { 'stripe-signature': signed.signature } });
      const first = await send();
      expect([first.status, first.body.outcome]).toEqual([200, 'booked']);
      const replay = await send();
      expect([replay.status, replay.body.outcome]).toEqual([200, 'already']);
      const booked = await paidBookings(member);
      expect(booked).toHaveLength(1);

      const reply = await h().call(cancelDateBooking, { booking_date_id: booked[0]!.booking_id, all_series: false }, member);
      expect(reply.message).toContain(REFUND_MESSAGE);
      const refund = sent.find((request) => request.path === '/v1/refunds')!;
      expect(refund.form.get('payment_intent')).toBe('pi_3PaidEventHarbour0001');
      expect(refund.form.get('amount')).toBe('2500');
    } finally {
      usePaymentAdapter(null);
    }
  });
});
