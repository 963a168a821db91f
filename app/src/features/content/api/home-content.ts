import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { getHomeContent as homeContentCall } from '@portal/contract/calls/content';
import type { CallRequestInput, CallResponse } from '@portal/contract/define-call';
import { callApi, type ApiError } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

/** Carousels fetch 6 items a page (seed 001 section 9); listing pages 30 (seed 003 section 9). */
export const CAROUSEL_PAGE_SIZE = 6;
export const LISTING_PAGE_SIZE = 30;

export type HomeContentPage = CallResponse<typeof homeContentCall>;
export type HomeContentQuery = CallRequestInput<typeof homeContentCall>;

/** What a carousel or listing asks for; `filter` is a location id or 'all' (Show all). */
export interface ContentQuery {
  readonly type: string;
  readonly filter?: number | 'all';
  readonly tags?: readonly string[];
  readonly search?: string;
}

function requestOf(query: ContentQuery, page: number, pageSize: number): HomeContentQuery {
  return {
    type: query.type,
    tags: [...(query.tags ?? [])],
    search_term: query.search ?? '',
    page,
    pageSize,
    ...(query.type === 'events' ? { upcoming: true } : {}),
    ...(query.filter !== undefined && query.filter !== 'all' ? { filter: query.filter } : {}),
  };
}

export function getHomeContent(query: ContentQuery, page: number, pageSize: number) {
  return callApi(homeContentCall, requestOf(query, page, pageSize));
}

/**
 * A carousel's pages: page 1 first, one more each time `loadMore` is called while more pages remain.
 * The key holds the whole query, so a new tag, search or location starts again at page 1.
 */
export function useHomeContent(query: ContentQuery | null) {
  const swr = useSWRInfinite<HomeContentPage, ApiError>(
    (index, previous: HomeContentPage | null) => {
      if (!query) return null;
      if (previous && !previous.meta.pagination.has_next_page) return null;
      return [homeContentCall.path, 'carousel', requestOf(query, index + 1, CAROUSEL_PAGE_SIZE)] as const;
    },
    ([, , body]: readonly [string, string, HomeContentQuery]) => callApi(homeContentCall, body),
    { revalidateFirstPage: false },
  );
  // Back on home within the session, the pages kept from the last visit show at once and are asked again as the
  // carousel comes near, so an article the employer has published since appears without a reload (issue 31).
  // Coming back is a navigation to the page, not always a new mount: React Router renders navigations as
  // transitions, so a member who leaves for a page whose code is still loading and clicks Home before it shows
  // never left home, and its carousels stay mounted and near. Each navigation has a new location key.
  const arrival = useLocation().key;
  const active = query !== null;
  const kept = swr.data !== undefined;
  const { mutate } = swr;
  useEffect(() => {
    if (active && kept) void mutate();
    // once each time the carousel starts asking or the member arrives on the page again, not on every reply
  }, [active, arrival]);
  return pagedList(swr);
}

/**
 * One page of a listing page (30 items). Through `useCall`, so the first page that came with the page
 * (contract/first-reads.ts) is its first data and a first view drawn on the server shows the list, not skeletons.
 */
export function useHomeContentPage(query: ContentQuery | null, page: number) {
  return useCall(homeContentCall, query ? requestOf(query, page, LISTING_PAGE_SIZE) : null, { keepPreviousData: true });
}

/** A page of a list the server hands out page by page. */
interface ListPage {
  readonly data: readonly unknown[];
  readonly meta: { readonly pagination: { readonly has_next_page: boolean; readonly total: number } };
}

/**
 * The pages SWR has loaded of a paged list, as one list: the items so far, the total, whether more remain, and
 * `loadMore` (one more page, ignored while one loads or when none remain) and `retry`.
 */
export function pagedList<P extends ListPage>(swr: SWRInfiniteResponse<P, ApiError>) {
  const pages = swr.data ?? [];
  const last = pages[pages.length - 1];
  const hasMore = last?.meta.pagination.has_next_page ?? false;
  const loadingMore = swr.size > 0 && pages.length < swr.size && !swr.error;
  return {
    items: pages.flatMap((page): P['data'][number][] => [...page.data]),
    total: pages[0]?.meta.pagination.total ?? 0,
    isLoading: swr.isLoading,
    error: swr.error,
    hasMore,
    loadingMore,
    loadMore: () => {
      if (hasMore && !loadingMore) void swr.setSize(swr.size + 1);
    },
    retry: () => swr.mutate(),
  };
}
