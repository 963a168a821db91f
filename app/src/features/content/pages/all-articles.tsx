import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { theme } from '@portal/theme/theme';
import { Pagination } from '@portal/ui/pagination';
import { ListState } from '../../../components/list-state';
import { usePageTitle } from '../../../components/page-title';
import { CardRowSkeleton } from '../../../components/skeletons';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { useArticles } from '../api/get-articles';
import { ContentCard } from '../components/content-card';
import { contentItemHref } from '../utils/links';

/** get-articles answers every article at once; the page shows them a dozen at a time. */
export const ARTICLES_PAGE_SIZE = 12;

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

/** /all-articles (seed 003 section 2.8): a title, the cards, and 'Page X of Y' when there is more than one page. */
export default function AllArticlesPage() {
  const { t } = useLingui();
  const title = t`All articles`;
  usePageTitle(title);
  const manifest = useClientManifest();
  const articles = useArticles();
  const [page, setPage] = useState(1);
  const items = articles.data?.content ?? [];
  const pageCount = Math.max(1, Math.ceil(items.length / ARTICLES_PAGE_SIZE));
  const shownPage = Math.min(page, pageCount);
  const shown = items.slice((shownPage - 1) * ARTICLES_PAGE_SIZE, shownPage * ARTICLES_PAGE_SIZE);

  const body = (
    <ListState
      query={articles}
      items={() => items}
      errorMessage={<Trans>We could not load this list.</Trans>}
      loading={<CardRowSkeleton label={t`Loading ${title}`} count={6} />}
      empty={{ icon: 'info', title: <Trans>Nothing here yet. Please check back soon.</Trans> }}
    >
      {() => (
        <ul css={grid} aria-label={title}>
          {shown.map((item) => (
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
      {body}
      {pageCount > 1 ? (
        <Pagination
          page={shownPage}
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
