import { useLingui } from '@lingui/react/macro';
import OfficeMap from '../../../lib/map/office-map';

export interface LocationMapProps {
  readonly lat: number;
  readonly lng: number;
  readonly label: string;
}

/** The face-to-face address on a map with a draggable marker; loaded only with the location modal. */
export default function LocationMap({ lat, lng, label }: LocationMapProps) {
  const { i18n, t } = useLingui();
  return (
    <OfficeMap
      lat={lat}
      lng={lng}
      label={label}
      regionLabel={t`Map of ${label}`}
      failedText={t`The map could not be loaded. The address above is where the session takes place.`}
      language={(i18n.locale || 'en').slice(0, 2)}
    />
  );
}
