import { getFaqs as getFaqsCall, recordFaqView as recordFaqViewCall } from '@portal/contract/calls/help';
import { useCall } from '../../../lib/swr';
import { callApi } from '../../../lib/api';

/** Seed 003 section 9: 3 items without a search, 10 with one, previews of 100 characters. */
export const PAGE_SIZE_BROWSING = 3;
export const PAGE_SIZE_SEARCHING = 10;
export const PREVIEW_LENGTH = 100;
/** Every item of the client's help centre, for the categories view that filters on the page. */
export const PAGE_SIZE_ALL = 50;

export type HelpKind = 'question' | 'article';

export function faqsQuery(type: HelpKind, search: string) {
  const trimmed = search.trim();
  return trimmed
    ? {
        type,
        page: 1,
        page_size: PAGE_SIZE_SEARCHING,
        preview_length: PREVIEW_LENGTH,
        search_string: trimmed,
      }
    : { type, page: 1, page_size: PAGE_SIZE_BROWSING, preview_length: PREVIEW_LENGTH };
}

export const useFaqs = (type: HelpKind, search: string) =>
  useCall(getFaqsCall, faqsQuery(type, search), { keepPreviousData: true });

export const useAllFaqs = () =>
  useCall(getFaqsCall, {
    type: 'question',
    page: 1,
    page_size: PAGE_SIZE_ALL,
    preview_length: PREVIEW_LENGTH,
  });

/** The questions a search finds (the server's full-text search, best first), for the categories view; none without a search. */
export const useFaqSearch = (search: string) =>
  useCall(
    getFaqsCall,
    search.trim()
      ? { type: 'question', page: 1, page_size: PAGE_SIZE_ALL, preview_length: PREVIEW_LENGTH, search_string: search.trim() }
      : null,
  );

export const recordFaqView = (type: 'question' | 'article', id: number) =>
  callApi(recordFaqViewCall, { type, id });
