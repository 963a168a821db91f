import { useCallback, useRef } from 'react';
import { recordFaqView } from '../api/faqs';

/** Seed 003 section 4: the first time an item is opened a view is recorded, once (the server keeps one too). */
export function useRecordView(type: 'question' | 'article') {
  const recorded = useRef(new Set<number>());
  return useCallback(
    (id: number) => {
      if (recorded.current.has(id)) return;
      recorded.current.add(id);
      // A lost view is not worth troubling the member with; it is counted the next time the page is opened.
      recordFaqView(type, id).catch(() => recorded.current.delete(id));
    },
    [type],
  );
}
