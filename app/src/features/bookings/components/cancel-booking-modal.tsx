import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Appointment } from '@portal/contract/calls/bookings';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';
import { ApiError } from '../../../lib/api';
import { cancelBooking } from '../api/appointments';
import { bookingTitle, fullDate, timeOfDay } from '../utils/format';

interface CancelBookingModalProps {
  readonly booking: Appointment | null;
  readonly onClose: () => void;
  /** after a successful cancel; the caller refreshes the bookings */
  readonly onCancelled: (booking: Appointment) => Promise<unknown> | void;
}

/** Asks before cancelling, then cancels through the call the booking's type needs. */
export function CancelBookingModal({ booking, onClose, onCancelled }: CancelBookingModalProps) {
  const { i18n, t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const locale = i18n.locale || 'en';

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!booking) return;
    setError(null);
    try {
      await cancelBooking(booking);
      await onCancelled(booking);
      close();
    } catch (failure) {
      if (failure instanceof ApiError && failure.isSessionError) return;
      setError(failure instanceof ApiError ? failure.err : t`The booking could not be cancelled. Please try again.`);
    }
  };

  const title = booking ? bookingTitle(booking, (descriptor) => i18n._(descriptor)) : '';
  const when = booking
    ? `${fullDate(booking.startTime, locale)}, ${timeOfDay(booking.startTime, locale)}`
    : '';

  return (
    <Modal
      open={booking !== null}
      onClose={close}
      role="alertdialog"
      size="sm"
      title={t`Cancel this booking?`}
      description={t`${title} on ${when} will be cancelled. This cannot be undone.`}
      closeLabel={t`Close`}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Keep booking</Trans>
          </Button>
          <Button variant="danger" onClick={confirm} loadingLabel={t`Cancelling`}>
            <Trans>Yes, cancel booking</Trans>
          </Button>
        </>
      }
    >
      {error ? (
        <Banner tone="danger" toneLabel={t`Error:`}>
          {error}
        </Banner>
      ) : null}
    </Modal>
  );
}
