import { EVENTS_DAYS_LIMIT, TIME_SLOT_IS_PAST, type EventBooking, type EventDate, type EventListItem } from '@portal/contract/calls/events';
import type { Manifest } from '@portal/manifest/schema';
import { isHiddenStatus, type ListedBooking, listTimeslotBookings } from '../bookings/public';
import { memberLanguage } from '../core/member-settings';
import { translated } from '../core/translated';
import { CallError, replyWeight, sharedReply, type Db, type JsonReply, type Member } from '../core/types';
import { corporateEventDates, corporateEventRegistrations, corporateEvents, corporateEventSlots, officeLocations } from '../db/schema';
import { keptView } from '../db/news/kept-view';
import { listLocations, type LocationRow } from '../locations/public';
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

/**
 * The date and its slots as the job queue's release of their lapsed held places will leave them (decision 0471):
 * each such seat passes to a member waiting on the date or, with nobody left waiting, is free again. Reads show
 * that, and leave the release itself (a write, with its notices) to the job queue and to checkouts.
 */
export function afterLapses(date: repo.DateRow, slots: readonly repo.SlotRow[], lapsed: readonly repo.LapsedSeats[]): { date: repo.DateRow; slots: repo.SlotRow[] } {
  const own = lapsed.filter((row) => row.eventDateId === date.id);
  if (own.length === 0) return { date, slots: [...slots] };
  let waiting = own[0]!.waiting;
  const freed = (count: number) => {
    const passed = Math.min(waiting, count);
    waiting -= passed;
    return count - passed;
  };
  const onDate = own.find((row) => row.slotId === null)?.lapsed ?? 0;
  const adjusted = { ...date, booked: Math.max(0, date.booked - freed(onDate)) };
  const adjustedSlots = slots.map((slot) => {
    const count = own.find((row) => row.slotId === slot.id)?.lapsed ?? 0;
    return count === 0 ? slot : { ...slot, booked: Math.max(0, slot.booked - freed(count)) };
  });
  return { date: adjusted, slots: adjustedSlots };
}

/** The member's places left after the job queue releases lapsed ones: a held place whose time ran out is not theirs. */
function unlapsed(places: readonly repo.RegistrationRow[], now: Date): repo.RegistrationRow[] {
  return places.filter((place) => !(place.status === 'offered' && (!place.offeredUntil || place.offeredUntil.getTime() <= now.getTime())));
}

/** Whether some held place of the client ran out and awaits its release: only then do reads look at lapsed seats. */
function lapsing(lapse: Date | null, now: Date): boolean {
  return lapse !== null && lapse.getTime() <= now.getTime();
}

function locationsOf(ids: readonly number[], all: readonly LocationRow[]): { location_id: number; location_label: string }[] {
  return all.filter((row) => ids.includes(row.id)).map((row) => ({ location_id: row.id, location_label: row.label }));
}

async function languageOf(db: Db, member: Member, manifest: Pick<Manifest, 'languages' | 'defaultLanguage'>): Promise<string> {
  return (await memberLanguage(db, member, manifest)).shown;
}

/** What the events reads need of the client: its languages, and the currency it bills every price in. */
type Languages = Pick<Manifest, 'languages' | 'defaultLanguage' | 'currency'>;

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
  const [rows, language, locations, lapse] = await Promise.all([
    repo.listDates(db, member.clientId, from, to),
    languageOf(db, member, manifest),
    listLocations(db, member.clientId),
    repo.firstOfferLapse(db, member.clientId),
  ]);
  const bookable = rows.filter((row) => row.event.type !== 'webinar');
  const [slots, lapsed] = await Promise.all([
    repo.slotsOfDates(db, member.clientId, bookable.filter((row) => row.event.type === 'service').map((row) => row.date.id)),
    lapsing(lapse, now) ? repo.lapsedSeats(db, member.clientId, bookable.map((row) => row.date.id), now) : [],
  ]);
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
      fully_booked: fullyBookedAfterLapses(date, slots.filter((slot) => slot.eventDateId === date.id), event.type, lapsed),
      category: event.category,
      e_employee_series_cost: event.seriesCost,
      e_employee_slot_cost: event.slotCost,
      e_employee_pay_currency: event.payFlag ? manifest.currency : null,
    });
    days.set(day, list);
  }
  return [...days].map(([date, events]) => ({ date, events }));
}

function fullyBookedAfterLapses(date: repo.DateRow, slots: readonly repo.SlotRow[], type: string, lapsed: readonly repo.LapsedSeats[]): boolean {
  const after = afterLapses(date, slots, lapsed);
  return isFullyBooked(after.date, after.slots, type);
}

type DateInput = { event_date_id?: number | undefined; location_id?: number | undefined; listing_id?: number | undefined };

/**
 * The event pages members have opened, answered from memory while the database sends no news of the client's
 * events, dates, slots, places or offices, and the clock has not passed a time the page shows (a start, an end,
 * a held place's end): the page polls while a payment is confirmed (db/news, decision 0450). By member,
 * language and what was asked.
 */
const keptEventPages = keptView<EventPageReply>({
  name: 'event page',
  reads: [corporateEvents, corporateEventDates, corporateEventSlots, corporateEventRegistrations, officeLocations],
  scope: 'client',
  weigh: replyWeight,
  maxWeight: 16_000_000,
});

type EventPageReply = JsonReply<{ success: boolean; event_date: EventDate }>;

/** The reply of get-corporate-event: one date of an event as the detail page reads it, with the member's own places on it. */
export async function corporateEventReply(db: Db, member: Member, manifest: Languages, input: DateInput, now: Date): Promise<EventPageReply> {
  const language = await languageOf(db, member, manifest);
  const key = `${member.userId} ${language} ${input.event_date_id ?? ''} ${input.listing_id ?? ''} ${input.location_id ?? ''}`;
  return keptEventPages.read(db, member.clientId, key, now.getTime(), async () => {
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
  // Held places whose time ran out are released by the job queue (decision 0471): until it has, this read shows
  // them as the release will leave them, and writes nothing.
  const lapse = await repo.firstOfferLapse(db, member.clientId);
  const found = input.event_date_id !== undefined ? await repo.findDate(db, member.clientId, input.event_date_id) : await findListingDate(db, member, input.listing_id!, input.location_id!, now);
  if (!found) throw new CallError(404, EVENT_NOT_FOUND_MESSAGE);
  const { event } = found;
  const ran = lapsing(lapse, now);
  const [locations, dates, dateSlots, livePlaces, lapsed, nextLapse] = await Promise.all([
    listLocations(db, member.clientId),
    repo.datesOfEvent(db, member.clientId, event.id),
    repo.slotsOfDates(db, member.clientId, [found.date.id]),
    repo.livePlaces(db, member, [found.date.id]),
    ran ? repo.lapsedSeats(db, member.clientId, [found.date.id], now) : [],
    ran ? repo.nextOfferLapse(db, member.clientId, now) : lapse,
  ]);
  const { date, slots } = afterLapses(found.date, dateSlots, lapsed);
  const places = unlapsed(livePlaces, now);
  const text = textOf(event.texts, language);
  const registeredSlots = new Set(places.filter((place) => place.status === 'registered' && place.slotId !== null).map((place) => place.slotId));
  const registered = places.some((place) => place.status === 'registered') ? 1 : 0;
  const offer = places.find((place) => place.status === 'offered');
  // The page changes by itself when the clock passes a start or end it shows, or the next held place of the client
  // runs out; the job queue's release of a lapsed one is a write, whose news drops the kept page.
  const times = [...dates.map((row) => row.startAt), ...slots.flatMap((slot) => [slot.startAt, slot.endAt])];
  const until = Math.min(nextLapse?.getTime() ?? Number.POSITIVE_INFINITY, ...times.flatMap((time) => (time.getTime() > now.getTime() ? [time.getTime()] : [])));
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
    e_currency: event.payFlag ? manifest.currency : null,
    b_t_currency: event.payFlag ? manifest.currency : null,
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

/**
 * Joins the waiting list of a date that is fully booked and still ahead. Held places whose time ran out are
 * released first, as a checkout does (a write may; decision 0471): the member's own lapsed place is no longer held.
 */
export async function registerWaitingList(db: Db, member: Member, manifest: Languages, input: { event_date_id: number }, now: Date): Promise<void> {
  await releaseLapsedOffers(db, member.clientId, manifest, now);
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

/**
 * A booking of an event timeslot from the bookings store, as My bookings lists it: by its id negated, which no
 * registration has, with its timeslot (the browser cancels it with events/cancel-timeslot-booking) and no date of
 * this area's (event_date_id 0).
 */
function timeslotBookingItem(row: ListedBooking, language: string, now: Date): EventBooking {
  const words = row.details.translations?.[language];
  const title = translated({ title: row.details.event_title ?? '', provider: row.clinicianName ?? '' }, words ? { [language]: { title: words.event_title || undefined, provider: words.clinician_name || undefined } } : {}, language);
  const cancelled = isHiddenStatus(row.status);
  return {
    booking_id: -row.id,
    booking_ref: `BK-${String(row.id).padStart(6, '0')}`,
    title: title.title,
    description: '',
    status: cancelled ? 'cancelled' : 'registered',
    time_status: cancelled ? 'cancelled' : row.startAt.getTime() <= now.getTime() ? 'past' : 'upcoming',
    timeslot_id: row.timeslotId,
    event_date_id: 0,
    timeslot_start: dateTimeText(row.startAt),
    timeslot_end: dateTimeText(row.endAt),
    locations: (row.details.locations ?? []).map((label) => ({ location_id: 0, location_label: label })),
    e_room_info: null,
    service_provider_name: title.provider || null,
    e_employee_pay_flag: 0,
    e_employee_slot_cost: null,
    b_t_currency: null,
  };
}

/** The member's bookings, soonest first, by status: cancelled, past once started, else upcoming. */
export async function getBookings(
  db: Db,
  member: Member,
  manifest: Languages,
  input: { status?: EventBooking['time_status'] | undefined; limit: number },
  now: Date,
): Promise<EventBooking[]> {
  const [rows, language, locations, timeslotBookings] = await Promise.all([
    repo.memberRegistrations(db, member),
    languageOf(db, member, manifest),
    listLocations(db, member.clientId),
    listTimeslotBookings(db, member),
  ]);
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
      // an online event is offered at every office, but takes place at none of them
      locations: event.isVirtual ? [] : locationsOf(event.locationIds, locations),
      e_room_info: text.info ?? null,
      service_provider_name: event.serviceProviderName,
      e_employee_pay_flag: event.payFlag ? 1 : 0,
      e_employee_slot_cost: event.slotCost,
      b_t_currency: event.payFlag ? manifest.currency : null,
    };
  });
  // the event timeslots booked in the bookings store, so this list and the bookings panel show the same bookings
  for (const row of timeslotBookings) items.push(timeslotBookingItem(row, language, now));
  const chosen = input.status ? items.filter((item) => item.time_status === input.status) : items;
  chosen.sort((a, b) => a.timeslot_start.localeCompare(b.timeslot_start) || a.booking_id - b.booking_id);
  return input.limit === -1 ? chosen : chosen.slice(0, input.limit);
}
