import { useState } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { TIME_SLOT_IS_PAST, type EventDate } from '@portal/contract/calls/events';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { RadioGroup } from '@portal/ui/radio-group';
import { StatusChip } from '@portal/ui/status-chip';
import { theme } from '@portal/theme/theme';
import { ApiError } from '../../../lib/api';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { bookDate, bookSlot, cancelDate, joinWaitingList, openCheckout } from '../api/events';
import { bookingAction, priceText } from '../utils/events';
import { dateLong, dateTime, slotTime } from '../utils/format';
import { AddToCalendar } from './add-to-calendar';
import { ConfirmCancel, type CancelQuestion } from './confirm-cancel';

const Box = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: center;
`;

interface BookingBoxProps {
  readonly event: EventDate;
  /** reloads the date after a change */
  readonly onChanged: () => Promise<unknown>;
  readonly now?: Date;
  /** sends the browser to the card checkout; tests replace it */
  readonly goTo?: (url: string) => void;
}

/** The booking button and what it turns into, by every rule of seed 001 section 4. */
export function BookingBox({ event, onChanged, now = new Date(), goTo = (url) => window.location.assign(url) }: BookingBoxProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale || 'en';
  // the client bills in one currency, its manifest's: every price shows in it
  const { currency } = useClientManifest();
  const [slotId, setSlotId] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const action = bookingAction(event, now);
  const series = event.e_type === 'event_series';
  const where = event.e_is_virtual_event ? (event.e_external_link ?? undefined) : event.e_locations[0]?.location_label;

  const run = async (work: () => Promise<{ message?: string | undefined }>, success: string, slot = false) => {
    setNotice(null);
    try {
      await work();
      setNotice({ tone: 'success', text: success });
      setSlotId('');
      await onChanged();
    } catch (failure) {
      if (failure instanceof ApiError && failure.isSessionError) return;
      const err = failure instanceof ApiError ? failure.err : '';
      if (slot && err.includes(TIME_SLOT_IS_PAST)) setNotice({ tone: 'danger', text: t`The selected time slot has expired.` });
      else setNotice({ tone: 'danger', text: err || t`Sorry, something went wrong. Please try again.` });
    }
  };

  const paid = event.e_employee_pay_flag === 1;
  const price = series ? (event.e_employee_series_cost ?? event.e_employee_slot_cost) : event.e_employee_slot_cost;
  const cancelledText = paid ? t`Your booking has been cancelled. Refunds take up to 10 working days.` : t`Your booking has been cancelled.`;
  const [paying, setPaying] = useState(false);
  const [question, setQuestion] = useState<CancelQuestion | null>(null);
  const when = dateLong(event.ed_start_date_time, locale);
  const title = event.e_title;

  /** A paid date or slot goes to the card provider's checkout; the server books once it has the payment. */
  const pay = async (target: Parameters<typeof openCheckout>[0]) => {
    setNotice(null);
    setPaying(true);
    try {
      const { session } = await openCheckout(target, window.location.pathname);
      if (!session.url) throw new Error('checkout without an address');
      goTo(session.url);
    } catch (failure) {
      setPaying(false);
      if (failure instanceof ApiError && failure.isSessionError) return;
      const err = failure instanceof ApiError ? failure.err : '';
      if ('timeslotId' in target && err.includes(TIME_SLOT_IS_PAST)) setNotice({ tone: 'danger', text: t`The selected time slot has expired.` });
      else setNotice({ tone: 'danger', text: err || t`Sorry, something went wrong. Please try again.` });
    }
  };

  const mySlots = event.ed_timeslots.filter((slot) => slot.ts_u_registered);
  const calendarEntry = (start: string, end: string, uid: string) => ({
    uid,
    title: event.e_title,
    description: event.e_description,
    start,
    end,
    ...(where ? { location: where } : {}),
    ...(event.e_is_virtual_event && event.e_external_link ? { url: event.e_external_link } : {}),
  });

  return (
    <Box>
      {paid && price ? (
        <p>
          <Trans>Price: {priceText(price, currency, locale)}</Trans>
        </p>
      ) : null}
      {action.kind === 'past' ? (
        <Row>
          <StatusChip>
            <Trans>No longer available</Trans>
          </StatusChip>
          <Button disabled>
            <Trans>Book</Trans>
          </Button>
        </Row>
      ) : null}
      {action.kind === 'book' && paid ? (
        <Button onClick={() => pay({ eventDateId: event.ed_id, allSeries: series })} loading={paying} loadingLabel={t`Opening the checkout`}>
          {series ? <Trans>Pay and book all dates</Trans> : <Trans>Pay and book</Trans>}
        </Button>
      ) : null}
      {action.kind === 'book' && !paid ? (
        <Button onClick={() => run(() => bookDate(event.ed_id), series ? t`You are booked in for every date of this series.` : t`You are booked in.`)}>
          {series ? <Trans>Book all dates</Trans> : <Trans>Book</Trans>}
        </Button>
      ) : null}
      {action.kind === 'join-waiting-list' ? (
        <>
          <p>
            <Trans>This event is fully booked.</Trans>
          </p>
          <Button onClick={() => run(() => joinWaitingList(event.ed_id), t`You have joined the waiting list.`)}>
            <Trans>Join waiting list</Trans>
          </Button>
        </>
      ) : null}
      {action.kind === 'offered' ? (
        <>
          <StatusChip tone="success">
            <Trans>A place is held for you</Trans>
          </StatusChip>
          <p>
            {action.until ? (
              <Trans>A place came free on the waiting list. Pay for it by {dateTime(action.until, locale)} to book it; after that it passes to the next person waiting.</Trans>
            ) : (
              <Trans>A place came free on the waiting list. Pay for it to book it.</Trans>
            )}
          </p>
          <Row>
            <Button
              onClick={() => pay(action.timeslotId === null ? { eventDateId: event.ed_id, allSeries: false } : { timeslotId: action.timeslotId })}
              loading={paying}
              loadingLabel={t`Opening the checkout`}
            >
              <Trans>Pay and book</Trans>
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                setQuestion({
                  title: t`Give up this place?`,
                  description: t`The place held for you at ${title} on ${when} passes to the next person waiting. This cannot be undone.`,
                  confirmLabel: t`Yes, give up the place`,
                  keepLabel: t`Keep the place`,
                  run: () => run(() => cancelDate(event.ed_id, false), t`You have given up the place.`),
                })
              }
            >
              <Trans>Give up the place</Trans>
            </Button>
          </Row>
        </>
      ) : null}
      {action.kind === 'waiting' ? (
        <Row>
          <StatusChip tone="info">
            <Trans>On waiting list</Trans>
          </StatusChip>
          <Button variant="secondary" onClick={() => run(() => cancelDate(event.ed_id, false), t`You have left the waiting list.`)}>
            <Trans>Leave waiting list</Trans>
          </Button>
        </Row>
      ) : null}
      {action.kind === 'cancel' ? (
        <Row>
          <StatusChip tone="success">
            <Trans>You are registered</Trans>
          </StatusChip>
          <AddToCalendar entry={calendarEntry(event.ed_start_date_time, event.ed_end_date_time, `event-date-${event.ed_id}@events`)} />
          <Button
            variant="danger"
            onClick={() =>
              setQuestion({
                title: series ? t`Cancel every date of this series?` : t`Cancel this booking?`,
                description: series
                  ? t`Your places on every date of ${title} will be cancelled. This cannot be undone.`
                  : t`${title} on ${when} will be cancelled. This cannot be undone.`,
                confirmLabel: series ? t`Yes, cancel all dates` : t`Yes, cancel booking`,
                run: () => run(() => cancelDate(event.ed_id, series), cancelledText),
              })
            }
          >
            {series ? <Trans>Cancel all dates</Trans> : <Trans>Cancel booking</Trans>}
          </Button>
        </Row>
      ) : null}
      {event.e_type === 'service' && mySlots.length > 0 && action.kind !== 'past' ? (
        <div>
          <p>
            <Trans>Your time slots:</Trans>
          </p>
          {mySlots.map((slot) => (
            <Row key={slot.ts_id}>
              <span>{slotTime(slot, locale)}</span>
              <AddToCalendar entry={calendarEntry(slot.ts_start_date_time, slot.ts_end_date_time ?? event.ed_end_date_time, `slot-${slot.ts_id}@events`)} />
            </Row>
          ))}
          <Button
            variant="danger"
            size="sm"
            onClick={() =>
              setQuestion({
                title: t`Cancel your time slots?`,
                description: t`Your time slots at ${title} on ${when} will be cancelled. This cannot be undone.`,
                confirmLabel: t`Yes, cancel my time slots`,
                run: () => run(() => cancelDate(event.ed_id, false), cancelledText),
              })
            }
          >
            <Trans>Cancel my time slots</Trans>
          </Button>
        </div>
      ) : null}
      {action.kind === 'choose-slot' ? (
        action.slots.length === 0 ? (
          <p>
            <Trans>There are no free time slots left on this date.</Trans>
          </p>
        ) : (
          <>
            <RadioGroup
              legend={t`Choose a time slot on ${dateLong(event.ed_start_date_time, locale)}`}
              name="timeslot"
              value={slotId}
              onChange={setSlotId}
              options={action.slots.map((slot) => ({
                value: String(slot.ts_id),
                label: slotTime(slot, locale),
              }))}
            />
            <Button
              onClick={() => {
                if (!slotId) {
                  setNotice({ tone: 'danger', text: t`Please select a time slot.` });
                  return;
                }
                if (paid) return pay({ timeslotId: Number(slotId) });
                return run(() => bookSlot(Number(slotId)), t`You are booked in.`, true);
              }}
            >
              <Trans>Book time slot</Trans>
            </Button>
          </>
        )
      ) : null}
      {notice ? (
        <Banner tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Banner>
      ) : null}
      <ConfirmCancel question={question} onClose={() => setQuestion(null)} />
    </Box>
  );
}
