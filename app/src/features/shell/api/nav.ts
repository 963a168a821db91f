import { getNav as getNavCall, type NavItem } from '@portal/contract/calls/shell';
import { isRouteName, isRoutePermitted } from '@portal/manifest/routes';
import type { Language, Manifest } from '@portal/manifest/schema';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export function getNav(language: Language) {
  return callApi(getNavCall, { platform: 'web', language });
}

/** The shell's navigation from the server, kept for the session (it changes only with the language). */
export function useNav(language: Language | null) {
  return useCall(getNavCall, language === null ? null : { platform: 'web', language }, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}

/**
 * Only entries the client permits: an entry that names a route of the registry needs that route permitted;
 * entries without a page in this app (admin pages still to come) are left out, external links stay. The admin
 * set's Enter/Exit Admin View is left to the menu, which names the one that applies where the admin is.
 */
export function gateNavItems(items: readonly NavItem[], manifest: Pick<Manifest, 'permittedRoutes'>): NavItem[] {
  return items.filter((item) => {
    if (item.name === 'adminView') return false;
    if (item.external) return /^https:\/\//.test(item.path);
    return isRouteName(item.name) && isRoutePermitted(item.name, manifest.permittedRoutes);
  });
}
