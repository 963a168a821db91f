import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Location } from '@portal/contract/calls/locations';
import { theme } from '@portal/theme/theme';
import { buttonStyle } from '@portal/ui/button';
import { Carousel } from '@portal/ui/carousel';
import { EmptyState } from '@portal/ui/empty-state';
import { useHomeContent, type ContentQuery } from '../api/home-content';
import { contentItemHref, type ListingType } from '../utils/links';
import { ContentCard } from './content-card';
import { LocationSelect, type LocationFilter } from './location-select';
import { NoEventsAtLocation } from './no-events';
import { LoadError } from '../../../components/panel-states';
import { CardRowSkeleton } from '../../../components/skeletons';
import { useNearViewport } from '../../../lib/use-near-viewport';

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]} ${theme.space[4]};
  margin-bottom: ${theme.space[3]};
  & > h2 {
    margin: 0;
    margin-right: auto;
    font-size: ${theme.font.size['2xl']};
  }
`;

const filterBox = css`
  min-width: 14rem;
  & label {
    font-size: ${theme.font.size.sm};
  }
`;

export interface ContentCarouselProps {
  readonly type: ListingType;
  readonly title: string;
  readonly permittedRoutes: readonly string[];
  /** the View More target, or null when the listing page is not permitted */
  readonly viewMoreHref: string | null;
  /** events only: the locations to filter by (null: no location filter) and the one chosen first */
  readonly locations?: readonly Location[] | null;
  readonly initialLocation?: LocationFilter;
  readonly tags?: readonly string[];
  readonly search?: string;
}

/**
 * A home carousel of one content type, six items a page, with View More and, for events, a location filter. Its
 * items load once it comes near the screen.
 */
export function ContentCarousel({
  type,
  title,
  permittedRoutes,
  viewMoreHref,
  locations = null,
  initialLocation = 'all',
  tags,
  search,
}: ContentCarouselProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [location, setLocation] = useState<LocationFilter>(initialLocation);
  const query = useMemo<ContentQuery>(
    () => ({
      type,
      ...(locations ? { filter: location } : {}),
      ...(tags ? { tags } : {}),
      ...(search ? { search } : {}),
    }),
    [type, locations, location, tags, search],
  );
  // far down home on a phone: its items are asked for as the member scrolls towards it
  const [near, nearRef] = useNearViewport<HTMLDivElement>();
  const content = useHomeContent(near ? query : null);
  const queryKey = JSON.stringify(query);
  // A reply arrives in a synchronous render (SWR's store), which would draw the whole carousel as one long task
  // on a phone: the cards follow in a deferred render React can slice (issue 8: blocking time on home).
  const isLoading = useDeferredValue(content.isLoading || !near);
  const items = useDeferredValue(content.items);

  let body: ReactNode;
  if (isLoading) {
    body = <CardRowSkeleton label={t`Loading ${title}`} />;
  } else if (content.error && items.length === 0) {
    // a refresh of cards already shown that fails keeps the cards (home asks again as the carousel comes near)
    body = (
      <LoadError message={<Trans>We could not load this list.</Trans>} onRetry={() => content.retry()} />
    );
  } else if (items.length === 0) {
    body =
      type === 'events' && locations && location !== 'all' ? (
        <NoEventsAtLocation onShowAll={() => setLocation('all')} />
      ) : (
        <EmptyState icon="info" title={<Trans>Nothing here yet. Please check back soon.</Trans>} />
      );
  } else {
    body = (
      <Carousel
        // a new filter starts the carousel again at its first item and page
        key={queryKey}
        label={title}
        previousLabel={t`Previous: ${title}`}
        nextLabel={t`Next: ${title}`}
        slideLabel={(position, total) => t`${position} of ${total}`}
        items={items.map((item) => (
          <ContentCard key={`${item.id}-${item.event_date_id ?? ''}`} item={item} href={contentItemHref(item, permittedRoutes)} as="div" />
        ))}
        getKey={(index) => {
          const item = items[index]!;
          return `${item.id}-${item.event_date_id ?? ''}`;
        }}
        onNearEnd={content.loadMore}
      />
    );
  }

  return (
    <div data-carousel={type} ref={nearRef}>
      <div css={header}>
        <h2 id={headingId}>{title}</h2>
        {locations ? (
          <div css={filterBox}>
            <LocationSelect locations={locations} value={location} onChange={setLocation} />
          </div>
        ) : null}
        {viewMoreHref ? (
          <Link to={viewMoreHref} css={buttonStyle('ghost', 'md', false)} aria-describedby={headingId}>
            <Trans>View More</Trans>
          </Link>
        ) : null}
      </div>
      {body}
    </div>
  );
}
