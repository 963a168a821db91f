import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import type { Appointment } from '@portal/contract/calls/bookings';
import { EmptyState } from '@portal/ui/empty-state';
import { Tabs } from '@portal/ui/tabs';
import { List, ListSkeleton, LoadError } from '../../../components/panel-states';
import { openPanelAtom } from '../../../state/panels';
import { useAppointments } from '../api/appointments';
import { bookingDialogAtom } from '../state/booking-dialog';
import { splitBookings } from '../utils/bookings';
import { BookingCard } from './booking-card';

/** Seed 000 section 2: Upcoming and Past bookings with Join, Location and Cancel. */
export function BookingsPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useAppointments();
  const [tab, setTab] = useState('upcoming');
  const setDialog = useSetAtom(bookingDialogAtom);
  const setPanel = useSetAtom(openPanelAtom);
  const openDialog = (kind: 'cancel' | 'location') => (booking: Appointment) => {
    setPanel(null);
    setDialog({ kind, booking });
  };
  const now = Date.now();

  const list = (kind: 'upcoming' | 'past') => {
    if (isLoading && !data) return <ListSkeleton label={t`Loading your bookings`} />;
    if (error && !data) return <LoadError message={t`Your bookings could not be loaded.`} onRetry={() => mutate()} />;
    const split = splitBookings(data?.appointments ?? [], now);
    const bookings = split[kind];
    if (bookings.length === 0) {
      return (
        <EmptyState
          icon="calendar"
          title={kind === 'upcoming' ? t`You don't have any upcoming sessions booked.` : t`You don't have any past sessions.`}
        />
      );
    }
    return (
      <List>
        {bookings.map((booking) => (
          <li key={`${booking.appointmentType}-${booking.appointmentId}`}>
            <BookingCard
              booking={booking}
              now={now}
              onCancel={kind === 'upcoming' ? openDialog('cancel') : undefined}
              onLocation={openDialog('location')}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </List>
    );
  };

  return (
    <Tabs
        label={t`Bookings`}
        fitted
        selectedId={tab}
        onChange={setTab}
        items={[
          { id: 'upcoming', label: t`Upcoming`, panel: list('upcoming') },
          { id: 'past', label: t`Past`, panel: list('past') },
        ]}
    />
  );
}
