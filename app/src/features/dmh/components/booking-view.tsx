import { SlotTakenDialog, type BookingFailure } from '../../../components/slot-taken-dialog';
import { LoadError } from '../../../components/panel-states';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { getAppointments } from '@portal/contract/calls/bookings';
import { APPOINTMENT_ALREADY_BOOKED } from '@portal/contract/calls/dmh';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Avatar } from '@portal/ui/avatar';
import { Button } from '@portal/ui/button';
import { IconButton } from '@portal/ui/icon-button';
import { ActionLink } from '../../../components/action-link';
import { ListSkeleton } from '../../../components/panel-states';
import { ApiError } from '../../../lib/api';
import { callKey } from '../../../lib/swr';
import { bookAppointment, useCliniciansDates, type GenderPreference } from '../api/dmh';
import { formatDate } from '../../../lib/dates';
import { focusRing, outlinedBox, sectionColumn } from '../../../components/page-styles';

/** How many dates the date slider shows at once. */
export const DATES_PER_VIEW = 5;

const section = sectionColumn({ flatParagraphs: true });

const slider = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const dateList = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
  gap: ${theme.space[2]};
  flex: 1;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const choice = (chosen: boolean) => css`
  width: 100%;
  min-height: 44px;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.input};
  border: ${theme.borderWidth.default} solid
    ${chosen ? theme.color.action.primary.bg : theme.color.border.strong};
  background: ${chosen ? theme.color.action.primary.bg : theme.color.surface.raised};
  color: ${chosen ? theme.color.action.primary.text : theme.color.text.default};
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;

const clinicianCard = css`
  ${outlinedBox({ gap: 3 })}
  & h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const head = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
`;

const slots = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    width: auto;
  }
`;

const info = css`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.sunken};
`;

interface Chosen {
  readonly clinicianId: string;
  readonly time: string;
}

const instant = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/** appointmentSelect, then bookingConfirm (seed 001 section 2): dates, clinicians with slots, Create Booking. */
export function BookingView({ gender }: { readonly gender: GenderPreference }) {
  const { t, i18n } = useLingui();
  const dates = useCliniciansDates(gender);
  const { mutate } = useSWRConfig();
  const [first, setFirst] = useState(0);
  const [date, setDate] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<BookingFailure>(null);
  const [booked, setBooked] = useState<{ name: string; at: Date } | null>(null);

  if (booked) {
    return (
      <section css={section} aria-labelledby="dmh-booked">
        <h2 id="dmh-booked">
          <Trans>Session Booked</Trans>
        </h2>
        <p role="status">
          <Trans>
            Your session with {booked.name} is on {formatDate(booked.at, 'weekdayDate', i18n.locale)} at{' '}
            {formatDate(booked.at, 'time', i18n.locale)}.
          </Trans>
        </p>
        <p>
          <Trans>We will email you a reminder 30 minutes before your session.</Trans>
        </p>
        <div>
          <ActionLink to={pathTo('home')}>
            <Trans>Back to Home</Trans>
          </ActionLink>
        </div>
      </section>
    );
  }

  if (!dates.data) {
    return dates.error ? (
      <LoadError message={t`We could not load the available appointments.`} onRetry={() => dates.mutate()} />
    ) : (
      <ListSkeleton label={t`Loading the available appointments`} />
    );
  }

  const byDate = dates.data.dates;
  const days = Object.keys(byDate).sort();
  const shown = days.slice(first, first + DATES_PER_VIEW);
  const clinicians = date ? (byDate[date] ?? []) : [];
  const chosenClinician = clinicians.find((c) => String(c.clinicianId) === chosen?.clinicianId);
  const ready = date !== null && chosen !== null && chosenClinician?.timeslots.includes(chosen.time) === true;

  const create = async () => {
    if (!ready || !chosenClinician) return;
    setBusy(true);
    try {
      await bookAppointment(chosen.clinicianId, date, chosen.time);
      setBooked({ name: chosenClinician.name, at: instant(date, chosen.time) });
      void mutate(callKey(getAppointments, {}));
    } catch (error) {
      const reply = error instanceof ApiError ? (error.reply as { apiStatus?: unknown } | null) : null;
      setFailure(reply?.apiStatus === APPOINTMENT_ALREADY_BOOKED ? 'taken' : 'failed');
      setChosen(null);
      void dates.mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section css={section} aria-labelledby="dmh-booking">
      <h2 id="dmh-booking">
        <Trans>Book your session</Trans>
      </h2>
      {days.length === 0 ? (
        <p role="status">
          <Trans>There are no appointments available at the moment. Please try again later.</Trans>
        </p>
      ) : (
        <div css={slider} role="group" aria-label={t`Choose a date`}>
          <IconButton
            label={t`Earlier dates`}
            icon="chevron-left"
            disabled={first === 0}
            onClick={() => setFirst(Math.max(0, first - DATES_PER_VIEW))}
          />
          <ul css={dateList}>
            {shown.map((day) => (
              <li key={day}>
                <button
                  type="button"
                  css={choice(day === date)}
                  aria-pressed={day === date}
                  onClick={() => {
                    setDate(day);
                    setChosen(null);
                  }}
                >
                  {formatDate(day, 'shortWeekdayDayMonth', i18n.locale)}
                </button>
              </li>
            ))}
          </ul>
          <IconButton
            label={t`Later dates`}
            icon="chevron-right"
            disabled={first + DATES_PER_VIEW >= days.length}
            onClick={() => setFirst(first + DATES_PER_VIEW)}
          />
        </div>
      )}
      {date && clinicians.length === 0 ? (
        <p role="status">
          <Trans>No clinician is free on this date any more. Please choose another date.</Trans>
        </p>
      ) : null}
      {clinicians.map((clinician) => (
        <article
          key={clinician.clinicianId}
          css={clinicianCard}
          aria-labelledby={`clinician-${clinician.clinicianId}`}
        >
          <div css={head}>
            <Avatar name={clinician.name} src={clinician.image ?? undefined} decorative />
            <div>
              <h3 id={`clinician-${clinician.clinicianId}`}>{clinician.name}</h3>
              <p>{clinician.tags.join(' · ')}</p>
            </div>
          </div>
          <ul css={slots} aria-label={t`Times with ${clinician.name}`}>
            {clinician.timeslots.map((time) => {
              const on = chosen?.clinicianId === String(clinician.clinicianId) && chosen.time === time;
              return (
                <li key={time}>
                  <button
                    type="button"
                    css={choice(on)}
                    aria-pressed={on}
                    onClick={() => setChosen({ clinicianId: String(clinician.clinicianId), time })}
                  >
                    {formatDate(instant(date!, time), 'time', i18n.locale)}
                  </button>
                </li>
              );
            })}
          </ul>
        </article>
      ))}
      <div css={info}>
        <h2>
          <Trans>What happens next</Trans>
        </h2>
        <p>
          <Trans>
            We send you a video link 1 to 2 days before your session. Please log in 5 minutes early.
          </Trans>
        </p>
      </div>
      <div>
        <Button onClick={create} disabled={!ready || busy} loading={busy}>
          <Trans>Create Booking</Trans>
        </Button>
      </div>
      <SlotTakenDialog failure={failure} onClose={() => setFailure(null)} />
    </section>
  );
}
