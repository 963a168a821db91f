import type { FaqItem } from '@portal/contract/calls/help';

export interface HelpCategory {
  readonly name: string;
  readonly items: readonly FaqItem[];
  /** how many of its items match the filter; 0 without a filter */
  readonly matches: number;
}

/**
 * The alternative help content set (seed 003 section 2.2): items grouped by category in the order they come; with
 * a search, the items it found (`found`: their ids, best first, from the server's full-text search) move to the
 * top of their category in that order, and categories with matches move to the top of the list, the category of the
 * best match first. Sorting is stable, so the rest keep their order.
 */
export function arrangeCategories(
  items: readonly FaqItem[],
  found: readonly number[] | null,
  fallback: string,
): HelpCategory[] {
  const rankOf = new Map((found ?? []).map((id, index) => [id, index]));
  const rank = (item: FaqItem) => rankOf.get(item.id) ?? Number.POSITIVE_INFINITY;
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) {
    const name = item.category ?? fallback;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  const categories = [...groups].map(([name, members]) => {
    const ordered = members
      .map((item, index) => ({ item, index }))
      .sort((a, b) => compare(rank(a.item), rank(b.item)) || a.index - b.index)
      .map(({ item }) => item);
    return { name, items: ordered, matches: members.filter((item) => rankOf.has(item.id)).length, best: rank(ordered[0]!) };
  });
  return categories
    .map((category, index) => ({ category, index }))
    .sort((a, b) => compare(a.category.best, b.category.best) || a.index - b.index)
    .map(({ category: { best: _best, ...category } }) => category);
}

/** Ascending, with two unranked (infinite) items equal. */
function compare(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
