import { describe, expect, it } from 'vitest';
import type { EventBooking, EventDate, EventListItem } from '@portal/contract/calls/events';
import { icsFileName, icsOf } from './calendar';
import { DAYS_PER_PAGE, atLocation, bookingAction, inMemberDays, openSlots, pageCount, pageOf, priceText, visibleBookings } from './events';

const NOW = new Date('2026-03-10T09:00:00Z');

function item(title: string, labels: string[]): EventListItem {
  return { title, start_date: '2026-03-11 10:00:00', end_date: '2026-03-11 11:00:00', locations: labels.map((location_label) => ({ location_label })), event_date_id: 1, fully_booked: false };
}

function booking(overrides: Partial<EventBooking>): EventBooking {
  return {
    booking_id: 1,
    booking_ref: 'EV-000001',
    title: 'Yoga',
    description: '',
    status: 'registered',
    time_status: 'upcoming',
    timeslot_id: null,
    event_date_id: 1,
    timeslot_start: '2026-03-12 10:00:00',
    timeslot_end: '2026-03-12 11:00:00',
    locations: [],
    e_employee_pay_flag: 0,
    ...overrides,
  };
}

function eventDate(overrides: Partial<EventDate>): EventDate {
  return {
    e_id: 1,
    e_title: 'Talk',
    e_type: 'event',
    e_is_virtual_event: 0,
    e_description: '',
    e_locations: [],
    e_employee_pay_flag: 0,
    e_status: 'active',
    e_listing_id: 1,
    all_locations_for_client: [],
    e_dates: [],
    ed_id: 5,
    ed_start_date_time: '2026-03-11 10:00:00',
    ed_end_date_time: '2026-03-11 11:00:00',
    ed_fully_booked: 0,
    ed_u_registered: 0,
    ed_u_on_waiting_list: 0,
    ed_timeslots: [],
    ...overrides,
  };
}

describe('available events', () => {
  const days = Array.from({ length: 12 }, (_, i) => ({
    date: `2026-03-${String(11 + i).padStart(2, '0')}`,
    events: [item(`E${i}`, i % 2 ? ['Leeds'] : ['London', 'Leeds'])],
  }));

  it('pages five days at a time', () => {
    expect(DAYS_PER_PAGE).toBe(5);
    expect(pageCount(days)).toBe(3);
    expect(pageOf(days, 1).map((d) => d.date)).toEqual(days.slice(0, 5).map((d) => d.date));
    expect(pageOf(days, 3)).toHaveLength(2);
    expect(pageCount([])).toBe(1);
  });

  it("lists each event under the member's own day, not the server's UTC one (decision 0750)", () => {
    const late = { ...item('Late', ['London']), start_date: '2026-03-11 15:00:00', end_date: '2026-03-11 16:00:00' };
    const early = { ...item('Early', ['London']), start_date: '2026-03-11 09:00:00', end_date: '2026-03-11 10:00:00' };
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Tokyo';
      expect(inMemberDays([{ date: '2026-03-11', events: [early, late] }])).toEqual([
        { date: '2026-03-11', events: [early] },
        { date: '2026-03-12', events: [late] },
      ]);
      process.env.TZ = 'Europe/London';
      expect(inMemberDays([{ date: '2026-03-11', events: [early, late] }])).toEqual([{ date: '2026-03-11', events: [early, late] }]);
    } finally {
      process.env.TZ = zone;
    }
  });

  it('filters by office label, dropping days left empty; no label keeps all', () => {
    expect(atLocation(days, 'London')).toHaveLength(6);
    expect(atLocation(days, 'Leeds')).toHaveLength(12);
    expect(atLocation(days, 'Paris')).toEqual([]);
    expect(atLocation(days, '')).toHaveLength(12);
  });
});

describe('my bookings', () => {
  const items = [
    booking({ booking_id: 3, title: 'Chair MASSAGE', timeslot_start: '2026-03-14 10:00:00' }),
    booking({ booking_id: 1, title: 'Yoga', timeslot_start: '2026-03-12 10:00:00' }),
    booking({ booking_id: 2, title: 'Massage', time_status: 'cancelled', status: 'cancelled' }),
    booking({ booking_id: 4, title: 'Fair', time_status: 'past' }),
  ];

  it('keeps one status, sorted by start ascending, with a case-insensitive title search', () => {
    expect(visibleBookings(items, 'upcoming', '').map((b) => b.booking_id)).toEqual([1, 3]);
    expect(visibleBookings(items, 'upcoming', 'massage').map((b) => b.booking_id)).toEqual([3]);
    expect(visibleBookings(items, 'cancelled', 'MASS').map((b) => b.booking_id)).toEqual([2]);
    expect(visibleBookings(items, 'past', 'yoga')).toEqual([]);
  });

  it('writes the client currency as the member language writes money', () => {
    expect(priceText(2500, 'eur', 'en')).toBe('€25.00');
    expect(priceText(1999, 'gbp', 'en')).toBe('£19.99');
    expect(priceText(1800, 'eur', 'de').replace(/\s/g, ' ')).toBe('18,00 €');
  });
});

describe('the booking button (seed 001 section 4)', () => {
  it('says no longer available for a past date, whatever else is true', () => {
    expect(bookingAction(eventDate({ ed_start_date_time: '2026-03-10 08:59:00', ed_u_registered: 1 }), NOW).kind).toBe('past');
  });

  it('offers cancel when registered, the waiting list when full, and shows the waiting state', () => {
    expect(bookingAction(eventDate({ ed_u_registered: 1 }), NOW).kind).toBe('cancel');
    expect(bookingAction(eventDate({ ed_fully_booked: 1 }), NOW).kind).toBe('join-waiting-list');
    expect(bookingAction(eventDate({ ed_fully_booked: 1, ed_u_on_waiting_list: 1 }), NOW).kind).toBe('waiting');
    expect(bookingAction(eventDate({}), NOW).kind).toBe('book');
  });

  it('offers a service only its free, future slots the member does not hold', () => {
    const slot = (ts_id: number, start: string, extra: Partial<EventDate['ed_timeslots'][number]> = {}) => ({
      ts_id,
      ts_start_date_time: start,
      ts_fully_booked: 0 as const,
      ts_time_status: 'upcoming',
      ts_u_registered: 0 as const,
      ...extra,
    });
    const service = eventDate({
      e_type: 'service',
      ed_timeslots: [
        slot(1, '2026-03-11 10:00:00'),
        slot(2, '2026-03-11 10:20:00', { ts_fully_booked: 1 }),
        slot(3, '2026-03-11 10:40:00', { ts_u_registered: 1 }),
        slot(4, '2026-03-10 08:00:00', { ts_time_status: 'past' }),
      ],
    });
    expect(openSlots(service, NOW).map((s) => s.ts_id)).toEqual([1]);
    const action = bookingAction(service, NOW);
    expect(action.kind).toBe('choose-slot');
  });
});

describe('add to calendar', () => {
  it('writes an .ics event in UTC with title, times and place', () => {
    const ics = icsOf({ uid: 'x@events', title: 'Yoga', start: '2026-03-12 10:00:00', end: '2026-03-12 11:30:00', location: 'Leeds – Dock Street' })!;
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Yoga');
    expect(ics).toContain('DTSTART:20260312T100000Z');
    expect(ics).toContain('DTEND:20260312T113000Z');
    expect(ics).toContain('LOCATION:Leeds – Dock Street');
    expect(icsFileName('Chair massage: morning!')).toBe('Chair-massage-morning.ics');
  });
});

describe('the month calendar', async () => {
  const { monthWeeks, shiftMonth } = await import('./calendar-grid');
  it('shows business days only, weeks starting on Monday', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday
    const weeks = monthWeeks(2026, 2);
    expect(weeks[0]).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(22);
    // April 2026 starts on a Wednesday
    expect(monthWeeks(2026, 3)[0]).toEqual([null, null, '2026-04-01', '2026-04-02', '2026-04-03']);
    expect(shiftMonth(2026, 11, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth(2026, 0, -1)).toEqual({ year: 2025, month: 11 });
  });
});
