import type { FaqItem } from '@portal/contract/calls/help';

export interface HelpCategory {
  readonly name: string;
  readonly items: readonly FaqItem[];
  /** how many of its items match the filter; 0 without a filter */
  readonly matches: number;
}

const text = (item: FaqItem) =>
  `${item.question ?? item.title ?? ''} ${item.answer ?? item.body ?? ''}`.toLocaleLowerCase();

export function matchesFilter(item: FaqItem, filter: string): boolean {
  const needle = filter.trim().toLocaleLowerCase();
  return needle !== '' && text(item).includes(needle);
}

/**
 * The alternative help content set (seed 003 section 2.2): items grouped by category in the order they come; with
 * a filter (case-insensitive on question plus answer) matching items move to the top of their category and
 * categories with matches move to the top of the list. Sorting is stable, so the rest keep their order.
 */
export function arrangeCategories(
  items: readonly FaqItem[],
  filter: string,
  fallback: string,
): HelpCategory[] {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) {
    const name = item.category ?? fallback;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  const categories = [...groups].map(([name, members]) => {
    const hit = members.map((item) => matchesFilter(item, filter));
    const ordered = members
      .map((item, index) => ({ item, index }))
      .sort((a, b) => Number(hit[b.index]) - Number(hit[a.index]) || a.index - b.index)
      .map(({ item }) => item);
    return { name, items: ordered, matches: hit.filter(Boolean).length };
  });
  return categories
    .map((category, index) => ({ category, index }))
    .sort((a, b) => Number(b.category.matches > 0) - Number(a.category.matches > 0) || a.index - b.index)
    .map(({ category }) => category);
}
