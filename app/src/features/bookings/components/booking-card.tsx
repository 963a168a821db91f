import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Appointment } from '@portal/contract/calls/bookings';
import { Button, buttonStyle } from '@portal/ui/button';
import { Icon } from '@portal/ui/icon';
import { theme } from '@portal/theme/theme';
import { useJoinEnabled } from '../hooks/use-join-enabled';
import { canCancelBooking, joinPath } from '../utils/bookings';
import { bookingTitle, monthAndDay, timeOfDay } from '../utils/format';

const Item = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[4]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.card};
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
`;

const DateBadge = styled.div`
  display: grid;
  justify-items: center;
  align-content: center;
  min-width: 3.5rem;
  padding: ${theme.space[2]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.accent.bg};
  color: ${theme.color.accent.text};
  line-height: 1.1;
`;

const Month = styled.span`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const Day = styled.span`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
`;

const Title = styled.h3`
  margin: 0;
  font-family: ${theme.font.family.heading};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.heading};
`;

const Meta = styled.p`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  &:empty {
    display: none;
  }
`;

const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.xs};
`;

const JoinLink = styled(Link)`
  ${buttonStyle('primary', 'sm', false)}
`;

interface BookingCardProps {
  readonly booking: Appointment;
  readonly now: number;
  readonly onCancel?: (booking: Appointment) => void;
  readonly onLocation?: (booking: Appointment) => void;
  readonly onNavigate?: () => void;
}

function JoinAction({ booking, onNavigate }: { booking: Appointment; onNavigate?: () => void }) {
  const enabled = useJoinEnabled(booking);
  if (enabled) {
    // a page load of its own: only the room's content security policy allows its wasm (decision 0467)
    return (
      <JoinLink to={joinPath(booking)} onClick={onNavigate} reloadDocument>
        <Icon name="video" size={18} />
        <Trans>Join</Trans>
      </JoinLink>
    );
  }
  return (
    <>
      <Button size="sm" disabled iconStart={<Icon name="video" size={18} />} aria-describedby={`join-hint-${booking.appointmentId}`}>
        <Trans>Join</Trans>
      </Button>
      <Hint id={`join-hint-${booking.appointmentId}`}>
        <Trans>You can join from 10 minutes before the start.</Trans>
      </Hint>
    </>
  );
}

/** One booking: when, what and with whom, and what the member can do with it. */
export function BookingCard({ booking, now, onCancel, onLocation, onNavigate }: BookingCardProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale || 'en';
  const { month, day } = monthAndDay(booking.startTime, locale);
  const title = bookingTitle(booking, (descriptor) => i18n._(descriptor));
  const start = timeOfDay(booking.startTime, locale);
  const end = timeOfDay(booking.endTime, locale);
  const upcoming = Date.parse(booking.endTime) > now;

  return (
    <Item aria-label={t`${title}, ${month} ${day}, ${start} to ${end}`}>
      <DateBadge>
        <Month>{month}</Month>
        <Day>{day}</Day>
      </DateBadge>
      <div>
        <Title>{title}</Title>
        {booking.clinician.name ? <Meta>{booking.clinician.name}</Meta> : null}
        <Meta>
          <time dateTime={booking.startTime}>{start}</time> – <time dateTime={booking.endTime}>{end}</time>
        </Meta>
      </div>
      <Actions>
        {upcoming && booking.showJoinButton ? <JoinAction booking={booking} onNavigate={onNavigate} /> : null}
        {booking.showLocationButton && onLocation ? (
          <Button size="sm" variant="secondary" iconStart={<Icon name="map-pin" size={18} />} onClick={() => onLocation(booking)}>
            <Trans>Location</Trans>
          </Button>
        ) : null}
        {canCancelBooking(booking, now) && onCancel ? (
          <Button size="sm" variant="ghost" onClick={() => onCancel(booking)}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </Actions>
    </Item>
  );
}
