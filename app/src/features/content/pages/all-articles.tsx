import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { usePageTitle } from '../../../components/page-title';
import { useArticles } from '../api/articles';
import { ListingPage, ListingState } from '../components/listing-page';

/** get-articles answers every article at once; the page shows them a dozen at a time. */
export const ARTICLES_PAGE_SIZE = 12;

/** /all-articles (seed 003 section 2.8): a title, the cards, and 'Page X of Y' when there is more than one page. */
export default function AllArticlesPage() {
  const { t } = useLingui();
  const title = t`All articles`;
  usePageTitle(title);
  const articles = useArticles();
  const [page, setPage] = useState(1);
  const items = articles.data?.content ?? [];
  const pageCount = Math.max(1, Math.ceil(items.length / ARTICLES_PAGE_SIZE));
  const shownPage = Math.min(page, pageCount);
  const shown = items.slice((shownPage - 1) * ARTICLES_PAGE_SIZE, shownPage * ARTICLES_PAGE_SIZE);

  return (
    <ListingPage title={title} page={shownPage} pageCount={pageCount} onPageChange={setPage}>
      <ListingState title={title} query={articles} items={items} shown={shown} />
    </ListingPage>
  );
}
