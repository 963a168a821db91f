import { useEffect, useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { getCorporateEvent } from '@portal/contract/calls/events';
import { pathTo } from '@portal/manifest/routes';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Select } from '@portal/ui/select';
import { StatusChip } from '@portal/ui/status-chip';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { usePageTitle } from '../../../components/page-title';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import { ApiError, callApi } from '../../../lib/api';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { useEventDate, useEvents } from '../api/events';
import { BookingBox } from './booking-box';
import { firstToday } from '../../../lib/time-zone';
import { dateLong, timeRange } from '../utils/format';
import { centredColumn, factList, raisedCard } from '../../../components/page-styles';
import { plainList } from '../../../components/page-styles';

const Page = styled.div(centredColumn('72rem'));

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${theme.space[5]};
  align-items: start;
  @media (max-width: 951px) {
    grid-template-columns: 1fr;
  }
`;

// the Card spaces its children (gap="lg"): its body is a wrapper inside, so a gap set on the card itself would not reach them
const Main = styled(Card)`
  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
  p {
    margin: 0;
  }
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${theme.radius.card};
`;

const Embed = styled.iframe`
  width: 100%;
  aspect-ratio: 16 / 9;
  border: 0;
  border-radius: ${theme.radius.card};
`;

const Facts = styled.dl(factList);

const Side = styled.aside`
  display: grid;
  gap: ${theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  ul {
    ${plainList(3)}
  }
  a {
    ${raisedCard({ gap: 1, padding: 4 })}
    color: ${theme.color.text.default};
  }
`;

/** The embed snippet arrives base64-encoded; it plays in a sandbox without access to the portal. */
function embedHtml(code: string | null | undefined): string | null {
  if (!code) return null;
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(code), (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

const JoinPanel = styled.section`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.sunken};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

/** The id of an event date in a route parameter, or null when it is not one. */
export function eventDateIdOf(param: string | undefined): number | null {
  return /^\d{1,9}$/.test(param ?? '') ? Number(param) : null;
}

interface EventDetailProps {
  readonly eventDateId: number | null;
  /**
   * The online event page (route virtualEvent): the same detail with the join link (or the stream) in front,
   * which only a registered member gets.
   */
  readonly online?: boolean;
}

/** The detail of one event date (seed 001 sections 2 and 4): /events/view-event/:id and /virtual-event/:id. */
export function EventDetail({ eventDateId, online = false }: EventDetailProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale || 'en';
  const navigate = useNavigate();
  const manifest = useClientManifest();
  const [search] = useSearchParams();
  // back from the card checkout (seed 001 section 4): 'cancelled' in the session id means nothing was paid
  const checkoutSession = search.get('session_id');
  const checkoutCancelled = checkoutSession !== null && checkoutSession.includes('cancelled');
  const awaitingPayment = checkoutSession !== null && !checkoutCancelled;
  const detail = useEventDate(eventDateId, awaitingPayment);
  // the day the server drew the page in, so a visit across midnight asks what the server answered (decision 0750)
  const [today] = useState(() => firstToday());
  const others = useEvents(today);
  const [moveError, setMoveError] = useState<string | null>(null);
  const event = detail.data?.event_date;
  usePageTitle(event?.e_title ?? t`Event`);

  const side = useMemo(
    () =>
      (others.data?.data ?? [])
        .flatMap((day) => day.events)
        .filter((item) => item.event_date_id !== eventDateId)
        .slice(0, 4),
    [others.data, eventDateId],
  );

  // the booking is the server's: 'Booking Successful' only once it shows the member registered, never from the URL
  const confirmed = awaitingPayment && event?.ed_u_registered === 1;
  useEffect(() => {
    if (confirmed) navigate(pathTo('events', { page: 'bookings' }), { replace: true, state: { bookingSuccessful: true } });
  }, [confirmed, navigate]);

  const back = (
    <div>
      <Button variant="secondary" size="sm" onClick={() => navigate(pathTo('events', {}))}>
        <Trans>Back</Trans>
      </Button>
    </div>
  );

  if (eventDateId === null || (detail.error instanceof ApiError && detail.error.status === 404)) {
    return (
      <Page>
        {back}
        <Banner tone="warning" role="alert">
          <Trans>We could not find this event.</Trans>
        </Banner>
      </Page>
    );
  }
  if (detail.error && !detail.data) {
    return (
      <Page>
        {back}
        <LoadError message={t`The event could not be loaded.`} onRetry={() => detail.mutate()} />
      </Page>
    );
  }
  if (!event) {
    return (
      <Page>
        {back}
        <ListSkeleton label={t`Loading the event`} />
      </Page>
    );
  }

  const embed = embedHtml(event.embed_code);
  const virtual = event.e_is_virtual_event === 1;
  const registered = event.ed_u_registered === 1;
  const onlinePage = virtual && !online && manifest.permittedRoutes.includes('virtualEvent');
  const changeLocation = async (value: string) => {
    setMoveError(null);
    try {
      const reply = await callApi(getCorporateEvent, { listing_id: event.e_listing_id ?? event.e_id, location_id: Number(value) });
      navigate(pathTo('viewEvent', { id: reply.event_date.ed_id }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.isSessionError) return;
      setMoveError(t`This event is not available at that location.`);
    }
  };

  return (
    <Page>
      {back}
      <Layout>
        <Main as="section" padding="lg" gap="lg" aria-labelledby="event-title">
          <h1 id="event-title">{event.e_title}</h1>
          <p>
            <StatusChip tone="info">{event.e_is_virtual_event ? <Trans>Online</Trans> : <Trans>Onsite</Trans>}</StatusChip>
          </p>
          {embed ? (
            <Embed title={t`Event video`} srcDoc={embed} sandbox="allow-scripts allow-presentation" />
          ) : event.e_featured_img ? (
            <Picture src={event.e_featured_img} alt="" />
          ) : null}
          {online && virtual ? (
            <JoinPanel aria-labelledby="join-title" data-testid="join-panel">
              <h2 id="join-title">
                <Trans>Join online</Trans>
              </h2>
              {registered && event.e_external_link ? (
                <>
                  <p>
                    <Trans>You are registered. The link opens the online event in a new tab; join a few minutes before the start.</Trans>
                  </p>
                  <a href={event.e_external_link} target="_blank" rel="noopener noreferrer">
                    <Trans>Join the online event</Trans>
                  </a>
                </>
              ) : registered ? (
                <p>
                  <Trans>You are registered. The stream plays above when the event starts.</Trans>
                </p>
              ) : (
                <p>
                  <Trans>Book your place below to get the link to join.</Trans>
                </p>
              )}
            </JoinPanel>
          ) : null}
          {online && !virtual ? (
            <Banner tone="info" role="status">
              <Trans>This event takes place on site, not online.</Trans>
            </Banner>
          ) : null}
          <p>{event.e_description}</p>
          {onlinePage ? (
            <p>
              <Link to={pathTo('virtualEvent', { id: event.ed_id })}>
                <Trans>Open the online event page</Trans>
              </Link>
            </p>
          ) : null}
          <Facts>
            <dt>
              <Trans>When</Trans>
            </dt>
            <dd>
              {dateLong(event.ed_start_date_time, locale)}, {timeRange(event.ed_start_date_time, event.ed_end_date_time, locale)}
            </dd>
            {event.e_locations.length > 0 && !event.e_is_virtual_event ? (
              <>
                <dt>
                  <Trans>Where</Trans>
                </dt>
                <dd>{event.e_locations.map((l) => l.location_label).join(', ')}</dd>
              </>
            ) : null}
            {event.e_room_info ? (
              <>
                <dt>
                  <Trans>Room</Trans>
                </dt>
                <dd>{event.e_room_info}</dd>
              </>
            ) : null}
            {event.e_service_provider_name ? (
              <>
                <dt>
                  <Trans>Hosted by</Trans>
                </dt>
                <dd>{event.e_service_provider_name}</dd>
              </>
            ) : null}
            {event.e_type === 'event_series' && event.e_dates.length > 1 ? (
              <>
                <dt>
                  <Trans>Dates</Trans>
                </dt>
                <dd>
                  <ul>
                    {event.e_dates.map((date) => (
                      <li key={date.ed_id}>
                        {dateLong(date.ed_start_date_time, locale)}, {timeRange(date.ed_start_date_time, date.ed_end_date_time, locale)}
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
          </Facts>
          {manifest.features.locationSelector && event.all_locations_for_client.length > 1 && !event.e_is_virtual_event ? (
            <div>
              <Select
                label={t`Location`}
                value={String(event.e_locations[0]?.location_id ?? '')}
                onChange={(change) => changeLocation(change.target.value)}
                options={event.all_locations_for_client.map((l) => ({ value: String(l.location_id), label: l.location_label }))}
              />
              {moveError ? (
                <Banner tone="warning" role="alert">
                  {moveError}
                </Banner>
              ) : null}
            </div>
          ) : null}
          {checkoutCancelled ? (
            <Banner tone="info" role="status">
              <Trans>You cancelled the payment, so nothing was booked.</Trans>
            </Banner>
          ) : null}
          {awaitingPayment && !confirmed ? (
            <Banner tone="info" role="status">
              <Trans>We are confirming your payment…</Trans>
            </Banner>
          ) : null}
          <BookingBox event={event} onChanged={() => detail.mutate()} />
        </Main>
        {side.length > 0 ? (
          <Side aria-labelledby="other-events">
            <h2 id="other-events">
              <Trans>Other events</Trans>
            </h2>
            <ul>
              {side.map((item) => (
                <li key={item.event_date_id}>
                  <Link to={pathTo('viewEvent', { id: item.event_date_id })}>
                    <strong>{item.title}</strong>
                    <span>
                      {dateLong(item.start_date, locale)}, {timeRange(item.start_date, item.end_date, locale)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Side>
        ) : null}
      </Layout>
    </Page>
  );
}
