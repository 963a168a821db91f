import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookEventDate, bookTimeslot, cancelDateBooking, getEventBookings, getStripeSessionByDate, getStripeSessionBySlot, type EventBooking, type EventDate } from '@portal/contract/calls/events';
import { answer, mockCalls } from '../../../test/mock-calls';
import { renderFeature } from '../../../test/render-feature';
import { BookingBox } from './booking-box';
import { MyBookings } from './my-bookings';

afterEach(() => vi.unstubAllGlobals());

const FUTURE = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
const LATER = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

function booking(overrides: Partial<EventBooking>): EventBooking {
  return {
    booking_id: 1,
    booking_ref: 'EV-000001',
    title: 'Lunchtime yoga',
    description: 'Stretch',
    status: 'registered',
    time_status: 'upcoming',
    timeslot_id: null,
    event_date_id: 1,
    timeslot_start: FUTURE,
    timeslot_end: LATER,
    locations: [{ location_id: 1, location_label: 'Leeds – Dock Street' }],
    e_employee_pay_flag: 0,
    ...overrides,
  };
}

const ITEMS = [
  booking({ booking_id: 1, title: 'Lunchtime yoga' }),
  booking({ booking_id: 2, title: 'Chair massage', booking_ref: 'EV-000002' }),
  booking({ booking_id: 3, title: 'Winter fair', time_status: 'past' }),
];

describe('my bookings', () => {
  it('searches titles without regard to case, filters by status and shows the status text', async () => {
    mockCalls([answer(getEventBookings, { success: true, items: ITEMS })]);
    renderFeature(<MyBookings />);
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Confirmed')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Search bookings'), { target: { value: 'MASSAGE' } });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Chair massage' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search bookings'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Past' }));
    expect(await screen.findByRole('heading', { name: 'Winter fair' })).toBeInTheDocument();
    expect(screen.getAllByText('Event passed').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelled' }));
    expect(await screen.findByText('You have no cancelled bookings.')).toBeInTheDocument();
  }, 30_000);

  it('cancels and says so; a failure shows the spec message', async () => {
    let fail = false;
    const api = mockCalls([
      answer(getEventBookings, { success: true, items: ITEMS }),
      answer(cancelDateBooking, () => (fail ? { status: 500, body: { success: false, err: 'boom' } } : { success: true, message: 'Your booking has been cancelled.' })),
    ]);
    renderFeature(<MyBookings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    // nothing is cancelled until the member says so; Keep booking changes nothing
    const question = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(question).toHaveTextContent('will be cancelled. This cannot be undone.');
    expect(within(question).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    fireEvent.click(within(question).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.bodiesOf(cancelDateBooking)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Your booking has been cancelled.');
    expect(api.bodiesOf(cancelDateBooking)).toEqual([{ booking_date_id: 1 }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Oops, something went wrong. Please try again later.');
  }, 30_000);
});

function service(): EventDate {
  return {
    e_id: 1,
    e_title: 'Health MOT',
    e_type: 'service',
    e_is_virtual_event: 0,
    e_description: 'Check',
    e_locations: [],
    e_employee_pay_flag: 0,
    e_status: 'active',
    e_listing_id: 1,
    all_locations_for_client: [],
    e_dates: [],
    ed_id: 5,
    ed_start_date_time: FUTURE,
    ed_end_date_time: LATER,
    ed_fully_booked: 0,
    ed_u_registered: 0,
    ed_u_on_waiting_list: 0,
    ed_timeslots: [{ ts_id: 9, ts_start_date_time: FUTURE, ts_end_date_time: LATER, ts_fully_booked: 0, ts_time_status: 'upcoming', ts_u_registered: 0 }],
  };
}

describe('booking a time slot', () => {
  it('asks for a slot first, then books it; a past slot reads as expired', async () => {
    const api = mockCalls([answer(bookTimeslot, { status: 409, body: { success: false, err: 'Time slot is past' } })]);
    const onChanged = vi.fn(async () => {});
    renderFeature(<BookingBox event={service()} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book time slot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a time slot.');
    expect(api.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio'));
    fireEvent.click(screen.getByRole('button', { name: 'Book time slot' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The selected time slot has expired.'));
    expect(api.bodiesOf(bookTimeslot)).toEqual([{ timeslot_id: 9, all_series: false }]);
    expect(onChanged).not.toHaveBeenCalled();
  }, 30_000);

  it('shows the waiting list for a full date and No longer available for a past one', () => {
    mockCalls([]);
    const full = { ...service(), e_type: 'event' as const, ed_fully_booked: 1 as const, ed_timeslots: [] };
    const view = renderFeature(<BookingBox event={full} onChanged={async () => {}} />);
    expect(screen.getByRole('button', { name: 'Join waiting list' })).toBeInTheDocument();
    view.unmount();
    renderFeature(<BookingBox event={{ ...full, ed_start_date_time: '2020-01-01 10:00:00' }} onChanged={async () => {}} />);
    expect(screen.getByText('No longer available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();
  });
});

describe('paying for an event', () => {
  const paidEvent = (): EventDate => ({
    ...service(),
    e_title: 'First aid essentials (paid)',
    e_type: 'event',
    e_employee_pay_flag: 1,
    e_employee_slot_cost: 2500,
    e_currency: 'eur',
    ed_timeslots: [],
  });

  it('shows the price in the client currency and goes to the checkout the server opened, booking nothing itself', async () => {
    const api = mockCalls([answer(getStripeSessionByDate, { success: true, session: { id: 'cs_local_x', url: 'http://harbour.localhost/payments/checkout/cs_local_x' } })]);
    const goTo = vi.fn();
    renderFeature(<BookingBox event={paidEvent()} onChanged={async () => {}} goTo={goTo} />);
    expect(screen.getByText('Price: €25.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay and book' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://harbour.localhost/payments/checkout/cs_local_x'));
    expect(api.bodiesOf(getStripeSessionByDate)).toEqual([{ event_date_id: 5, all_series: false, referrer: window.location.pathname }]);
    expect(api.bodiesOf(bookEventDate)).toEqual([]);
  }, 30_000);

  it("shows the client's pounds whatever the event row says, and says that refunds take up to 10 working days on cancel", async () => {
    mockCalls([answer(cancelDateBooking, { success: true, message: 'Your booking has been cancelled. Refunds take up to 10 working days.' })]);
    renderFeature(<BookingBox event={{ ...paidEvent(), e_currency: 'eur', ed_u_registered: 1 }} onChanged={async () => {}} />, { manifest: { currency: 'gbp' } });
    expect(screen.getByText('Price: £25.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Cancel this booking?' })).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your booking has been cancelled. Refunds take up to 10 working days.');
  }, 30_000);

  it('offers a seat held from the waiting list: pay for that date or slot, or give it up', async () => {
    const api = mockCalls([
      answer(getStripeSessionBySlot, { success: true, session: { id: 'cs_local_y', url: 'http://harbour.localhost/payments/checkout/cs_local_y' } }),
      answer(cancelDateBooking, { success: true, message: 'Your booking has been cancelled.' }),
    ]);
    const goTo = vi.fn();
    const held = { ...paidEvent(), e_type: 'service' as const, ed_fully_booked: 1 as const, ed_u_offered: 1 as const, ed_u_offered_until: FUTURE, ed_u_offered_timeslot_id: 9 };
    renderFeature(<BookingBox event={held} onChanged={async () => {}} goTo={goTo} />);
    expect(screen.getByText('A place is held for you')).toBeInTheDocument();
    expect(screen.getByText(/A place came free on the waiting list\. Pay for it by/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join waiting list' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay and book' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://harbour.localhost/payments/checkout/cs_local_y'));
    expect(api.bodiesOf(getStripeSessionBySlot)).toEqual([{ timeslot_id: 9, all_series: false, referrer: window.location.pathname }]);
    fireEvent.click(screen.getByRole('button', { name: 'Give up the place' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Give up this place?' })).getByRole('button', { name: 'Yes, give up the place' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have given up the place.');
    expect(api.bodiesOf(cancelDateBooking)).toEqual([{ event_date_id: 5, all_series: false }]);
  }, 30_000);
});
