/**
 * Whether this is a development or staging deployment: the theme selector is for them only (seed 001
 * section 6). The one app build serves production too, so the host decides, not the build mode.
 */
export function isNonProduction(hostname: string = window.location.hostname): boolean {
  if (import.meta.env.DEV) return true;
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /(^|[.-])(staging|dev)([.-]|$)/.test(hostname);
}
