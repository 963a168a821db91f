import { and, eq, sql } from 'drizzle-orm';
import { TIME_SLOT_IS_PAST } from '@portal/contract/calls/events';
import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import { CallError, type Db, type Member } from '../core/types';
import type { PaymentAdapter, PaymentConfirmation } from '../payments/adapter';
import { paymentCheckouts } from '../payments/schema';
import * as repo from './repository';
import {
  ALREADY_REGISTERED_MESSAGE,
  DATE_PAST_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  FULLY_BOOKED_MESSAGE,
  isFullyBooked,
  NEEDS_SLOT_MESSAGE,
  SLOT_FULL_MESSAGE,
  SLOT_NOT_FOUND_MESSAGE,
  cancelPlacesById,
  placesToCancel,
  releaseLapsedOffers,
  textOf,
} from './service';

export const FREE_EVENT_MESSAGE = 'This event is free: please book it directly.';
export const NO_PRICE_MESSAGE = 'This event has no price yet, so it cannot be paid for.';
export const FOREIGN_RETURN_MESSAGE = 'The return address must be a page of this site.';
/** Said with every cancel of a paid booking (issue 10). */
export const REFUND_MESSAGE = 'Refunds take up to 10 working days.';

export type Checkout = typeof paymentCheckouts.$inferSelect;

type Languages = Pick<Manifest, 'languages' | 'defaultLanguage' | 'currency'>;

interface Purchase {
  readonly dateId: number;
  readonly slotId: number | null;
  readonly allSeries: boolean;
  readonly amount: number;
  readonly currency: string;
  readonly title: string;
}

/** The return address on this site: a path, or a URL of the request's own origin. */
export function returnUrlOf(referrer: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(referrer, origin);
  } catch {
    throw new CallError(400, FOREIGN_RETURN_MESSAGE);
  }
  if (url.origin !== origin) throw new CallError(400, FOREIGN_RETURN_MESSAGE);
  url.searchParams.delete('session_id');
  return url.toString();
}

/**
 * What a checkout would buy, priced on the server (minor units) in the client's currency (its manifest's, which
 * every price shows in), refused by the same rules as a free booking.
 */
async function purchaseOf(
  db: Db,
  member: Member,
  language: string,
  currency: Manifest['currency'],
  input: { event_date_id?: number | undefined; timeslot_id?: number | undefined; all_series: boolean },
  now: Date,
): Promise<Purchase> {
  const bySlot = input.timeslot_id !== undefined;
  const found = bySlot ? await repo.findSlot(db, member.clientId, input.timeslot_id!) : await repo.findDate(db, member.clientId, input.event_date_id!);
  if (!found) throw new CallError(404, bySlot ? SLOT_NOT_FOUND_MESSAGE : EVENT_NOT_FOUND_MESSAGE);
  const { date, event } = found;
  const slot: repo.SlotRow | null = 'slot' in found ? (found.slot as repo.SlotRow) : null;
  if (!event.payFlag) throw new CallError(400, FREE_EVENT_MESSAGE);
  if (slot && slot.startAt.getTime() <= now.getTime()) throw new CallError(409, TIME_SLOT_IS_PAST);
  if (date.startAt.getTime() <= now.getTime()) throw new CallError(409, DATE_PAST_MESSAGE);
  // a seat held for the member from the waiting list (decision 0262): they pay for that date or slot only
  const offer = (await repo.livePlaces(db, member, [date.id])).find((place) => place.status === 'offered' && (slot === null || place.slotId === slot.id));
  if (offer) {
    const count = event.type === 'event_series' ? (await repo.datesOfEvent(db, member.clientId, event.id)).length : 1;
    const each = event.slotCost ?? (event.seriesCost === null ? null : Math.round(event.seriesCost / Math.max(count, 1)));
    if (!each || each <= 0) throw new CallError(400, NO_PRICE_MESSAGE);
    return { dateId: date.id, slotId: offer.slotId, allSeries: false, amount: each, currency, title: textOf(event.texts, language).title };
  }
  if (event.type === 'service' && !slot) throw new CallError(400, NEEDS_SLOT_MESSAGE);
  const series = !slot && (event.type === 'event_series' || input.all_series);
  const dates = series ? (await repo.datesOfEvent(db, member.clientId, event.id)).filter((row) => row.startAt.getTime() > now.getTime()) : [date];
  const places = await repo.livePlaces(db, member, dates.map((row) => row.id));
  if (places.some((place) => place.status === 'registered' && (slot === null || place.slotId === slot.id))) throw new CallError(409, ALREADY_REGISTERED_MESSAGE);
  if (slot) {
    if (slot.booked >= slot.capacity) throw new CallError(409, SLOT_FULL_MESSAGE);
  } else {
    const slots = await repo.slotsOfDates(db, member.clientId, dates.map((row) => row.id));
    if (dates.some((row) => isFullyBooked(row, slots.filter((s) => s.eventDateId === row.id), event.type))) throw new CallError(409, FULLY_BOOKED_MESSAGE);
  }
  const amount = series ? (event.seriesCost ?? (event.slotCost === null ? null : event.slotCost * dates.length)) : event.slotCost;
  if (!amount || amount <= 0) throw new CallError(400, NO_PRICE_MESSAGE);
  return { dateId: date.id, slotId: slot?.id ?? null, allSeries: series, amount, currency, title: textOf(event.texts, language).title };
}

/** Opens a checkout with the provider for a paid date or slot; the seat is taken only once the payment is confirmed. */
export async function openCheckout(
  db: Db,
  adapter: PaymentAdapter,
  member: Member,
  manifest: Languages,
  origin: string,
  input: { event_date_id?: number | undefined; timeslot_id?: number | undefined; all_series: boolean; referrer: string },
  now: Date,
): Promise<{ id: string; url: string }> {
  const returnUrl = returnUrlOf(input.referrer, origin);
  const language = (await memberLanguage(db, member, manifest)).shown;
  await releaseLapsedOffers(db, member.clientId, manifest, now);
  const purchase = await purchaseOf(db, member, language, manifest.currency, input, now);
  const session = await adapter.createCheckout({
    amount: purchase.amount,
    currency: purchase.currency,
    title: purchase.title,
    reference: `${member.clientId}:${member.userId}:${purchase.dateId}:${purchase.slotId ?? 0}`,
    returnUrl,
    language,
  });
  await db.insert(paymentCheckouts).values({
    sessionId: session.id,
    provider: adapter.name,
    clientId: member.clientId,
    userId: member.userId,
    eventDateId: purchase.dateId,
    slotId: purchase.slotId,
    allSeries: purchase.allSeries ? 1 : 0,
    amount: purchase.amount,
    currency: purchase.currency,
    title: purchase.title,
    returnUrl,
  });
  return session;
}

export async function findCheckout(db: Db, sessionId: string): Promise<Checkout | undefined> {
  const rows = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.sessionId, sessionId)).limit(1);
  return rows[0];
}

export type Fulfilment = 'booked' | 'already' | 'refunded' | 'unknown';

/**
 * Books what a confirmed payment paid for, once: the checkout moves from open to paid in the same transaction
 * that takes the seats, so a replayed webhook or a second confirmation finds it paid and books nothing. When the
 * seats went to others while the member paid, the payment goes back through the provider.
 */
export async function fulfilCheckout(db: Db, adapter: PaymentAdapter, confirmation: PaymentConfirmation, now: Date): Promise<Fulfilment> {
  const outcome = await db.transaction(async (tx) => {
    const [checkout] = await tx
      .update(paymentCheckouts)
      .set({ status: 'paid', paidAt: now, paymentRef: confirmation.paymentRef })
      .where(and(eq(paymentCheckouts.sessionId, confirmation.sessionId), eq(paymentCheckouts.status, 'open')))
      .returning();
    if (!checkout) return { kind: (await findCheckout(tx, confirmation.sessionId)) ? ('already' as const) : ('unknown' as const) };
    const member = { clientId: checkout.clientId, userId: checkout.userId };
    // a seat held for the member from the waiting list becomes theirs; otherwise seats are taken as usual
    const claimed = checkout.allSeries ? null : await repo.claimOffer(tx, member, checkout.eventDateId, checkout.slotId, now);
    if (claimed !== null) {
      await tx.update(paymentCheckouts).set({ registrationIds: [claimed] }).where(eq(paymentCheckouts.id, checkout.id));
      return { kind: 'booked' as const };
    }
    const dates = checkout.allSeries
      ? await seriesDatesAhead(tx, checkout, now)
      : [{ id: checkout.eventDateId }];
    const taken = await repo.takeSeats(tx, member, dates.map((row) => ({ dateId: row.id, slotId: checkout.slotId })));
    if (taken.ok) {
      await tx.update(paymentCheckouts).set({ registrationIds: taken.ids }).where(eq(paymentCheckouts.id, checkout.id));
      return { kind: 'booked' as const };
    }
    return { kind: 'refund' as const, checkout };
  });
  if (outcome.kind !== 'refund') return outcome.kind;
  await refundCheckout(db, adapter, { ...outcome.checkout, paymentRef: confirmation.paymentRef }, now);
  return 'refunded';
}

async function seriesDatesAhead(db: Db, checkout: Checkout, now: Date): Promise<{ id: number }[]> {
  const found = await repo.findDate(db, checkout.clientId, checkout.eventDateId);
  if (!found) return [];
  return (await repo.datesOfEvent(db, checkout.clientId, found.event.id)).filter((row) => row.startAt.getTime() > now.getTime());
}

/** Refunds a paid checkout once (paid to refunded, then the provider); a failed refund puts it back to paid. */
async function refundCheckout(db: Db, adapter: PaymentAdapter, checkout: Checkout, now: Date): Promise<boolean> {
  const [claimed] = await db
    .update(paymentCheckouts)
    .set({ status: 'refunded', refundedAt: now })
    .where(and(eq(paymentCheckouts.id, checkout.id), eq(paymentCheckouts.status, 'paid')))
    .returning();
  if (!claimed) return false;
  try {
    const refundRef = await adapter.refund({ sessionId: claimed.sessionId, paymentRef: claimed.paymentRef, amount: claimed.amount });
    await db.update(paymentCheckouts).set({ refundRef }).where(eq(paymentCheckouts.id, claimed.id));
    return true;
  } catch (error) {
    console.error(`[payments] refund of ${claimed.sessionId} failed; it stays paid for a retry:`, error);
    await db.update(paymentCheckouts).set({ status: 'paid', refundedAt: null }).where(eq(paymentCheckouts.id, claimed.id));
    return false;
  }
}

/** The member's paid checkouts holding any of these places: cancelling one place gives up the whole purchase. */
export async function paidCheckoutsOf(db: Db, member: Pick<Member, 'clientId' | 'userId'>, placeIds: readonly number[]): Promise<Checkout[]> {
  if (placeIds.length === 0) return [];
  return db
    .select()
    .from(paymentCheckouts)
    .where(
      and(
        eq(paymentCheckouts.clientId, member.clientId),
        eq(paymentCheckouts.userId, member.userId),
        eq(paymentCheckouts.status, 'paid'),
        sql`${paymentCheckouts.registrationIds} && ${sql.raw(`ARRAY[${placeIds.map((id) => Number(id)).join(',')}]::integer[]`)}`,
      ),
    );
}

/** Refunds each checkout whose places were cancelled; true when any money goes back. */
export async function refundCancelled(db: Db, adapter: PaymentAdapter, checkouts: readonly Checkout[], now: Date): Promise<boolean> {
  let refunded = false;
  for (const checkout of checkouts) refunded = (await refundCheckout(db, adapter, checkout, now)) || refunded;
  return refunded;
}

/** The member's own checkout, for the local checkout page and its buttons. */
export async function memberCheckout(db: Db, sessionId: string, member: Pick<Member, 'clientId' | 'userId'>): Promise<Checkout | undefined> {
  const checkout = await findCheckout(db, sessionId);
  return checkout && checkout.clientId === member.clientId && checkout.userId === member.userId ? checkout : undefined;
}

export async function markCancelled(db: Db, checkout: Checkout): Promise<void> {
  await db.update(paymentCheckouts).set({ status: 'cancelled' }).where(and(eq(paymentCheckouts.id, checkout.id), eq(paymentCheckouts.status, 'open')));
}

/**
 * Cancels as the free booking does, and when the places were paid for, the whole purchase: every place it
 * bought is cancelled and the payment refunded through the provider. Returns whether money goes back.
 */
export async function cancelWithRefund(
  db: Db,
  adapter: PaymentAdapter,
  member: Member,
  manifest: Languages,
  input: { booking_date_id?: number | undefined; event_date_id?: number | undefined; all_series: boolean },
  now: Date,
): Promise<{ refunded: boolean }> {
  const ids = await placesToCancel(db, member, input);
  const checkouts = await paidCheckoutsOf(db, member, ids);
  const all = [...new Set([...ids, ...checkouts.flatMap((checkout) => checkout.registrationIds ?? [])])];
  await cancelPlacesById(db, member, manifest, all, now);
  return { refunded: await refundCancelled(db, adapter, checkouts, now) };
}
