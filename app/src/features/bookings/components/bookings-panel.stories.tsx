import type { Meta, StoryObj } from '@storybook/react-vite';
import { getAppointments, type Appointment } from '@portal/contract/calls/bookings';
import { AppDecorator, answer, exampleReply } from '../../../../../.storybook/app-decorator';
import { BookingCard } from './booking-card';
import { BookingsPanel } from './bookings-panel';

const example = exampleReply(getAppointments);
const [video, event] = example.appointments as [Appointment, Appointment];
// The visual tests fix the clock at 1 March 2026 09:00, a day before the example's sessions.
const storyNow = Date.parse('2026-03-01T09:00:00Z');
const appointments: Appointment[] = [
  video,
  event,
  { ...video, appointmentId: 'a0B5g00000XyZ2', appointmentType: 'Audio', startTime: '2026-02-10 14:00:00', endTime: '2026-02-10 14:50:00' },
  { ...video, appointmentId: 'a0B5g00000XyZ3', startTime: '2026-02-03 09:30:00', endTime: '2026-02-03 10:20:00', clinician: { ...video.clinician, name: 'Dr Helen Okafor' } },
];

const meta = {
  title: 'App/Bookings/Bookings panel',
  component: BookingsPanel,
  tags: ['app'],
  decorators: [AppDecorator],
  parameters: { app: { answers: [answer(getAppointments, {}, { ...example, appointments })] } },
  args: { onNavigate: () => {} },
  // as wide as the top bar's drawer, where the shell shows it (App/Shell/Panels)
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <BookingsPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof BookingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {};

export const NoBookings: Story = {
  parameters: { app: { answers: [answer(getAppointments, {}, { ...example, appointments: [] })] } },
};

/** Nobody answers: the panel's loading state. */
export const Loading: Story = { parameters: { app: { answers: [] } } };

/** The booking cards on their own: a video session, a face-to-face event and a past session. */
export const Cards: StoryObj<typeof BookingCard> = {
  render: () => (
    <ul style={{ display: 'grid', gap: 16, maxWidth: 480, padding: 16, margin: 0, listStyle: 'none' }}>
      {appointments.slice(0, 3).map((booking) => (
        <li key={booking.appointmentId}>
          <BookingCard booking={booking} now={storyNow} onCancel={() => {}} onLocation={() => {}} />
        </li>
      ))}
    </ul>
  ),
};
