import { EVENTS_DAYS_LIMIT, TIME_SLOT_IS_PAST, type EventBooking, type EventDate, type EventListItem } from '@portal/contract/calls/events';
import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import { CallError, replyWeight, sharedReply, type Db, type JsonReply, type Member } from '../core/types';
import { FreshValues } from '../db/fresh';
import { NEWS } from '../db/news';
import { perDb } from '../db/prepared';
import { listLocations, type LocationRow } from '../locations/repository';
import { invalidationBusOf } from '../sessions/invalidation';
import * as repo from './repository';
import type { EventText } from './schema';

export const EVENT_NOT_FOUND_MESSAGE = 'We could not find this event.';
export const SLOT_NOT_FOUND_MESSAGE = 'We could not find this time slot.';
export const BOOKING_NOT_FOUND_MESSAGE = 'We could not find this booking.';
export const FULLY_BOOKED_MESSAGE = 'Sorry, this event is fully booked. You can join the waiting list.';
export const SLOT_FULL_MESSAGE = 'Sorry, this time slot is fully booked. Please choose another time.';
export const ALREADY_REGISTERED_MESSAGE = 'You are already registered for this event.';
export const ALREADY_WAITING_MESSAGE = 'You are already on the waiting list for this event.';
export const DATE_PAST_MESSAGE = 'This event date has passed, so it can no longer be booked.';
export const NEEDS_SLOT_MESSAGE = 'Please select a time slot to book this service.';
export const NOT_A_SERVICE_MESSAGE = 'This event has no time slots: please book the date.';
export const NOT_FULL_MESSAGE = 'There are still places left: please book the event instead.';
export const PAID_MESSAGE = 'This event is paid: please book it through the card checkout.';
export const CANCEL_STARTED_MESSAGE = 'This event has already started, so the booking can no longer be cancelled.';
export const CANCELLED_MESSAGE = 'Your booking has been cancelled.';
export const BOOKED_MESSAGE = 'You are booked in.';
export const WAITING_MESSAGE = 'You have joined the waiting list.';
export const OFFER_HELD_MESSAGE = 'A place is already held for you on this date: pay for it to book it.';

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD HH:mm:ss" in UTC, as the spec's event records write times. */
export function dateTimeText(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export function dayText(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The event's words in the member's language, English where a translation lacks a field. */
export function textOf(texts: Record<string, EventText>, language: string): EventText {
  const english = texts.en ?? Object.values(texts)[0] ?? { title: '', description: '' };
  const own = texts[language];
  return {
    title: own?.title || english.title,
    description: own?.description || english.description,
    ...((own?.info ?? english.info) ? { info: (own?.info ?? english.info)! } : {}),
  };
}

/** upcoming, live or past by the slot's times. */
export function timeStatus(start: Date, end: Date, now: Date): 'upcoming' | 'live' | 'past' {
  if (now.getTime() < start.getTime()) return 'upcoming';
  return now.getTime() < end.getTime() ? 'live' : 'past';
}

/** A date is fully booked when its own seats are taken or, for a service, every slot's are. */
export function isFullyBooked(date: repo.DateRow, slots: readonly repo.SlotRow[], type: string): boolean {
  if (type === 'service') return slots.length > 0 && slots.every((slot) => slot.booked >= slot.capacity);
  return date.booked >= date.capacity;
}

function locationsOf(ids: readonly number[], all: readonly LocationRow[]): { location_id: number; location_label: string }[] {
  return all.filter((row) => ids.includes(row.id)).map((row) => ({ location_id: row.id, location_label: row.label }));
}

async function languageOf(db: Db, member: Member, manifest: Pick<Manifest, 'languages' | 'defaultLanguage'>): Promise<string> {
  return (await memberLanguage(db, member, manifest)).shown;
}

type Languages = Pick<Manifest, 'languages' | 'defaultLanguage'>;

/** The client's bookable dates from a day for up to `days` days, grouped by day; dates already started are left out. */
export async function getEvents(
  db: Db,
  member: Member,
  manifest: Languages,
  input: { from_date: string; days_limit: number },
  now: Date,
): Promise<{ date: string; events: EventListItem[] }[]> {
  const fromDay = new Date(`${input.from_date}T00:00:00Z`);
  // nothing is planned that far ahead, and a year past 9999 is no timestamp the database takes
  if (fromDay.getTime() > now.getTime() + 2 * EVENTS_DAYS_LIMIT * DAY_MS) return [];
  const to = new Date(fromDay.getTime() + input.days_limit * DAY_MS);
  const from = fromDay.getTime() > now.getTime() ? fromDay : now;
  const [rows, language, locations] = await Promise.all([
    repo.listDates(db, member.clientId, from, to),
    languageOf(db, member, manifest),
    listLocations(db, member.clientId),
  ]);
  const bookable = rows.filter((row) => row.event.type !== 'webinar');
  const slots = await repo.slotsOfDates(db, member.clientId, bookable.filter((row) => row.event.type === 'service').map((row) => row.date.id));
  const days = new Map<string, EventListItem[]>();
  for (const { date, event } of bookable) {
    const day = dayText(date.startAt);
    const list = days.get(day) ?? [];
    list.push({
      title: textOf(event.texts, language).title,
      start_date: dateTimeText(date.startAt),
      end_date: dateTimeText(date.endAt),
      locations: locationsOf(event.locationIds, locations).map(({ location_label }) => ({ location_label })),
      event_date_id: date.id,
      fully_booked: isFullyBooked(date, slots.filter((slot) => slot.eventDateId === date.id), event.type),
      category: event.category,
      e_employee_series_cost: event.seriesCost,
      e_employee_slot_cost: event.slotCost,
      e_employee_pay_currency: event.currency,
    });
    days.set(day, list);
  }
  return [...days].map(([date, events]) => ({ date, events }));
}

type DateInput = { event_date_id?: number | undefined; location_id?: number | undefined; listing_id?: number | undefined };

/**
 * The event pages members have opened, answered from memory while the database sends no news of the client's
 * events, dates, slots, places or offices, and the clock has not passed a time the page shows (a start, an end,
 * a held place's end): the page polls while a payment is confirmed (db/fresh.ts, decision 0450). By member,
 * language and what was asked.
 */
const keptEventPages = perDb(
  (db) => new FreshValues<EventPageReply>(invalidationBusOf(db), [NEWS.events, NEWS.locations], { scope: 'client', weigh: replyWeight, maxWeight: 16_000_000 }),
);

type EventPageReply = JsonReply<{ success: boolean; event_date: EventDate }>;

/** The reply of get-corporate-event: one date of an event as the detail page reads it, with the member's own places on it. */
export async function corporateEventReply(db: Db, member: Member, manifest: Languages, input: DateInput, now: Date): Promise<EventPageReply> {
  const language = await languageOf(db, member, manifest);
  const key = `${member.userId} ${language} ${input.event_date_id ?? ''} ${input.listing_id ?? ''} ${input.location_id ?? ''}`;
  return keptEventPages(db).read(member.clientId, key, now.getTime(), async () => {
    const { value, until } = await getCorporateEvent(db, member, manifest, language, input, now);
    return { value: sharedReply({ success: true, event_date: value }), until };
  });
}

/** One date of an event as the detail page reads it, with the member's own places on it; `until`: see keptEventPages. */
export async function getCorporateEvent(
  db: Db,
  member: Member,
  manifest: Languages,
  language: string,
  input: DateInput,
  now: Date,
): Promise<{ value: EventDate; until: number }> {
  let lapse = await repo.firstOfferLapse(db, member.clientId);
  if (lapse && lapse.getTime() <= now.getTime()) {
    await releaseLapsedOffers(db, member.clientId, manifest, now);
    lapse = await repo.firstOfferLapse(db, member.clientId);
  }
  const found = input.event_date_id !== undefined ? await repo.findDate(db, member.clientId, input.event_date_id) : await findListingDate(db, member, input.listing_id!, input.location_id!, now);
  if (!found) throw new CallError(404, EVENT_NOT_FOUND_MESSAGE);
  const { date, event } = found;
  const [locations, dates, slots, places] = await Promise.all([
    listLocations(db, member.clientId),
    repo.datesOfEvent(db, member.clientId, event.id),
    repo.slotsOfDates(db, member.clientId, [date.id]),
    repo.livePlaces(db, member, [date.id]),
  ]);
  const text = textOf(event.texts, language);
  const registeredSlots = new Set(places.filter((place) => place.status === 'registered' && place.slotId !== null).map((place) => place.slotId));
  const registered = places.some((place) => place.status === 'registered') ? 1 : 0;
  const offer = places.find((place) => place.status === 'offered');
  // The page changes by itself when the clock passes a start or end it shows, or a held place of the client lapses
  // (one that another request is releasing now is not kept at all).
  const times = [...dates.map((row) => row.startAt), ...slots.flatMap((slot) => [slot.startAt, slot.endAt])];
  const until = Math.min(lapse?.getTime() ?? Number.POSITIVE_INFINITY, ...times.flatMap((time) => (time.getTime() > now.getTime() ? [time.getTime()] : [])));
  const value: EventDate = {
    e_id: event.id,
    e_title: text.title,
    e_type: event.type,
    e_is_virtual_event: event.isVirtual ? 1 : 0,
    e_description: text.description,
    e_featured_img: event.featuredImg,
    embed_code: event.embedCode,
    e_locations: locationsOf(event.locationIds, locations),
    e_room_info: text.info ?? null,
    e_service_provider_name: event.serviceProviderName,
    e_external_link: event.externalLink,
    e_employee_pay_flag: event.payFlag ? 1 : 0,
    e_employee_slot_cost: event.slotCost,
    e_employee_series_cost: event.seriesCost,
    e_currency: event.currency,
    b_t_currency: event.currency,
    e_status: date.startAt.getTime() > now.getTime() ? 'active' : 'past',
    e_listing_id: event.id,
    all_locations_for_client: locations.map((row) => ({ location_id: row.id, location_label: row.label })),
    e_dates: dates.map((row) => ({ ed_id: row.id, ed_start_date_time: dateTimeText(row.startAt), ed_end_date_time: dateTimeText(row.endAt) })),
    ed_id: date.id,
    ed_start_date_time: dateTimeText(date.startAt),
    ed_end_date_time: dateTimeText(date.endAt),
    ed_fully_booked: isFullyBooked(date, slots, event.type) ? 1 : 0,
    ed_u_registered: registered,
    ed_user_registered: registered,
    ed_u_on_waiting_list: places.some((place) => place.status === 'waiting') ? 1 : 0,
    ed_u_offered: offer ? 1 : 0,
    ed_u_offered_until: offer?.offeredUntil ? dateTimeText(offer.offeredUntil) : null,
    ed_u_offered_timeslot_id: offer?.slotId ?? null,
    ed_timeslots: slots.map((slot) => ({
      ts_id: slot.id,
      ts_start_date_time: dateTimeText(slot.startAt),
      ts_end_date_time: dateTimeText(slot.endAt),
      ts_fully_booked: slot.booked >= slot.capacity ? 1 : 0,
      ts_time_status: timeStatus(slot.startAt, slot.endAt, now),
      ts_u_registered: registeredSlots.has(slot.id) ? 1 : 0,
    })),
  };
  return { value, until };
}

/** The next date of an event (a listing) at an office, else its latest date there. */
async function findListingDate(db: Db, member: Member, listingId: number, locationId: number, now: Date) {
  const first = (await repo.datesOfEvent(db, member.clientId, listingId))[0];
  if (!first) return undefined;
  const found = await repo.findDate(db, member.clientId, first.id);
  if (!found || !found.event.locationIds.includes(locationId)) return undefined;
  const dates = await repo.datesOfEvent(db, member.clientId, listingId);
  const date = dates.find((row) => row.startAt.getTime() > now.getTime()) ?? dates[dates.length - 1]!;
  return { date, event: found.event };
}

function refuseSeat(reason: repo.SeatRefusal, slot: boolean): never {
  if (reason === 'already') throw new CallError(409, ALREADY_REGISTERED_MESSAGE);
  throw new CallError(409, slot ? SLOT_FULL_MESSAGE : FULLY_BOOKED_MESSAGE);
}

/** Books a date, or every date still ahead of a series (seed 001 section 4), all or none. */
export async function bookDate(db: Db, member: Member, input: { event_date_id: number; all_series: boolean }, now: Date): Promise<void> {
  const found = await repo.findDate(db, member.clientId, input.event_date_id);
  if (!found) throw new CallError(404, EVENT_NOT_FOUND_MESSAGE);
  const { date, event } = found;
  if (event.type === 'service') throw new CallError(400, NEEDS_SLOT_MESSAGE);
  if (date.startAt.getTime() <= now.getTime()) throw new CallError(409, DATE_PAST_MESSAGE);
  if (event.payFlag) throw new CallError(400, PAID_MESSAGE);
  const series = event.type === 'event_series' || input.all_series;
  const dates = series ? (await repo.datesOfEvent(db, member.clientId, event.id)).filter((row) => row.startAt.getTime() > now.getTime()) : [date];
  const taken = await repo.takeSeats(db, member, dates.map((row) => ({ dateId: row.id, slotId: null })));
  if (!taken.ok) refuseSeat(taken.reason, false);
}

/** Books a slot of a service event: not past, not full, not already the member's. */
export async function bookTimeslot(db: Db, member: Member, input: { timeslot_id: number }, now: Date): Promise<void> {
  const found = await repo.findSlot(db, member.clientId, input.timeslot_id);
  if (!found) throw new CallError(404, SLOT_NOT_FOUND_MESSAGE);
  const { slot, date, event } = found;
  if (slot.startAt.getTime() <= now.getTime()) throw new CallError(409, TIME_SLOT_IS_PAST);
  if (event.payFlag) throw new CallError(400, PAID_MESSAGE);
  const taken = await repo.takeSeats(db, member, [{ dateId: date.id, slotId: slot.id }]);
  if (!taken.ok) refuseSeat(taken.reason, true);
}

/** Joins the waiting list of a date that is fully booked and still ahead. */
export async function registerWaitingList(db: Db, member: Member, input: { event_date_id: number }, now: Date): Promise<void> {
  const found = await repo.findDate(db, member.clientId, input.event_date_id);
  if (!found) throw new CallError(404, EVENT_NOT_FOUND_MESSAGE);
  const { date, event } = found;
  if (date.startAt.getTime() <= now.getTime()) throw new CallError(409, DATE_PAST_MESSAGE);
  const slots = await repo.slotsOfDates(db, member.clientId, [date.id]);
  if (!isFullyBooked(date, slots, event.type)) throw new CallError(409, NOT_FULL_MESSAGE);
  const places = await repo.livePlaces(db, member, [date.id]);
  if (places.some((place) => place.status === 'registered')) throw new CallError(409, ALREADY_REGISTERED_MESSAGE);
  if (places.some((place) => place.status === 'offered')) throw new CallError(409, OFFER_HELD_MESSAGE);
  if ((await repo.joinWaitingList(db, member, date.id)) === null) throw new CallError(409, ALREADY_WAITING_MESSAGE);
}

/**
 * Cancels a place by its booking id, or the member's places on a date (all dates of the series with all_series).
 * Freed seats go to the waiting list, whose first member is told.
 */
export async function cancelDateBooking(
  db: Db,
  member: Member,
  manifest: Languages,
  input: { booking_date_id?: number | undefined; event_date_id?: number | undefined; all_series: boolean },
  now: Date,
): Promise<void> {
  await cancelPlacesById(db, member, manifest, await placesToCancel(db, member, input), now);
}

/** Cancels these places of the member (none: not found; none cancellable: started) and tells who moved up. */
export async function cancelPlacesById(db: Db, member: Member, manifest: Languages, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) throw new CallError(404, BOOKING_NOT_FOUND_MESSAGE);
  const { cancelled, promoted } = await repo.cancelPlaces(db, member, ids, now);
  if (cancelled === 0) throw new CallError(409, CANCEL_STARTED_MESSAGE);
  await notifyPromoted(db, member.clientId, manifest, promoted);
}

export async function placesToCancel(
  db: Db,
  member: Member,
  input: { booking_date_id?: number | undefined; event_date_id?: number | undefined; all_series: boolean },
): Promise<number[]> {
  if (input.booking_date_id !== undefined) {
    const own = await repo.memberRegistrations(db, member);
    const place = own.find((row) => row.registration.id === input.booking_date_id && row.registration.status !== 'cancelled');
    return place ? [place.registration.id] : [];
  }
  const found = await repo.findDate(db, member.clientId, input.event_date_id!);
  if (!found) return [];
  const dates = input.all_series ? await repo.datesOfEvent(db, member.clientId, found.event.id) : [found.date];
  const places = await repo.livePlaces(db, member, dates.map((row) => row.id));
  return places.map((place) => place.id);
}

const PROMOTED_TEXT: Record<string, { subject: string; body: string; offeredSubject: string; offeredBody: string }> = {
  en: {
    subject: 'You have a place',
    body: 'A place came free and you have moved up from the waiting list: you are now booked in.',
    offeredSubject: 'A place is held for you',
    offeredBody: `A place came free on the waiting list and is held for you for ${repo.OFFER_HOURS} hours: open the event and pay to book it.`,
  },
  de: {
    subject: 'Sie haben einen Platz',
    body: 'Ein Platz ist frei geworden und Sie sind von der Warteliste nachgerückt: Sie sind jetzt angemeldet.',
    offeredSubject: 'Ein Platz ist für Sie reserviert',
    offeredBody: `Ein Platz ist frei geworden und wird ${repo.OFFER_HOURS} Stunden lang für Sie reserviert: Öffnen Sie die Veranstaltung und bezahlen Sie, um ihn zu buchen.`,
  },
};

/** Lets offers nobody paid for pass on (repo.releaseLapsedOffers) and tells the members who moved up. */
export async function releaseLapsedOffers(db: Db, clientId: string, manifest: Languages, now: Date): Promise<void> {
  await notifyPromoted(db, clientId, manifest, await repo.releaseLapsedOffers(db, clientId, now));
}

/**
 * The job queue's release of one held place when its time runs out (decision 0262 with 0300): in the caller's
 * transaction, the place lapses, its seat passes on as a cancel's would, and whoever moved up is told. Returns why
 * nothing was released: paid or given up meanwhile, released already, or gone with its event.
 */
export async function releaseHeldPlace(
  db: Db,
  clientId: string,
  manifest: Languages,
  placeId: number,
  now: Date,
): Promise<{ released: true; promoted: number } | { released: false; reason: repo.ReleaseRefusal }> {
  const outcome = await repo.releaseOffer(db, clientId, placeId, now);
  if (!outcome.released) return outcome;
  await notifyPromoted(db, clientId, manifest, outcome.promoted);
  return { released: true, promoted: outcome.promoted.length };
}

async function notifyPromoted(db: Db, clientId: string, manifest: Languages, promoted: readonly repo.Promotion[]): Promise<void> {
  const rows = [];
  for (const promotion of promoted) {
    const language = (await memberLanguage(db, { clientId, userId: promotion.userId }, manifest)).shown;
    const text = PROMOTED_TEXT[language] ?? PROMOTED_TEXT.en!;
    rows.push({
      clientId,
      userId: promotion.userId,
      type: 'general',
      subject: promotion.offered ? text.offeredSubject : text.subject,
      body: promotion.offered ? text.offeredBody : text.body,
      event: { actionUrl: { href: `/events/view-event/${promotion.eventDateId}` } },
    });
  }
  await repo.notify(db, rows);
}

function bookingRef(id: number): string {
  return `EV-${String(id).padStart(6, '0')}`;
}

/** The member's bookings, soonest first, by status: cancelled, past once started, else upcoming. */
export async function getBookings(
  db: Db,
  member: Member,
  manifest: Languages,
  input: { status?: EventBooking['time_status'] | undefined; limit: number },
  now: Date,
): Promise<EventBooking[]> {
  const [rows, language, locations] = await Promise.all([repo.memberRegistrations(db, member), languageOf(db, member, manifest), listLocations(db, member.clientId)]);
  const items = rows.map(({ registration, date, slot, event }): EventBooking => {
    const start = slot?.startAt ?? date.startAt;
    const text = textOf(event.texts, language);
    return {
      booking_id: registration.id,
      booking_ref: bookingRef(registration.id),
      title: text.title,
      description: text.description,
      status: registration.status,
      time_status: registration.status === 'cancelled' ? 'cancelled' : start.getTime() <= now.getTime() ? 'past' : 'upcoming',
      timeslot_id: registration.slotId,
      event_date_id: date.id,
      timeslot_start: dateTimeText(start),
      timeslot_end: dateTimeText(slot?.endAt ?? date.endAt),
      // an online event is open at every office: a booking of it names none of them (issue 31 found all four)
      locations: event.isVirtual ? [] : locationsOf(event.locationIds, locations),
      e_room_info: text.info ?? null,
      service_provider_name: event.serviceProviderName,
      e_employee_pay_flag: event.payFlag ? 1 : 0,
      e_employee_slot_cost: event.slotCost,
      b_t_currency: event.currency,
    };
  });
  const chosen = input.status ? items.filter((item) => item.time_status === input.status) : items;
  chosen.sort((a, b) => a.timeslot_start.localeCompare(b.timeslot_start) || a.booking_id - b.booking_id);
  return input.limit === -1 ? chosen : chosen.slice(0, input.limit);
}
