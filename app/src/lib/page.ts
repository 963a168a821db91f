import type { RouteName } from '@portal/manifest/routes';

/** What the router hands every page module. */
export interface PageProps {
  readonly routeName: RouteName;
}
