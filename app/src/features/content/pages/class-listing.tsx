import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getHomeContent, getTrendingEvents } from '@portal/contract/calls/content';
import { usePageTitle } from '../../../components/page-title';
import type { PageProps } from '../../../lib/page';
import { useCall } from '../../../lib/swr';
import { ListingPage, ListingState } from '../components/listing-page';

/** A listing page shows a dozen classes or videos at a time. */
export const CLASS_PAGE_SIZE = 12;

/**
 * /wellbeing-studio: the studio classes, live and upcoming first; /wellbeing-series: the on-demand videos.
 * Each card leads to its class page.
 */
export default function ClassListingPage({ routeName }: PageProps) {
  const { t } = useLingui();
  const studio = routeName === 'studioOverview';
  const title = studio ? t`Wellbeing studio` : t`Wellbeing series`;
  usePageTitle(title);
  const [page, setPage] = useState(1);
  const body = { page, pageSize: CLASS_PAGE_SIZE };
  const classes = useCall(getTrendingEvents, studio ? { ...body, type: 'studio' } : null);
  const videos = useCall(getHomeContent, studio ? null : { ...body, type: 'videos' });
  const list = studio ? classes : videos;
  const items = list.data?.data ?? [];
  const pageCount = list.data?.meta.pagination.total_pages ?? 1;

  return (
    <ListingPage title={title} page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage}>
      <ListingState title={title} query={list} items={items} />
    </ListingPage>
  );
}
