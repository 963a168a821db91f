import type { NavItem } from '@portal/contract/calls/shell';
import { SIDE_NAV, TOP_NAV, type NavEntry, type NavLanguage } from '@portal/manifest/navigation';
import { isRoutePermitted } from '@portal/manifest/routes';
import type { Manifest } from '@portal/manifest/schema';

export interface ManifestNav {
  readonly top: NavItem[];
  readonly side: NavItem[];
}

const isNavLanguage = (language: string): language is NavLanguage => ['en', 'de', 'fr'].includes(language);

/**
 * The navigation a client's manifest allows, until get-nav answers: the shared catalogue's entries with the
 * catalogue's own labels in `language`, the labels get-nav answers with, so nothing renames itself once it has
 * answered (the server's first view draws these too); same shape as the get-nav reply.
 */
export function navItemsFromManifest(
  manifest: Pick<Manifest, 'permittedRoutes' | 'features'>,
  language: string,
): ManifestNav {
  const shown: NavLanguage = isNavLanguage(language) ? language : 'en';
  const items = (entries: readonly NavEntry[]): NavItem[] =>
    entries.flatMap((entry) => {
      if (!entry.requires.some((name) => isRoutePermitted(name, manifest.permittedRoutes))) return [];
      return [{ name: entry.name, label: entry.labels[shown], path: entry.path, icon: entry.icon }];
    });
  return {
    top: items(TOP_NAV),
    side: manifest.features.sideBarHidden ? [] : items(SIDE_NAV),
  };
}
