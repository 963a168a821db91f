import { Suspense, lazy } from 'react';
import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Appointment } from '@portal/contract/calls/bookings';
import { Icon } from '@portal/ui/icon';
import { Modal } from '@portal/ui/modal';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { theme } from '@portal/theme/theme';
import { bookingAddress } from '../utils/bookings';
import { bookingTitle, fullDate, timeOfDay } from '../utils/format';

// maplibre is large: it loads only when a member opens a location
const LocationMap = lazy(() => import('./location-map'));

const Address = styled.address`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-start;
  margin: 0 0 ${theme.space[4]};
  font-style: normal;
  font-weight: ${theme.font.weight.medium};
`;

const Details = styled.p`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.text.muted};
`;

export function MapPreview({ booking }: { booking: Appointment }) {
  const { t } = useLingui();
  const location = bookingAddress(booking);
  if (!location) return null;
  return (
    <>
      <Address>
        <Icon name="map-pin" size={20} />
        <span>{location.address}</span>
      </Address>
      {location.lat !== undefined && location.lng !== undefined ? (
        <Suspense
          fallback={
            <SkeletonGroup label={t`Loading the map`}>
              <Skeleton height="18rem" />
            </SkeletonGroup>
          }
        >
          <LocationMap lat={location.lat} lng={location.lng} label={location.address} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Seed 000 section 2: the face-to-face location, as text and on a map. */
export function LocationModal({ booking, onClose }: { booking: Appointment | null; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale || 'en';
  const summary = (b: Appointment) => {
    const title = bookingTitle(b, (descriptor) => i18n._(descriptor));
    const clinician = b.clinician.name;
    const date = fullDate(b.startTime, locale);
    const time = timeOfDay(b.startTime, locale);
    return t`${title} with ${clinician}, ${date} at ${time}`;
  };
  return (
    <Modal open={booking !== null} onClose={onClose} size="lg" title={t`Session location`} closeLabel={t`Close`}>
      {booking ? (
        <>
          <Details>{summary(booking)}</Details>
          <MapPreview booking={booking} />
        </>
      ) : null}
    </Modal>
  );
}
