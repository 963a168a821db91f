import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EventDate } from '@portal/contract/calls/events';
import { AppDecorator } from '../../../../../.storybook/app-decorator';
import { BookingBox } from './booking-box';

const FUTURE = '2099-03-14 09:30:00';
const END = '2099-03-14 10:30:00';

const paid: EventDate = {
  e_id: 1,
  e_title: 'Personal nutrition consultation (paid)',
  e_type: 'event',
  e_is_virtual_event: 0,
  e_description: 'A one-to-one consultation with a registered nutritionist.',
  e_locations: [{ location_id: 1, location_label: 'London – Harbour House' }],
  e_employee_pay_flag: 1,
  e_employee_slot_cost: 1800,
  e_currency: 'gbp',
  e_status: 'active',
  e_listing_id: 1,
  all_locations_for_client: [],
  e_dates: [],
  ed_id: 5,
  ed_start_date_time: FUTURE,
  ed_end_date_time: END,
  ed_fully_booked: 1,
  ed_u_registered: 0,
  ed_u_on_waiting_list: 0,
  ed_timeslots: [],
};

const meta = {
  title: 'App/Events/Booking box',
  component: BookingBox,
  tags: ['app'],
  decorators: [AppDecorator],
  args: { event: paid, onChanged: async () => {}, now: new Date('2099-03-13T09:00:00Z'), goTo: () => {} },
} satisfies Meta<typeof BookingBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full paid date: the waiting list. */
export const FullyBooked: Story = {};

/** On the waiting list. */
export const OnWaitingList: Story = { args: { event: { ...paid, ed_u_on_waiting_list: 1 } } };

/** A freed seat held for the member until they pay (decision 0262). */
export const PlaceHeld: Story = { args: { event: { ...paid, ed_u_offered: 1, ed_u_offered_until: '2099-03-14 08:00:00' } } };

/** A past date: No longer available. */
export const Past: Story = { args: { now: new Date('2099-03-15T09:00:00Z') } };
