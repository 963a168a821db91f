import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getHomeContent, getTrendingEvents } from '@portal/contract/calls/content';
import { theme } from '@portal/theme/theme';
import { Pagination } from '@portal/ui/pagination';
import { ListState } from '../../../components/list-state';
import { usePageTitle } from '../../../components/page-title';
import { CardRowSkeleton } from '../../../components/skeletons';
import { useClientManifest } from '../../../lib/client-manifest-context';
import type { PageProps } from '../../../lib/page';
import { useCall } from '../../../lib/swr';
import { ContentCard } from '../components/content-card';
import { contentItemHref } from '../utils/links';

/** A listing page shows a dozen classes or videos at a time. */
export const CLASS_PAGE_SIZE = 12;

const pageStyle = css`
  display: grid;
  gap: ${theme.space[5]};
  padding-bottom: ${theme.space[7]};
  & > h1 {
    margin: 0;
    font-size: ${theme.font.size['3xl']};
  }
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * /wellbeing-studio: the studio classes, live and upcoming first; /wellbeing-series: the on-demand videos.
 * Each card leads to its class page.
 */
export default function ClassListingPage({ routeName }: PageProps) {
  const { t } = useLingui();
  const studio = routeName === 'studioOverview';
  const title = studio ? t`Wellbeing studio` : t`Wellbeing series`;
  usePageTitle(title);
  const manifest = useClientManifest();
  const [page, setPage] = useState(1);
  const body = { page, pageSize: CLASS_PAGE_SIZE };
  const classes = useCall(getTrendingEvents, studio ? { ...body, type: 'studio' } : null);
  const videos = useCall(getHomeContent, studio ? null : { ...body, type: 'videos' });
  const list = studio ? classes : videos;
  const items = list.data?.data ?? [];
  const pageCount = list.data?.meta.pagination.total_pages ?? 1;

  const content = (
    <ListState
      query={list}
      items={() => items}
      errorMessage={<Trans>We could not load this list.</Trans>}
      loading={<CardRowSkeleton label={t`Loading ${title}`} count={6} />}
      empty={{ icon: 'info', title: <Trans>Nothing here yet. Please check back soon.</Trans> }}
    >
      {(rows) => (
        <ul css={grid} aria-label={title}>
          {rows.map((item) => (
            <ContentCard
              key={item.id}
              as="li"
              headingLevel={2}
              item={item}
              href={contentItemHref(item, manifest.permittedRoutes)}
            />
          ))}
        </ul>
      )}
    </ListState>
  );

  return (
    <div css={pageStyle}>
      <h1>{title}</h1>
      {content}
      {pageCount > 1 ? (
        <Pagination
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
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
