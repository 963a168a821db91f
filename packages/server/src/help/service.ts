import type { FaqItem } from '@portal/contract/calls/help';
import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import { CallError, type Db, type Member } from '../core/types';
import * as repo from './repository';
import type { HelpItemRow, HelpType } from './repository';

export const UNKNOWN_ITEM_MESSAGE = 'Please choose a valid item.';

/** The request's type names questions 'question' (getFaqs) or 'faq' (record); the table says 'faq'. */
export function helpType(type: 'question' | 'faq' | 'article'): HelpType {
  return type === 'article' ? 'article' : 'faq';
}

interface Localised {
  readonly id: number;
  readonly type: HelpType;
  readonly category: string;
  readonly title: string;
  readonly body: string;
  readonly position: number;
}

function localise(row: HelpItemRow, language: string): Localised {
  const own = language === 'en' ? undefined : row.translations[language];
  return {
    id: row.id,
    type: row.type,
    category: own?.category ?? row.category,
    title: own?.title ?? row.title,
    body: own?.body ?? row.body,
    position: row.position,
  };
}

/** The first `length` characters of the text on one line, with an ellipsis when it was cut. */
export function preview(body: string, length: number): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length).trimEnd()}…`;
}

/**
 * Without a search the client's own order holds, so every member sees the same first questions; a search is
 * ranked by the database's full-text search (repository searchItemIds).
 */
export function inClientOrder(items: readonly Localised[]): Localised[] {
  return [...items].sort((a, b) => a.position - b.position || a.id - b.id);
}

function toReply(item: Localised, previewLength: number): FaqItem & { category: string } {
  const shared = {
    id: item.id,
    type: item.type,
    preview: preview(item.body, previewLength),
    category: item.category,
  };
  return item.type === 'faq'
    ? { ...shared, question: item.title, answer: item.body }
    : { ...shared, title: item.title, body: item.body };
}

async function searchItems(
  db: Db,
  member: Member,
  manifest: Manifest,
  type: HelpType,
  search: string | undefined,
): Promise<Localised[]> {
  const { shown } = await memberLanguage(db, member, manifest);
  const rows = await repo.listItems(db, member.clientId, type);
  const items = rows.map((row) => localise(row, shown));
  const needle = search?.trim();
  if (!needle) return inClientOrder(items);
  const found = await repo.searchItemIds(db, member.clientId, type, shown, needle);
  const byId = new Map(items.map((item) => [item.id, item]));
  return found.flatMap((id) => byId.get(id) ?? []);
}

export interface FaqQuery {
  readonly type: 'question' | 'article';
  readonly page: number;
  readonly page_size: number;
  readonly preview_length: number;
  readonly search_string?: string | undefined;
}

/** A page of the member's client's FAQs or help articles, in the member's language (seed 003 section 2.2). */
export async function findFaqs(db: Db, member: Member, manifest: Manifest, query: FaqQuery) {
  const found = await searchItems(db, member, manifest, helpType(query.type), query.search_string);
  const start = (query.page - 1) * query.page_size;
  return found.slice(start, start + query.page_size).map((item) => toReply(item, query.preview_length));
}

/** The help articles by offset (dmh/articles-search). */
export async function searchArticles(
  db: Db,
  member: Member,
  manifest: Manifest,
  query: { readonly from: number; readonly size: number; readonly search_string?: string | undefined },
) {
  const found = await searchItems(db, member, manifest, 'article', query.search_string);
  return found.slice(query.from, query.from + query.size).map((item) => toReply(item, 100));
}

/** Records the member's first opening of an item of their own client; later openings change nothing. */
export async function recordView(
  db: Db,
  member: Member,
  input: { readonly type: 'question' | 'faq' | 'article'; readonly id: number },
  now: Date,
): Promise<void> {
  const item = await repo.findItem(db, member.clientId, helpType(input.type), input.id);
  if (!item) throw new CallError(404, UNKNOWN_ITEM_MESSAGE);
  await repo.insertView(db, member, item.id, now);
}
