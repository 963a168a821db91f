import { useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventBooking } from '@portal/contract/calls/events';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { Modal } from '@portal/ui/modal';
import { StatusChip, type StatusTone } from '@portal/ui/status-chip';
import { TextField } from '@portal/ui/text-field';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { List, ListSkeleton, LoadError } from '../../../components/panel-states';
import { ApiError } from '../../../lib/api';
import { cancelBooking, useEventBookings } from '../api/events';
import { canCancelBooking, visibleBookings, type BookingFilter } from '../utils/events';
import { dateLong, timeRange } from '../utils/format';
import { AddToCalendar } from './add-to-calendar';
import { ConfirmCancel, type CancelQuestion } from './confirm-cancel';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  align-items: end;
  margin-bottom: ${theme.space[5]};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  gap: ${theme.space[5]};
  align-items: start;
  @media (max-width: 951px) {
    grid-template-columns: 1fr;
  }
`;

const Item = styled.button<{ selected: boolean }>`
  display: grid;
  gap: ${theme.space[1]};
  width: 100%;
  text-align: start;
  padding: ${theme.space[4]};
  border: 2px solid ${(props) => (props.selected ? theme.color.action.primary.bg : 'transparent')};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.card};
  color: ${theme.color.text.default};
  font: inherit;
  cursor: pointer;
`;

const Muted = styled.span`
  color: ${theme.color.text.muted};
`;

const Detail = styled(Card)`
  display: grid;
  gap: ${theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

const TONES: Record<BookingFilter, StatusTone> = { upcoming: 'success', past: 'neutral', cancelled: 'danger' };

function StatusText({ status }: { readonly status: BookingFilter }) {
  if (status === 'upcoming') return <Trans>Confirmed</Trans>;
  if (status === 'past') return <Trans>Event passed</Trans>;
  return <Trans>Booking cancelled</Trans>;
}

function EmptyText({ filter }: { readonly filter: BookingFilter }) {
  if (filter === 'upcoming') return <Trans>You have no upcoming bookings.</Trans>;
  if (filter === 'past') return <Trans>You have no past bookings.</Trans>;
  return <Trans>You have no cancelled bookings.</Trans>;
}

/** My bookings: search, the three filters, a list and a detail pane with cancel (seed 001 sections 2 and 4). */
export function MyBookings() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale || 'en';
  const bookings = useEventBookings();
  const [filter, setFilter] = useState<BookingFilter>('upcoming');
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [question, setQuestion] = useState<CancelQuestion | null>(null);

  const items = useMemo(() => visibleBookings(bookings.data?.items ?? [], filter, search), [bookings.data, filter, search]);
  const selected = items.find((item) => item.booking_id === selectedId) ?? items[0] ?? null;

  if (bookings.error && !bookings.data) return <LoadError message={t`Your bookings could not be loaded.`} onRetry={() => bookings.mutate()} />;
  if (!bookings.data) return <ListSkeleton label={t`Loading your bookings`} />;

  const cancel = async (item: EventBooking) => {
    setCancelling(true);
    try {
      await cancelBooking(item);
      // said in the member's language; a paid booking's money goes back through the card provider
      setResult({ ok: true, text: item.e_employee_pay_flag ? t`Your booking has been cancelled. Refunds take up to 10 working days.` : t`Your booking has been cancelled.` });
      await bookings.mutate();
    } catch (failure) {
      if (failure instanceof ApiError && failure.isSessionError) return;
      setResult({ ok: false, text: t`Oops, something went wrong. Please try again later.` });
    } finally {
      setCancelling(false);
    }
  };

  const filters: { id: BookingFilter; label: string }[] = [
    { id: 'upcoming', label: t`Upcoming` },
    { id: 'past', label: t`Past` },
    { id: 'cancelled', label: t`Cancelled` },
  ];

  return (
    <div>
      <Controls>
        <TextField label={t`Search bookings`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        <Filters role="group" aria-label={t`Show bookings`}>
          {filters.map((option) => (
            <Button
              key={option.id}
              size="sm"
              variant={filter === option.id ? 'primary' : 'secondary'}
              aria-pressed={filter === option.id}
              onClick={() => {
                setFilter(option.id);
                setSelectedId(null);
              }}
            >
              {option.label}
            </Button>
          ))}
        </Filters>
      </Controls>
      {items.length === 0 ? (
        <EmptyState title={search.trim() ? t`No bookings match your search.` : <EmptyText filter={filter} />} />
      ) : (
        <Split>
          <List aria-label={t`Bookings`}>
            {items.map((item) => (
              <li key={item.booking_id}>
                <Item type="button" selected={item === selected} aria-current={item === selected ? 'true' : undefined} onClick={() => setSelectedId(item.booking_id)}>
                  <strong>{item.title}</strong>
                  <Muted>
                    {dateLong(item.timeslot_start, locale)}, {timeRange(item.timeslot_start, item.timeslot_end, locale)}
                  </Muted>
                  <span>
                    <StatusChip tone={TONES[item.time_status]}>
                      <StatusText status={item.time_status} />
                    </StatusChip>
                  </span>
                </Item>
              </li>
            ))}
          </List>
          {selected ? (
            <Detail as="section" padding="lg" gap="none" aria-labelledby="booking-detail-title">
              <h2 id="booking-detail-title">{selected.title}</h2>
              <p>
                <StatusChip tone={TONES[selected.time_status]}>
                  <StatusText status={selected.time_status} />
                </StatusChip>
              </p>
              <p>
                {dateLong(selected.timeslot_start, locale)}, {timeRange(selected.timeslot_start, selected.timeslot_end, locale)}
              </p>
              {selected.locations.length > 0 ? <p>{selected.locations.map((l) => l.location_label).join(', ')}</p> : null}
              {selected.e_room_info ? <p>{selected.e_room_info}</p> : null}
              {selected.service_provider_name ? (
                <p>
                  <Trans>With {selected.service_provider_name}</Trans>
                </p>
              ) : null}
              <p>
                <Muted>
                  <Trans>Booking reference: {selected.booking_ref}</Trans>
                </Muted>
              </p>
              <p>{selected.description}</p>
              <Actions>
                {selected.time_status === 'upcoming' ? (
                  <AddToCalendar
                    entry={{
                      uid: `${selected.booking_ref}@events`,
                      title: selected.title,
                      description: selected.description,
                      start: selected.timeslot_start,
                      end: selected.timeslot_end,
                      ...(selected.locations[0] ? { location: selected.locations[0].location_label } : {}),
                    }}
                  />
                ) : null}
                {canCancelBooking(selected) ? (
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={cancelling}
                    onClick={() =>
                      setQuestion({
                        title: t`Cancel this booking?`,
                        description: t`${selected.title} on ${dateLong(selected.timeslot_start, locale)} will be cancelled. This cannot be undone.`,
                        confirmLabel: t`Yes, cancel booking`,
                        run: () => cancel(selected),
                      })
                    }
                  >
                    <Trans>Cancel booking</Trans>
                  </Button>
                ) : null}
              </Actions>
            </Detail>
          ) : null}
        </Split>
      )}
      <ConfirmCancel question={question} onClose={() => setQuestion(null)} />
      <Modal
        open={result !== null}
        onClose={() => setResult(null)}
        size="sm"
        title={result?.ok ? t`Booking cancelled` : t`Sorry, we've had a problem`}
        closeLabel={t`Close`}
        actions={
          <Button onClick={() => setResult(null)}>
            <Trans>OK</Trans>
          </Button>
        }
      >
        <p>{result?.text}</p>
      </Modal>
    </div>
  );
}
