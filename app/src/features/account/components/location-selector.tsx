import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '@portal/ui/banner';
import { Select } from '@portal/ui/select';
import { Skeleton } from '@portal/ui/skeleton';
import { Spinner } from '@portal/ui/spinner';
import { useLocations } from '../../../api/locations';
import { LoadError } from '../../../components/panel-states';
import { setLocation } from '../api/location';

/** My Location: the member's office, from get-locations, saved with set-location. */
export function LocationSelector() {
  const { t } = useLingui();
  const locations = useLocations();
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');

  if (locations.error && !locations.data) {
    return (
      <LoadError message={<Trans>Your locations could not be loaded.</Trans>} onRetry={() => locations.mutate()} />
    );
  }
  if (!locations.data) return <Skeleton height="3.5rem" />;

  const data = locations.data;
  const change = async (value: string) => {
    const locationId = Number(value);
    if (!Number.isInteger(locationId) || locationId <= 0) return;
    setSaving(true);
    setStatus('idle');
    try {
      await setLocation(locationId);
      await locations.mutate({ ...data, current_loc: locationId }, { revalidate: false });
      setStatus('saved');
    } catch {
      setStatus('failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div css={{ display: 'grid', gap: '0.75rem', maxWidth: '28rem' }}>
      <Select
        label={t`Office location`}
        value={data.current_loc === null ? '' : String(data.current_loc)}
        placeholder={t`Choose your location`}
        options={data.locations.map((location) => ({ value: String(location.location_id), label: location.location_label }))}
        disabled={saving}
        aria-busy={saving || undefined}
        onChange={(event) => void change(event.target.value)}
      />
      <div aria-live="polite" css={{ minHeight: '1.5rem' }}>
        {saving ? <Spinner label={t`Saving`} size={16} /> : null}
        {status === 'saved' ? <Trans>Your location has been saved.</Trans> : null}
      </div>
      {status === 'failed' ? (
        <Banner tone="danger" role="alert">
          <Trans>Your location could not be saved. Please try again.</Trans>
        </Banner>
      ) : null}
    </div>
  );
}
