import { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { theme } from '@portal/theme/theme';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api';
import { sendWatchedSeconds, useWebinar } from '../api/events';
import { dateLong, timeOf } from '../utils/format';
import { WatchClock } from '../utils/webinars';

// the Card spaces its children (gap="lg"), as the event detail does
const Viewer = styled(Card)`
  h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
  p {
    margin: 0;
  }
  video {
    width: 100%;
    aspect-ratio: 16 / 9;
    background: #000;
    border-radius: ${theme.radius.card};
  }
`;

/**
 * Plays a webinar and reports the seconds played when the member leaves: going elsewhere in the portal
 * (unmount), hiding the tab, or closing it (pagehide), as webinars/track-view asks (seed 001 section 7).
 */
export function WebinarViewer({ webinarId }: { readonly webinarId: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale || 'en';
  const navigate = useNavigate();
  const reply = useWebinar(webinarId);
  const clock = useRef(new WatchClock());
  const webinar = reply.data?.webinar;
  usePageTitle(webinar?.title ?? t`Webinars`);
  const playable = Boolean(webinar?.video_url);

  useEffect(() => {
    if (!playable) return;
    let reported = false;
    // the first leave always counts as a visit; later ones (tab shown again and hidden) only with new seconds
    const report = () => {
      const seconds = clock.current.take();
      if (reported && seconds === 0) return;
      reported = true;
      sendWatchedSeconds(webinarId, seconds);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report();
    };
    window.addEventListener('pagehide', report);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', report);
      document.removeEventListener('visibilitychange', onVisibility);
      report();
    };
  }, [webinarId, playable]);

  const back = (
    <div>
      <Button variant="secondary" size="sm" onClick={() => navigate(pathTo('events', { page: 'webinars' }))}>
        <Trans>Back to webinars</Trans>
      </Button>
    </div>
  );

  if (reply.error instanceof ApiError && reply.error.status === 404) {
    return (
      <>
        {back}
        <Banner tone="warning" role="alert">
          <Trans>We could not find this webinar.</Trans>
        </Banner>
      </>
    );
  }
  if (reply.error && !reply.data) return <LoadError message={t`The webinar could not be loaded.`} onRetry={() => reply.mutate()} />;
  if (!webinar) return <ListSkeleton label={t`Loading the webinar`} />;

  return (
    <>
      {back}
      <Viewer as="section" padding="lg" gap="lg" aria-labelledby="webinar-title">
        <h2 id="webinar-title">{webinar.title}</h2>
        {webinar.video_url ? (
          <video
            src={webinar.video_url}
            controls
            preload="metadata"
            aria-label={t`Webinar video: ${webinar.title}`}
            onPlay={() => clock.current.play()}
            onPause={() => clock.current.pause()}
            onEnded={() => clock.current.pause()}
          />
        ) : (
          <Banner tone="info" role="status">
            <Trans>
              This webinar can be watched from {dateLong(webinar.video_open_from, locale)}, {timeOf(webinar.video_open_from, locale)}.
            </Trans>
          </Banner>
        )}
        <p>{webinar.description}</p>
      </Viewer>
    </>
  );
}
