import { outlinedBox, pageColumn } from '../../../components/page-styles';
import { LoadError } from '../../../components/panel-states';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { getAppointments } from '@portal/contract/calls/bookings';
import { SESSION_ALREADY_TAKEN_MESSAGE } from '@portal/contract/calls/coaching';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { RadioGroup } from '@portal/ui/radio-group';
import { ActionLink } from '../../../components/action-link';
import { usePageTitle } from '../../../components/page-title';
import { ListSkeleton } from '../../../components/panel-states';
import type { PageProps } from '../../../lib/page';
import { callKey } from '../../../lib/swr';
import { bookSession, useCoach } from '../api/coaches';
import { CoachCard } from '../components/coach-card';
import { serviceOfRoute } from '../utils/services';
import { slotsByLocalDate, type Slot } from '../utils/slots';
import { formatDate } from '../../../lib/dates';

const page = css`
  ${pageColumn({ gap: 5, maxWidth: '48rem' })}
  & h2 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.font.size.xl};
  }
  & p {
    margin: 0;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

const summary = outlinedBox({ gap: 2 });

function useFormats() {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      // a calendar date 'YYYY-MM-DD', shown as that day wherever the member is
      date: (iso: string) => formatDate(iso, 'weekdayDate', i18n.locale),
      time: (slot: Slot) => formatDate(slot.start, 'time', i18n.locale),
    }),
    [i18n.locale],
  );
}

/** Booking a coach: date, then slot, then Book; 'Your session' once booked (seed 002 sections 2 and 4). */
export function BookCoachView({ routeName, coachId }: PageProps & { coachId: number | null }) {
  const { t } = useLingui();
  const service = serviceOfRoute(routeName);
  usePageTitle(t`Book a session`);
  const coach = useCoach(coachId, service.type);
  const { mutate } = useSWRConfig();
  const format = useFormats();
  const [date, setDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ date: string; slot: Slot } | null>(null);

  const days = useMemo(() => slotsByLocalDate(coach.data?.events ?? []), [coach.data]);
  const chosenDay = days.find((d) => d.date === date);
  const chosenSlot = chosenDay?.slots.find((s) => s.id === slotId);

  if (coachId === null || (coach.error && coach.error.status >= 400 && coach.error.status < 500)) {
    return (
      <div css={page}>
        <h1>
          <Trans>Book a session</Trans>
        </h1>
        <Banner tone="warning" toneLabel={t`Warning:`} title={<Trans>We could not find this coach.</Trans>} />
        <div>
          <ActionLink to={pathTo(service.select)}>
            <Trans>Back</Trans>
          </ActionLink>
        </div>
      </div>
    );
  }
  if (!coach.data) {
    return (
      <div css={page}>
        <h1>
          <Trans>Book a session</Trans>
        </h1>
        {coach.error ? (
          <LoadError message={<Trans>We could not load this coach.</Trans>} onRetry={() => coach.mutate()} />
        ) : (
          <ListSkeleton label={t`Loading the coach`} />
        )}
      </div>
    );
  }

  const theCoach = coach.data.coach;

  if (booked) {
    const cancer = service.key === 'cancer';
    return (
      <div css={page}>
        <h1>
          <Trans>Your session</Trans>
        </h1>
        <div css={summary} role="status">
          <p>
            <Trans>Coach:</Trans> <strong>{theCoach.name}</strong>
          </p>
          <p>
            <Trans>Date:</Trans> <strong>{format.date(booked.date)}</strong>
          </p>
          <p>
            <Trans>Time:</Trans> <strong>{format.time(booked.slot)}</strong>
          </p>
        </div>
        <div>
          <ActionLink to={pathTo(service.home)}>
            {cancer ? <Trans>Done</Trans> : <Trans>Get started</Trans>}
          </ActionLink>
        </div>
      </div>
    );
  }

  const book = async () => {
    if (!chosenDay || !chosenSlot) return;
    setFailure(null);
    try {
      await bookSession(chosenSlot.id, service.type);
      setBooked({ date: chosenDay.date, slot: chosenSlot });
      void mutate(callKey(getAppointments, {}));
    } catch {
      // whatever failed, the member chooses again from the slots that are free now
      setFailure(SESSION_ALREADY_TAKEN_MESSAGE);
      setSlotId(null);
      void coach.mutate();
    }
  };

  return (
    <div css={page}>
      <h1>
        <Trans>Book a session</Trans>
      </h1>
      <CoachCard coach={theCoach} />
      {failure ? (
        <Banner
          tone="danger"
          toneLabel={t`Error:`}
          title={t`Sorry, the session you attempted to book has already been taken.  Please try again.`}
        />
      ) : null}
      {days.length === 0 ? (
        <p role="status">
          <Trans>This coach has no free sessions at the moment. Please choose another coach.</Trans>
        </p>
      ) : (
        <>
          <RadioGroup
            legend={<Trans>Choose a date</Trans>}
            name="coaching-date"
            value={date ?? ''}
            onChange={(value) => {
              setDate(value);
              setSlotId(null);
            }}
            options={days.map((d) => ({ value: d.date, label: format.date(d.date) }))}
            inline
          />
          {chosenDay ? (
            <RadioGroup
              legend={<Trans>Choose a time</Trans>}
              name="coaching-slot"
              value={slotId === null ? '' : String(slotId)}
              onChange={(value) => setSlotId(Number(value))}
              options={chosenDay.slots.map((s) => ({ value: String(s.id), label: format.time(s) }))}
              inline
            />
          ) : null}
        </>
      )}
      <section css={summary} aria-labelledby="coaching-next">
        <h2 id="coaching-next">
          <Trans>What happens next</Trans>
        </h2>
        <p>
          <Trans>
            We send you a video link 1 to 2 days before your session. Please join 5 minutes before it starts.
          </Trans>
        </p>
        <h2>
          <Trans>Any questions</Trans>
        </h2>
        <p>
          <Trans>If you have any questions about your session, contact our support team.</Trans>
        </p>
      </section>
      <div css={actions}>
        <ActionLink to={pathTo(service.select)}>
          <Trans>Back</Trans>
        </ActionLink>
        <Button onClick={book} disabled={!chosenSlot}>
          <Trans>Book</Trans>
        </Button>
      </div>
    </div>
  );
}

/** The route's page: the coach comes from the path; an id that cannot be one shows the not-found state. */
export default function BookCoach({ routeName }: PageProps) {
  const { id } = useParams();
  const coachId = /^[1-9]\d{0,8}$/.test(id ?? '') ? Number(id) : null;
  return <BookCoachView routeName={routeName} coachId={coachId} />;
}
