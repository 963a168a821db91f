import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize as infiniteKeyOf } from 'swr/infinite';
import { getContentFilters, getHomeContent, getNutrition } from '@portal/contract/calls/content';
import type { CallRequestInput, CallResponse } from '@portal/contract/define-call';
import { callApi, type ApiError } from '../../../lib/api';
import { useCall, useReplyFromPage } from '../../../lib/swr';
import { LIBRARY_PAGE_SIZE } from '../utils/library';
import { pagedList } from './home-content';

type Page = CallResponse<typeof getHomeContent>;
type Body = CallRequestInput<typeof getHomeContent>;

/** What the library asks for: the content type (all, courses or recipes), tags and search. */
export interface LibraryQuery {
  /** undefined: everything but events; 'courses'; 'recipes' (content/nutrition) */
  readonly type?: 'courses' | 'recipes';
  readonly tags: readonly string[];
  readonly search: string;
}

export function libraryBody(query: LibraryQuery, page: number): Body {
  return {
    tags: [...query.tags],
    search_term: query.search,
    page,
    pageSize: LIBRARY_PAGE_SIZE,
    ...(query.type === 'courses' ? { type: 'courses' } : {}),
  };
}

/**
 * The library's pages, 6 at a time: page 1 first, the next when `loadMore` is called while more remain. A new
 * tag, search or type is a new key, so it starts again at page 1 (seed 001 section 4).
 */
export function useLibrary(query: LibraryQuery) {
  const call = query.type === 'recipes' ? getNutrition : getHomeContent;
  // the first page, when it came with the page (contract/first-reads.ts): shown at once, also in a first view
  // drawn on the server, and not asked again as the list mounts
  const first = useReplyFromPage(getHomeContent, call === getHomeContent ? libraryBody(query, 1) : null);
  const pageKey = (index: number, previous: Page | null) => {
    if (previous && !previous.meta.pagination.has_next_page) return null;
    return [call.path, 'library', libraryBody(query, index + 1)] as const;
  };
  const swr = useSWRInfinite<Page, ApiError>(
    pageKey,
    ([, , body]: readonly [string, string, Body]) => callApi(call, body),
    first === undefined ? { revalidateFirstPage: false } : { revalidateFirstPage: false, fallbackData: [first], revalidateOnMount: false },
  );
  // SWR's infinite list reads the pages it has from its cache, never from fallbackData: asked for page 2, it found
  // no page 1 there (and no list), so it asked every page again, page 1 too. Once the list shows the page's reply,
  // it goes into the cache as page 1 and as the list, as if it had been fetched: the next page is the only ask.
  const { cache, mutate } = useSWRConfig();
  const listKey = first === undefined ? null : infiniteKeyOf(pageKey);
  useEffect(() => {
    if (listKey === null || first === undefined || cache.get(listKey)?.data !== undefined) return;
    // both written at once (SWR writes a value that is not a promise before it yields)
    void mutate(pageKey(0, null), first, { revalidate: false });
    void mutate(listKey, [first], { revalidate: false });
    // once, for the page's reply; a new query is a new list that asks as usual
  }, [listKey]);
  return pagedList(swr);
}

export const useContentFilters = () => useCall(getContentFilters, {});
