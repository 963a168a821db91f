import type { NavItem } from '@portal/contract/calls/shell';
import { SIDE_NAV, TOP_NAV, type NavEntry } from '@portal/manifest/navigation';
import { isRoutePermitted, type RouteName } from '@portal/manifest/routes';
import type { Manifest } from '@portal/manifest/schema';

export interface ManifestNav {
  readonly top: NavItem[];
  readonly side: NavItem[];
}

/**
 * The navigation a client's manifest allows, until get-nav answers: the shared catalogue's entries, labelled by
 * `label` (the app's own translations); same shape as the get-nav reply.
 */
export function navItemsFromManifest(
  manifest: Pick<Manifest, 'permittedRoutes' | 'features'>,
  label: (name: RouteName) => string,
): ManifestNav {
  const items = (entries: readonly NavEntry[]): NavItem[] =>
    entries.flatMap((entry) => {
      if (!entry.requires.some((name) => isRoutePermitted(name, manifest.permittedRoutes))) return [];
      return [{ name: entry.name, label: label(entry.name as RouteName), path: entry.path, icon: entry.icon }];
    });
  return {
    top: items(TOP_NAV),
    side: manifest.features.sideBarHidden ? [] : items(SIDE_NAV),
  };
}
