/**
 * How a page that also stands alone moves on (decision 0700): the member the device knows, whether the server is
 * still being asked, the state the previous page left in the history entry, navigation and links. The full app
 * implements it with React Router and the device store (app/router.tsx); the signed-out start of /login
 * (src/signed-out-main.tsx) with plain `location` and anchors, so the login page needs neither React Router nor
 * jotai to draw, hydrate and act (issue 34 item 2). Only this module's types and the plain implementation live
 * here: nothing in it may import React Router or jotai.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Member } from './session';

export interface PageNavLinkProps {
  readonly to: string;
  readonly children: ReactNode;
}

export interface PageNav {
  /** the member this device knows as signed in, null when signed out */
  readonly member: Member | null;
  /** true while the server is still being asked whose session the cookie is */
  readonly checking: boolean;
  /** what the page that sent the member here left in the history entry (React Router's `location.state`) */
  readonly state: unknown;
  readonly navigate: (to: string, options?: { readonly replace?: boolean }) => void;
  /** a link to a path of the portal (an anchor with the same markup in both implementations) */
  readonly Link: ComponentType<PageNavLinkProps>;
}

/**
 * An implementation: a hook the page calls. The context holds this constant source, never the changing values, so
 * a member restored or a session check ending while the server's first view is being hydrated re-renders only the
 * pages that read them, not every Suspense boundary under the provider (which React would then draw again).
 */
export interface PageNavSource {
  readonly use: () => PageNav;
}

export const PageNavContext = createContext<PageNavSource | null>(null);

/** The page's navigation; a page rendered outside both implementations is a mistake, said at once. */
export function usePageNav(): PageNav {
  const source = useContext(PageNavContext);
  if (!source) throw new Error('usePageNav: no PageNavContext (render the page inside AppRoutes or the signed-out start)');
  return source.use();
}

function PlainLink({ to, children }: PageNavLinkProps) {
  return <a href={to}>{children}</a>;
}

/**
 * The state React Router's BrowserRouter keeps in the history entry (`{ usr, key, idx }`): a page of the full app
 * that sent the member here with state (the provider's return page after a failed sign-in) is read the same way.
 */
function historyState(): unknown {
  if (typeof window === 'undefined') return null;
  const entry = window.history.state as { usr?: unknown } | null;
  return entry && typeof entry === 'object' && 'usr' in entry ? (entry.usr ?? null) : null;
}

/**
 * Without the app: no member (the signed-out start runs only when the page and the device know none), and every
 * navigation a document load, which brings the full app for wherever the member goes.
 */
export function plainPageNav(): PageNavSource {
  const nav: PageNav = {
    member: null,
    checking: false,
    state: historyState(),
    navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
    Link: PlainLink,
  };
  return { use: () => nav };
}
