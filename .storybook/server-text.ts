import type { NavItem } from '@portal/contract/calls/shell';
import { ADMIN_NAV, SIDE_NAV, STAFF_NAV, TOP_NAV, type NavEntry } from '@portal/manifest/navigation';
import type { Manifest } from '@portal/manifest/schema';

/**
 * Text the server writes in the member's language (menu labels, home tiles, greetings): the contract examples
 * hold it in English, so stories take the toolbar's language from here and never show English to a German
 * review.
 */

export type StoryLanguage = 'en' | 'de';

/** The toolbar's language of a story. */
export function storyLanguage(globals: Record<string, unknown>): StoryLanguage {
  return globals.locale === 'de' ? 'de' : 'en';
}

const catalogue = new Map<string, NavEntry>([...TOP_NAV, ...SIDE_NAV, ...ADMIN_NAV, ...STAFF_NAV].map((entry) => [entry.name, entry]));

/** Menu items as get-nav labels them in a language (the example's own labels in English). */
export function navInLanguage<T extends NavItem>(items: readonly T[], language: StoryLanguage): T[] {
  if (language === 'en') return [...items];
  return items.map((item) => ({ ...item, label: catalogue.get(item.name)?.labels[language] ?? item.label }));
}

function navItem(entry: NavEntry, language: StoryLanguage): NavItem {
  return { name: entry.name, label: entry.labels[language], path: entry.path, icon: entry.icon };
}

/** get-nav's reply for a client and language, from the catalogue the server builds it from (nav/service.ts). */
export function navigationReply(manifest: Manifest, language: StoryLanguage, employerAdmin: boolean) {
  const permitted = (entry: NavEntry) => entry.requires.some((name) => manifest.permittedRoutes.includes(name));
  const top = TOP_NAV.filter(permitted).map((entry) => navItem(entry, language));
  const side = SIDE_NAV.filter(permitted).map((entry) => navItem(entry, language));
  const admin = employerAdmin ? ADMIN_NAV.map((entry) => navItem(entry, language)) : [];
  return {
    success: true as const,
    nav: top,
    side_nav: manifest.features.sideBarHidden ? [] : [...side, ...admin],
    nav_elements: [...top, ...side, ...admin],
  };
}
