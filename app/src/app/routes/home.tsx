import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { Trans } from '@lingui/react/macro';
import { pathTo } from '@portal/manifest/routes';
import { useLocations } from '../../api/locations';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useNearViewport } from '../../lib/use-near-viewport';
import { usePageTitle } from '../../components/page-title';
import { LoadError } from '../../components/panel-states';
import { CardRowSkeleton } from '../../components/skeletons';
import { useClientManifest } from '../../lib/client-manifest-context';
import { useAnnouncements } from '../../features/admin/api/announcements';
import { AnnouncementsPanel } from '../../features/admin/components/announcements-panel';
import { ContentCarousel } from '../../features/content/components/content-carousel';
import { MyListLink } from '../../features/content/components/my-list-link';
import { useUserAssessments } from '../../features/home/api/assessments';
import { useWebLanding } from '../../features/home/api/landing';
import { CoachingSections, HealthAssessmentsSection } from '../../features/home/components/coaching-sections';
import { ResultsBanner } from '../../features/home/components/results-banner';
import { ServiceTiles } from '../../features/home/components/service-tiles';
import { WelcomeBanner } from '../../features/home/components/welcome-banner';
import { permits } from '../../features/home/utils/links';

const page = css`
  display: grid;
  gap: ${theme.space[7]};
  padding-bottom: ${theme.space[7]};
  & > * {
    min-width: 0;
  }
  /* The carousels start below the first screen on a phone: the browser skips their style, layout and paint until
     they come near it (their place is kept at about a carousel's height). Their cards were the largest part of
     home's blocking time on a throttled phone (issue 8). */
  & > [data-carousel] {
    content-visibility: auto;
    contain-intrinsic-size: auto 24rem;
  }
`;

/** Where home's lower part starts, until it comes near the screen: one pixel, taken back by its margin. */
const marker = css`
  height: 1px;
  margin-top: -1px;
`;

/** The signed-in landing page (seed 000 section 2, seed 001 section 2): the home area's services and the content carousels. */
export default function HomePage() {
  const { t } = useLingui();
  const manifest = useClientManifest();
  const permitted = manifest.permittedRoutes;
  usePageTitle(t`Home`);

  const landing = useWebLanding();
  const assessments = useUserAssessments();
  const hasReports = permits(permitted, 'results') && (assessments.data?.reports.length ?? 0) > 0;
  // The employer's announcements and the results banner sit above the services and may or may not be there:
  // until both are known one skeleton holds their place, so the services do not jump down when they arrive
  // (a layout shift on every phone's first view of home).
  const announcements = useAnnouncements();
  const settled = (query: { data?: unknown; error?: unknown }) => query.data !== undefined || query.error !== undefined;
  const topSettled = settled(announcements) && (!permits(permitted, 'results') || settled(assessments));
  // the services and everything below them come just after the first paint (below the fold on a phone); all of
  // it together and in no placeholder's place, so nothing already on screen moves when it arrives
  const painted = useAfterFirstPaint();
  // the coaching sections and the carousels, far down on a phone, as the member scrolls towards them
  const [belowNear, belowRef] = useNearViewport<HTMLDivElement>();

  return (
    <div css={page}>
      <WelcomeBanner
        title={landing.data?.welcome_title}
        text={landing.data?.welcome_text}
        loading={landing.isLoading}
      />
      {topSettled ? <AnnouncementsPanel /> : null}
      {topSettled && hasReports ? <ResultsBanner /> : null}
      {landing.error ? (
        <LoadError message={<Trans>We could not load your services.</Trans>} onRetry={() => landing.mutate()} />
      ) : landing.isLoading || !topSettled ? (
        <CardRowSkeleton label={t`Loading your services`} count={4} />
      ) : !painted ? null : landing.data ? (
        <ServiceTiles
          tiles={landing.data.event_services}
          helpline={landing.data.eap_tile}
          permittedRoutes={permitted}
        />
      ) : null}
      {painted ? belowNear ? <BelowTheServices /> : <div ref={belowRef} css={marker} /> : null}
    </div>
  );
}

/** Home below the services: the coaching and assessment sections and the content carousels. */
function BelowTheServices() {
  const { t } = useLingui();
  const manifest = useClientManifest();
  const permitted = manifest.permittedRoutes;
  const showEvents = permits(permitted, 'events') || permits(permitted, 'viewEvent');
  const filterByLocation = showEvents && manifest.features.locationSelector;
  const locations = useLocations(filterByLocation);
  const locationsSettled = !filterByLocation || locations.data !== undefined || locations.error !== undefined;
  const viewMore = (type: string) => (permits(permitted, 'content') ? pathTo('content', { content_type: type }) : null);
  return (
    <>
      <CoachingSections permittedRoutes={permitted} />
      <HealthAssessmentsSection permittedRoutes={permitted} />
      {showEvents ? (
        locationsSettled ? (
          <ContentCarousel
            type="events"
            title={t`Events`}
            permittedRoutes={permitted}
            viewMoreHref={viewMore('events')}
            locations={filterByLocation ? (locations.data?.locations ?? []) : null}
            initialLocation={locations.data?.current_loc ?? 'all'}
          />
        ) : (
          <CardRowSkeleton label={t`Loading events`} />
        )
      ) : null}
      <ContentCarousel type="videos" title={t`Videos`} permittedRoutes={permitted} viewMoreHref={viewMore('videos')} />
      <ContentCarousel
        type="articles"
        title={t`Articles`}
        permittedRoutes={permitted}
        viewMoreHref={viewMore('articles')}
      />
      {permits(permitted, 'wellbeing') ? <MyListLink /> : null}
    </>
  );
}
