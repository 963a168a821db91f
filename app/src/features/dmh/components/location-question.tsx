import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Spinner } from '@portal/ui/spinner';
import { addressAt } from '../api/dmh';
import type { LocationDraft } from '../utils/journey';

/** While the member has not allowed location access, ask again this often (seed 001 section 8). */
export const GEOLOCATION_RETRY_MS = 1_000;

type Status = 'unsupported' | 'locating' | 'denied' | 'lookup-failed' | 'found';

const box = css`
  display: grid;
  gap: ${theme.space[3]};
  & p {
    margin: 0;
  }
`;

/**
 * Finds the member's position with the browser's geolocation and turns it into an address on the server. A
 * refusal is asked again every second, so allowing access in the browser's prompt later still works; the
 * member may skip the step at any time.
 */
export function LocationQuestion({
  location,
  onLocation,
  onSkip,
}: {
  readonly location: LocationDraft | null;
  readonly onLocation: (location: LocationDraft) => void;
  readonly onSkip: () => void;
}) {
  const { t } = useLingui();
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [status, setStatus] = useState<Status>(!supported ? 'unsupported' : location?.status === 'found' ? 'found' : 'locating');
  const report = useRef(onLocation);
  report.current = onLocation;

  useEffect(() => {
    if (!supported || status === 'found' || status === 'lookup-failed') return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      navigator.geolocation.getCurrentPosition(
        async ({ coords }) => {
          if (stopped) return;
          try {
            const { display_name } = await addressAt(coords.latitude, coords.longitude);
            if (stopped) return;
            report.current({ status: 'found', display_name, lat: coords.latitude, lng: coords.longitude });
            setStatus('found');
          } catch {
            if (!stopped) setStatus('lookup-failed');
          }
        },
        () => {
          if (stopped) return;
          setStatus('denied');
          timer = setTimeout(attempt, GEOLOCATION_RETRY_MS);
        },
        { timeout: 10_000, maximumAge: 60_000 },
      );
    };
    attempt();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [supported, status]);

  return (
    <div css={box}>
      {status === 'unsupported' ? (
        <Banner tone="warning" toneLabel={t`Warning:`} role="alert" title={t`Geolocation is not supported by your browser.`} />
      ) : null}
      {status === 'locating' ? (
        <p>
          <Spinner /> <Trans>Finding your location…</Trans>
        </p>
      ) : null}
      {status === 'denied' ? (
        <Banner
          tone="info"
          toneLabel={t`Information:`}
          role="status"
          title={t`Please allow access to your location in your browser, or skip this step.`}
        />
      ) : null}
      {status === 'lookup-failed' ? (
        <Banner
          tone="warning"
          toneLabel={t`Warning:`}
          role="alert"
          title={t`We could not find an address for your location.`}
          actions={
            <Button size="sm" variant="secondary" onClick={() => setStatus('locating')}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : null}
      {status === 'found' && location?.status === 'found' ? (
        <p role="status">
          <Trans>Your location:</Trans> <strong>{location.display_name}</strong>
        </p>
      ) : null}
      <div>
        <Button variant="ghost" onClick={onSkip}>
          <Trans>Skip this step</Trans>
        </Button>
      </div>
    </div>
  );
}
