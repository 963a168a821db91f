import { pageOrigin } from '../../../lib/page-origin';

/**
 * Whether this is a development or staging deployment: the theme selector is for them only (seed 001
 * section 6). The one app build serves production too, so the host decides, not the build mode: the request's on the
 * server, so the server's first view of settings draws it as the browser does.
 */
export function isNonProduction(hostname: string | undefined = pageOrigin()?.hostname): boolean {
  if (import.meta.env.DEV) return true;
  // an unknown host counts as production: the selector is left out rather than shown to members
  if (hostname === undefined) return false;
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /(^|[.-])(staging|dev)([.-]|$)/.test(hostname);
}
