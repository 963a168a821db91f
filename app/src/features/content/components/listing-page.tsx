import { cardGrid } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ContentItem } from '@portal/contract/calls/content';
import { theme } from '@portal/theme/theme';
import { Pagination } from '@portal/ui/pagination';
import { ListState, type ListQuery } from '../../../components/list-state';
import { CardRowSkeleton } from '../../../components/skeletons';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { contentItemHref } from '../utils/links';
import { ContentCard } from './content-card';

/*
 * The listing pages' one frame (/content/:type, /all-articles, /wellbeing-studio, /wellbeing-series): the heading,
 * what the route puts above the cards, the cards in a grid, and 'Page X of Y' when there is more than one page.
 */

const pageStyle = css`
  display: grid;
  gap: ${theme.space[5]};
  padding-bottom: ${theme.space[7]};
  & > h1 {
    margin: 0;
    font-size: ${theme.font.size['3xl']};
  }
`;

const grid = cardGrid({ min: '16rem' });

/** A listing page: its title as heading, then `before` (announcements, a filter), the body, and the pages. */
export function ListingPage({
  title,
  before,
  page,
  pageCount,
  onPageChange,
  listing,
  children,
}: {
  readonly title: string;
  readonly before?: ReactNode;
  readonly page: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
  /** set as data-listing on the page, for the content type's listing */
  readonly listing?: string;
  readonly children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div css={pageStyle} data-listing={listing}>
      <h1>{title}</h1>
      {before}
      {children}
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => {
            onPageChange(next);
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

/** A listing's cards in a grid, each leading to its page. */
export function ListingCards({
  items,
  label,
  busy,
}: {
  readonly items: readonly ContentItem[];
  readonly label?: string;
  readonly busy?: boolean;
}) {
  const manifest = useClientManifest();
  return (
    <ul css={grid} aria-label={label} aria-busy={busy || undefined}>
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

/** A listing's load states around its cards: skeleton, the load error with retry, nothing here yet, or the cards. */
export function ListingState<D>({
  title,
  query,
  items,
  shown = items,
}: {
  readonly title: string;
  readonly query: ListQuery<D>;
  readonly items: readonly ContentItem[];
  /** the part of items on this page, when the page cuts the list itself */
  readonly shown?: readonly ContentItem[];
}) {
  const { t } = useLingui();
  return (
    <ListState
      query={query}
      items={() => items}
      errorMessage={<Trans>We could not load this list.</Trans>}
      loading={<CardRowSkeleton label={t`Loading ${title}`} count={6} />}
      empty={{ icon: 'info', title: <Trans>Nothing here yet. Please check back soon.</Trans> }}
    >
      {() => <ListingCards items={shown} label={title} />}
    </ListState>
  );
}
