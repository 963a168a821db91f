import type { ContentItem } from '@portal/contract/calls/content';
import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import type { Db, Member } from '../core/types';
import { listEvents } from './events';
import { listLibrary } from './library';
import { normalisePage, paginate, tagsToFilter, type Pagination } from './rules';
import { mayListEvents, selectionFor, type ContentRequest, type ContentSource } from './selection';

export interface ContentListing {
  readonly data: ContentItem[];
  readonly meta: { readonly pagination: Pagination };
}

/** A page of content or events for the member's client (seed 001 sections 4 and 7). */
export async function listContent(
  db: Db,
  member: Member,
  manifest: Manifest,
  source: ContentSource,
  input: ContentRequest,
  now: Date,
): Promise<ContentListing> {
  const selection = selectionFor(source, input.type);
  const page = normalisePage(input.page, input.pageSize);
  const { shown } = await memberLanguage(db, member, manifest);
  const filters = {
    tags: tagsToFilter(input.tags).map((tag) => tag.toLowerCase()),
    search: input.search_term?.trim() || undefined,
    language: shown,
  };
  if (selection.kind === 'events') {
    if (!mayListEvents(manifest)) return { data: [], meta: { pagination: paginate(0, page) } };
    return listEvents(db, member, input, filters, page, now);
  }
  return listLibrary(db, member, selection, input, filters, page, now);
}
