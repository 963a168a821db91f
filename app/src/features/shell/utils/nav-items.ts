import type { NavItem } from '@portal/contract/calls/shell';
import { findRoute, isRoutePermitted, type RouteName } from '@portal/manifest/routes';
import type { Manifest } from '@portal/manifest/schema';

/**
 * Which pages the navigation offers, in order, until get-nav supplies the client's own lists. Sub-steps
 * (start, select a coach) and pages that need an id are reached from their parents, never from the menu.
 */
export const TOP_NAV_ROUTES = [
  'home',
  'events',
  'healthScore',
  'dmh',
  'mentalHealthCoaching',
  'healthCoaching',
  'cancerCoaching',
  'totalMentalHealth',
] as const satisfies readonly RouteName[];

export const SIDE_NAV_ROUTES = [
  'results',
  'allArticles',
  'allCourses',
  'studioOverview',
  'wellbeingSeries',
  'digitalClinics',
  'eap',
  'randoxKit',
  'myOrg',
  'contentSources',
  'faq',
  'dmhFaqs',
  'dmhArticles',
  'emergencyContacts',
  'accountSettings',
  'settings',
] as const satisfies readonly RouteName[];

/** A path the menu can link to: optional segments dropped, none required. */
export function staticPath(name: RouteName): string | null {
  const path = findRoute(name)?.path ?? null;
  if (path === null) return null;
  const bare = path.replace(/\/:[A-Za-z_]+\?/g, '') || '/';
  return bare.includes(':') || bare.includes('*') ? null : bare;
}

export interface ManifestNav {
  readonly top: NavItem[];
  readonly side: NavItem[];
}

/** The navigation a client's manifest allows, labelled by `label`; same shape as the get-nav reply. */
export function navItemsFromManifest(
  manifest: Pick<Manifest, 'permittedRoutes' | 'features'>,
  label: (name: RouteName) => string,
): ManifestNav {
  const items = (names: readonly RouteName[]): NavItem[] =>
    names.flatMap((name) => {
      const path = staticPath(name);
      if (path === null || !isRoutePermitted(name, manifest.permittedRoutes)) return [];
      return [{ name, label: label(name), path }];
    });
  return {
    top: items(TOP_NAV_ROUTES),
    side: manifest.features.sideBarHidden ? [] : items(SIDE_NAV_ROUTES),
  };
}
