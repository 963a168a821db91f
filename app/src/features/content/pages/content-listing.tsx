import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { Pagination } from '@portal/ui/pagination';
import { LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { useHomeContentPage, type ContentQuery } from '../api/get-home-content';
import { useLocations } from '../../../api/get-locations';
import { ContentCard } from '../components/content-card';
import { LocationSelect, type LocationFilter } from '../components/location-select';
import { CardRowSkeleton } from '../../../components/skeletons';
import { contentItemHref, isListingType, type ListingType } from '../utils/links';
import { ContentSourcesLink } from '../components/content-sources-link';

/** Any path no route matches: the catch-all shows the not-found page (a feature cannot import the shell's). */
export const NOT_FOUND_PATH = '/not-found';

const pageStyle = css`
  display: grid;
  gap: ${theme.space[5]};
  padding-bottom: ${theme.space[7]};
  & > h1 {
    margin: 0;
    font-size: ${theme.font.size['3xl']};
  }
`;

const toolbar = css`
  max-width: 20rem;
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
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
    body = (
      <ul css={grid} aria-busy={listing.isValidating || undefined}>
        {items.map((item) => (
          <ContentCard
            key={`${item.id}-${item.event_date_id ?? ''}`}
            as="li"
            headingLevel={2}
            item={item}
            href={contentItemHref(item, manifest.permittedRoutes)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div css={pageStyle} data-listing={type}>
      <h1>{title}</h1>
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
      {body}
      {pagination && pagination.total_pages > 1 ? (
        <Pagination
          page={pagination.current_page}
          pageCount={pagination.total_pages}
          onPageChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
          label={t`Pages of ${title}`}
          previousLabel={t`Previous`}
          nextLabel={t`Next`}
          status={(current, count) => t`Page ${current} of ${count}`}
        />
      ) : null}
    </div>
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
