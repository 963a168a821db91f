import { getAnnouncements } from '@portal/contract/calls/admin';
import { getUserAssessments, getWebLanding } from '@portal/contract/calls/home';
import { getUnreadNotifications } from '@portal/contract/calls/notifications';
import { getNav } from '@portal/contract/calls/shell';
import type { CallDefinition } from '@portal/contract/define-call';
import type { RouteName } from '@portal/manifest/routes';

/** A read the app makes as a page opens, with the body its hook sends (app/src/lib/swr.ts keys on both). */
export interface BootCall {
  readonly call: CallDefinition;
  readonly body: Readonly<Record<string, unknown>>;
}

/** What a read's body may depend on: the language the app shows the member's pages in. */
export interface BootContext {
  readonly language: string;
}

type Body = Readonly<Record<string, unknown>> | ((context: BootContext) => Readonly<Record<string, unknown>>);
type BootRead = (context: BootContext) => BootCall;

const read = (call: CallDefinition, body: Body = {}): BootRead => {
  if (call.readOnly !== true) throw new Error(`${call.path} changes data: a page cannot answer it in advance`);
  return (context) => ({ call, body: typeof body === 'function' ? body(context) : body });
};

/**
 * The first reads of a signed-in page that the server answers with the page (decision 0350), so what the member
 * sees first needs no round trip after the scripts: the frame's on every member page, and a page's own. Only
 * read-only calls; a body must be exactly the one the app's hook sends, or the app simply asks again.
 */
const FRAME: readonly BootRead[] = [
  read(getUnreadNotifications),
  // app/src/features/shell/api/nav.ts
  read(getNav, ({ language }) => ({ platform: 'web', language })),
];
const PAGES: Partial<Record<RouteName, readonly BootRead[]>> = {
  // what stands above home's services (the LCP on a phone): the welcome text and services, the announcements,
  // and whether there are results to show
  home: [read(getWebLanding), read(getUserAssessments), read(getAnnouncements)],
};

/** The reads to answer with a member page of this route. */
export function bootCallsFor(route: RouteName, context: BootContext): BootCall[] {
  return [...FRAME, ...(PAGES[route] ?? [])].map((make) => make(context));
}

/** The language of a member's pages, as the app picks it (app/src/lib/i18n.ts pickLanguage). */
export function pageLanguage(manifest: { readonly languages: readonly string[]; readonly defaultLanguage: string }, memberLanguage: unknown): string {
  return typeof memberLanguage === 'string' && manifest.languages.includes(memberLanguage) ? memberLanguage : manifest.defaultLanguage;
}
