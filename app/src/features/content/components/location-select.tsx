import { useLingui } from '@lingui/react/macro';
import type { Location } from '@portal/contract/calls/locations';
import { Select } from '@portal/ui/select';

export type LocationFilter = number | 'all';

export interface LocationSelectProps {
  readonly locations: readonly Location[];
  readonly value: LocationFilter;
  readonly onChange: (value: LocationFilter) => void;
  readonly id?: string;
}

/** The events location filter: Show all, then the client's office locations. */
export function LocationSelect({ locations, value, onChange, id }: LocationSelectProps) {
  const { t } = useLingui();
  return (
    <Select
      id={id}
      label={t`Office location`}
      value={String(value)}
      onChange={(event) => {
        const chosen = event.target.value;
        onChange(chosen === 'all' ? 'all' : Number(chosen));
      }}
      options={[
        { value: 'all', label: t`Show all` },
        ...locations.map((location) => ({ value: String(location.location_id), label: location.location_label })),
      ]}
    />
  );
}
