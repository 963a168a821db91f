import { pageColumn } from '../../../components/page-styles';
import { SlotTakenDialog, type BookingFailure } from '../../../components/slot-taken-dialog';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { getAppointments, type Appointment } from '@portal/contract/calls/bookings';
import { KIT_APPOINTMENT_ALREADY_BOOKED, type getKitBookingDates } from '@portal/contract/calls/blood-test';
import type { CallResponse } from '@portal/contract/define-call';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { RadioGroup } from '@portal/ui/radio-group';
import { Spinner } from '@portal/ui/spinner';
import { ActionLink } from '../../../components/action-link';
import { usePageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api';
import { callKey } from '../../../lib/swr';
import {
  bookConsultation,
  fetchBookingDates,
  fetchLanding,
  placeOrder,
  type KitOrder,
} from '../api/blood-test';
import { OrderForm } from '../components/order-form';

const page = pageColumn({ gap: 5, maxWidth: '44rem', h2: '2xl', flatParagraphs: true });

const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  justify-content: space-between;
`;

type Dates = CallResponse<typeof getKitBookingDates>['dates'];

type View =
  | { readonly kind: 'loading' }
  | { readonly kind: 'appointment'; readonly appointment: Appointment }
  | { readonly kind: 'order' | 'submitted' | 'book' | 'error' | 'not_eligible' | 'waiting' }
  | { readonly kind: 'bookingScreen'; readonly dates: Dates }
  | { readonly kind: 'bookingConfirmed' };

function useFormats() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const locale = i18n.locale === 'en' ? 'en-GB' : i18n.locale;
    return {
      day: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
      when: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }),
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
    };
  }, [i18n.locale]);
}

function InfoView({ title }: { readonly title: string }) {
  return (
    <section css={page} aria-labelledby="kit-info">
      <h2 id="kit-info">{title}</h2>
      <div>
        <ActionLink to={pathTo('home')}>
          <Trans>Return to Home</Trans>
        </ActionLink>
      </div>
    </section>
  );
}

function BookingScreen({
  dates,
  onBack,
  onBooked,
  onError,
}: {
  dates: Dates;
  onBack: () => void;
  onBooked: () => void;
  onError: () => void;
}) {
  const { t } = useLingui();
  const format = useFormats();
  const [date, setDate] = useState('');
  const [clinicianId, setClinicianId] = useState('');
  const [time, setTime] = useState('');
  const [busy, setBusy] = useState(false);
  const [missingTime, setMissingTime] = useState(false);
  const [failure, setFailure] = useState<BookingFailure>(null);
  const [available, setAvailable] = useState(dates);
  const clinicians = available[date] ?? [];
  const clinician = clinicians.find((c) => String(c.clinicianId) === clinicianId);

  const next = async () => {
    if (!clinician) return;
    if (!time) {
      setMissingTime(true);
      return;
    }
    setBusy(true);
    try {
      await bookConsultation(clinicianId, date, time);
      onBooked();
    } catch (error) {
      const reply = error instanceof ApiError ? (error.reply as { apiStatus?: unknown } | null) : null;
      setFailure(reply?.apiStatus === KIT_APPOINTMENT_ALREADY_BOOKED ? 'taken' : 'failed');
      setTime('');
      try {
        setAvailable((await fetchBookingDates()).dates);
      } catch {
        onError();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section css={page} aria-labelledby="kit-booking">
      <h2 id="kit-booking">
        <Trans>Book your results consultation</Trans>
      </h2>
      <RadioGroup
        legend={<Trans>Choose a date</Trans>}
        name="kit-date"
        value={date}
        onChange={(value) => {
          setDate(value);
          setClinicianId('');
          setTime('');
        }}
        options={Object.keys(available)
          .sort()
          .map((d) => ({ value: d, label: format.day.format(new Date(`${d}T12:00:00Z`)) }))}
      />
      {date ? (
        <RadioGroup
          legend={<Trans>Choose a clinician</Trans>}
          name="kit-clinician"
          value={clinicianId}
          onChange={(value) => {
            setClinicianId(value);
            setTime('');
          }}
          options={clinicians.map((c) => ({
            value: String(c.clinicianId),
            label: `${c.name} (${c.skills.join(', ')})`,
          }))}
        />
      ) : null}
      {clinician ? (
        <RadioGroup
          legend={<Trans>Choose a time</Trans>}
          name="kit-time"
          value={time}
          error={missingTime && !time ? t`Please choose a time.` : undefined}
          onChange={(value) => setTime(value)}
          options={clinician.timeslots.map((slot) => ({
            value: slot,
            label: format.time.format(new Date(`${date}T${slot}:00Z`)),
          }))}
          inline
        />
      ) : null}
      <div css={buttons}>
        <Button variant="secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={next} disabled={!clinician || busy} loading={busy}>
          <Trans>Next</Trans>
        </Button>
      </div>
      <SlotTakenDialog failure={failure} onClose={() => setFailure(null)} />
    </section>
  );
}

/** /blood-test: the home blood-test kit's views (seed 003 sections 2.3 and 4), chosen by the landing status. */
export default function BloodTestPage() {
  const { t } = useLingui();
  usePageTitle(t`Home blood-test kit`);
  const format = useFormats();
  const { mutate } = useSWRConfig();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setView({ kind: 'loading' });
    try {
      const landing = await fetchLanding();
      const upcoming = landing.upcoming_appointment[0];
      setView(
        landing.upcoming_appointment_booked && upcoming
          ? { kind: 'appointment', appointment: upcoming }
          : { kind: landing.status },
      );
    } catch {
      setView({ kind: 'error' });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const order = async (body: KitOrder) => {
    setBusy(true);
    try {
      await placeOrder(body);
      setView({ kind: 'submitted' });
    } catch {
      setView({ kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const openBooking = async () => {
    setView({ kind: 'loading' });
    try {
      setView({ kind: 'bookingScreen', dates: (await fetchBookingDates()).dates });
    } catch {
      setView({ kind: 'error' });
    }
  };

  return (
    <div css={page}>
      <h1>
        <Trans>Home blood-test kit</Trans>
      </h1>
      {view.kind === 'loading' ? <Spinner label={t`Loading`} size={32} /> : null}
      {view.kind === 'appointment' ? (
        <section css={page} aria-labelledby="kit-appointment">
          <h2 id="kit-appointment">
            <Trans>Your results consultation</Trans>
          </h2>
          <p>
            <Trans>
              With {view.appointment.clinician.name} on{' '}
              {format.when.format(new Date(view.appointment.startTime))}.
            </Trans>
          </p>
          <div>
            <ActionLink
              to={pathTo('bookingVideoRoom', {
                booking_id: view.appointment.appointmentId,
                tests: 'device-tests',
              })}
            >
              <Trans>Join</Trans>
            </ActionLink>
          </div>
        </section>
      ) : null}
      {view.kind === 'order' ? (
        <section css={page} aria-labelledby="kit-order">
          <h2 id="kit-order">
            <Trans>Order your kit</Trans>
          </h2>
          <p>
            <Trans>
              We post you a home blood-test kit. Send your sample back, and book a consultation to discuss
              your results.
            </Trans>
          </p>
          <OrderForm onSubmit={(body) => void order(body)} busy={busy} />
        </section>
      ) : null}
      {view.kind === 'submitted' ? (
        <section css={page} aria-labelledby="kit-submitted">
          <h2 id="kit-submitted">
            <Trans>Order Confirmed</Trans>
          </h2>
          <div>
            <ActionLink to={pathTo('home')}>
              <Trans>Back to home</Trans>
            </ActionLink>
          </div>
        </section>
      ) : null}
      {view.kind === 'book' ? (
        <section css={page} aria-labelledby="kit-book">
          <h2 id="kit-book">
            <Trans>Remote Bloods</Trans>
          </h2>
          <p>
            <Trans>
              Your results are ready. Book a consultation with a clinician to talk them through. Read how we
              use your data in our <Link to={pathTo('privacy')}>privacy policy</Link>.
            </Trans>
          </p>
          <div>
            <Button onClick={() => void openBooking()}>
              <Trans>Book Slot</Trans>
            </Button>
          </div>
        </section>
      ) : null}
      {view.kind === 'bookingScreen' ? (
        <BookingScreen
          dates={view.dates}
          onBack={() => setView({ kind: 'book' })}
          onBooked={() => {
            setView({ kind: 'bookingConfirmed' });
            void mutate(callKey(getAppointments, {}));
          }}
          onError={() => setView({ kind: 'error' })}
        />
      ) : null}
      {view.kind === 'bookingConfirmed' ? (
        <section css={page} aria-labelledby="kit-confirmed">
          <h2 id="kit-confirmed">
            <Trans>Booking confirmed!</Trans>
          </h2>
          <p role="status">
            <Trans>You should shortly receive an email for this in your email inbox.</Trans>
          </p>
          <div>
            <ActionLink to={pathTo('home')}>
              <Trans>Return to Home</Trans>
            </ActionLink>
          </div>
        </section>
      ) : null}
      {view.kind === 'not_eligible' ? <InfoView title={t`You are not eligible for this service.`} /> : null}
      {view.kind === 'waiting' ? <InfoView title={t`We're processing your order.`} /> : null}
      {view.kind === 'error' ? <InfoView title={t`Something went wrong...`} /> : null}
    </div>
  );
}
