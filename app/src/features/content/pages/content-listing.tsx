import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { useHomeContentPage, type ContentQuery } from '../api/home-content';
import { useLocations } from '../../../api/locations';
import { ListingCards, ListingPage } from '../components/listing-page';
import { LocationSelect, type LocationFilter } from '../components/location-select';
import { CardRowSkeleton } from '../../../components/skeletons';
import { isListingType, type ListingType } from '../utils/links';
import { ContentSourcesLink } from '../components/content-sources-link';

/** Any path no route matches: the catch-all shows the not-found page (a feature cannot import the shell's). */
export const NOT_FOUND_PATH = '/not-found';

const toolbar = css`
  max-width: 20rem;
`;

export interface ContentListingProps {
  readonly type: ListingType;
  /** shown under the page's heading (the employer's announcements, composed by the route) */
  readonly lead?: ReactNode;
}

/** /content/:content_type for events, videos and articles (seed 003 section 2.8): 30 a page. */
export function ContentListing({ type, lead }: ContentListingProps) {
  const { t } = useLingui();
  const manifest = useClientManifest();
  const titles: Record<ListingType, string> = {
    events: t`Upcoming events`,
    videos: t`Videos`,
    articles: t`Articles`,
  };
  const title = titles[type];
  usePageTitle(title);

  const withLocations = type === 'events' && manifest.features.locationSelector;
  const locations = useLocations(withLocations);
  const locationsSettled = !withLocations || locations.data !== undefined || locations.error !== undefined;
  const [chosen, setChosen] = useState<LocationFilter | undefined>(undefined);
  const location: LocationFilter = chosen ?? locations.data?.current_loc ?? 'all';
  const [page, setPage] = useState(1);

  const query = useMemo<ContentQuery | null>(
    () => (locationsSettled ? { type, ...(withLocations ? { filter: location } : {}) } : null),
    [locationsSettled, type, withLocations, location],
  );
  const listing = useHomeContentPage(query, page);
  const pagination = listing.data?.meta.pagination;
  const items = listing.data?.data ?? [];

  const chooseLocation = (value: LocationFilter) => {
    setChosen(value);
    setPage(1);
  };

  let body;
  if (!query || (listing.isLoading && !listing.data)) {
    body = <CardRowSkeleton label={t`Loading ${title}`} count={6} />;
  } else if (listing.error && !listing.data) {
    body = (
      <LoadError message={<Trans>We could not load this list.</Trans>} onRetry={() => listing.mutate()} />
    );
  } else if (items.length === 0) {
    body =
      type === 'events' ? (
        <EmptyState
          icon="map-pin"
          title={
            <Trans>
              No events found at the selected location, please select a different location or choose 'Show
              all' to see all available events.
            </Trans>
          }
          {...(withLocations && location !== 'all'
            ? {
                action: (
                  <Button variant="secondary" onClick={() => chooseLocation('all')}>
                    <Trans>Show all</Trans>
                  </Button>
                ),
              }
            : {})}
        />
      ) : (
        <EmptyState icon="info" title={<Trans>Nothing here yet. Please check back soon.</Trans>} />
      );
  } else {
    body = <ListingCards items={items} busy={listing.isValidating} />;
  }

  return (
    <ListingPage
      title={title}
      listing={type}
      before={
        <>
          {lead}
          {withLocations ? (
            <div css={toolbar}>
              <LocationSelect
                locations={locations.data?.locations ?? []}
                value={location}
                onChange={chooseLocation}
              />
            </div>
          ) : null}
        </>
      }
      page={pagination?.current_page ?? 1}
      pageCount={pagination?.total_pages ?? 1}
      onPageChange={setPage}
    >
      {body}
    </ListingPage>
  );
}

/** The route's page: an unknown content type is not a page. */
export default function ContentListingPage({ lead }: { lead?: ReactNode }) {
  const { content_type: type } = useParams();
  if (!isListingType(type)) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <>
      <ContentListing key={type} type={type} lead={lead} />
      <ContentSourcesLink />
    </>
  );
}
