import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { Button } from '@portal/ui/button';
import { Skeleton } from '@portal/ui/skeleton';
import { Actions, Section } from '../../../components/detail-section';
import { LoadError } from '../../../components/panel-states';
import { useAppointments } from '../api/appointments';
import { bookingDialogAtom } from '../state/booking-dialog';
import { canCancelBooking, isShownBooking } from '../utils/bookings';
import { bookingTitle, fullDate, timeOfDay } from '../utils/format';
import { MapPreview } from './location-modal';

/** A face-to-face session of the member's bookings, with its address, map and Cancel. */
export function FaceToFaceSession({ sessionId }: { sessionId: string }) {
  const { i18n, t } = useLingui();
  const { data, error, isLoading, mutate } = useAppointments();
  const openDialog = useSetAtom(bookingDialogAtom);
  const locale = i18n.locale || 'en';

  if (isLoading && !data) return <Skeleton height={320} />;
  if (error && !data) return <LoadError message={t`The session could not be loaded.`} onRetry={() => mutate()} />;
  const booking = data?.appointments.find(
    (candidate) =>
      String(candidate.appointmentId) === sessionId &&
      candidate.appointmentType === 'face_to_face' &&
      isShownBooking(candidate),
  );
  if (!booking) {
    return (
      <Section aria-labelledby="f2f-session">
        <h2 id="f2f-session">
          <Trans>Session not found</Trans>
        </h2>
        <p>
          <Trans>This face-to-face session is no longer in your bookings. It may have been cancelled.</Trans>
        </p>
      </Section>
    );
  }
  const title = bookingTitle(booking, (descriptor) => i18n._(descriptor));
  const date = fullDate(booking.startTime, locale);
  const start = timeOfDay(booking.startTime, locale);
  const end = timeOfDay(booking.endTime, locale);
  const clinician = booking.clinician.name;
  return (
    <Section aria-labelledby="f2f-session">
      <h2 id="f2f-session">{title}</h2>
      <p>
        <Trans>
          With {clinician} on {date}, {start} – {end}
        </Trans>
      </p>
      <MapPreview booking={booking} />
      {canCancelBooking(booking, Date.now()) ? (
        <Actions>
          <Button variant="secondary" onClick={() => openDialog({ kind: 'cancel', booking })}>
            <Trans>Cancel this session</Trans>
          </Button>
        </Actions>
      ) : null}
    </Section>
  );
}
