import { useAtom, useSetAtom } from 'jotai';
import { useRevalidateAppointments } from '../api/appointments';
import { openPanelAtom } from '../../../state/panels';
import { bookingDialogAtom } from '../state/booking-dialog';
import { CancelBookingModal } from './cancel-booking-modal';
import { LocationModal } from './location-modal';

/** The cancel confirmation and the location modal; closing either returns to the bookings panel. */
export function BookingDialogs() {
  const [dialog, setDialog] = useAtom(bookingDialogAtom);
  const setPanel = useSetAtom(openPanelAtom);
  const revalidateAppointments = useRevalidateAppointments();
  const back = () => {
    setDialog(null);
    setPanel('bookings');
  };
  return (
    <>
      <CancelBookingModal
        booking={dialog?.kind === 'cancel' ? dialog.booking : null}
        onClose={back}
        onCancelled={() => revalidateAppointments()}
      />
      <LocationModal booking={dialog?.kind === 'location' ? dialog.booking : null} onClose={back} />
    </>
  );
}
