import { firstReadsFor, type MadeRead } from '@portal/contract/first-reads';
import { matchRoute } from '@portal/manifest/route-match';
import type { RouteName } from '@portal/manifest/routes';

/** A read the app makes as a page opens, with the body its hook sends (app/src/lib/swr.ts keys on both). */
export type BootCall = MadeRead;

/** What a read's body may depend on: the language the app shows the member's pages in, and the page's path. */
export interface BootContext {
  readonly language: string;
  /** the page's path: its parameters (`/events/view-event/7`) go into the bodies of the reads that need them */
  readonly pathname?: string;
  /** the member's calendar day in their time zone, when the request told it (web/time-zone.ts) */
  readonly today?: string;
}

/**
 * The reads to answer with a member page of this route: the frame's and the page's own, as each route declares
 * them once for the server and the app (packages/contract/src/first-reads.ts, issue 34).
 */
export function bootCallsFor(route: RouteName, context: BootContext): BootCall[] {
  const match = context.pathname === undefined ? null : matchRoute(context.pathname);
  const params = match?.name === route ? match.params : {};
  return firstReadsFor(route, { language: context.language, params, ...(context.today ? { today: context.today } : {}) });
}

/** The language of a member's pages, as the app picks it (app/src/lib/i18n.ts pickLanguage). */
export function pageLanguage(manifest: { readonly languages: readonly string[]; readonly defaultLanguage: string }, memberLanguage: unknown): string {
  return typeof memberLanguage === 'string' && manifest.languages.includes(memberLanguage) ? memberLanguage : manifest.defaultLanguage;
}
