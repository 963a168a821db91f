import { Component, Suspense, lazy, useMemo, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link, Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { routes, isRoutePermitted, type RouteDefinition, type RouteName } from '@portal/manifest/routes';
import type { Manifest } from '@portal/manifest/schema';
import { PageLoading } from '../components/page-loading';
import { PublicFrame } from '../components/public-frame';
import { RouteError } from '../components/route-error';
import { ReplayEarlyClicks } from '../lib/early-clicks';
import { withMessages } from '../lib/i18n';
import { PageNavContext, type PageNav, type PageNavLinkProps, type PageNavSource } from '../lib/page-nav';
import { LOGIN_PATH, isSignedInAtom, memberAtom, sessionCheckAtom, signingOutAtom } from '../lib/session';
import { pageFor } from './route-modules';

export { LOGIN_PATH };

/** The signed-in frame's code: not needed to sign in, so the login page loads without it. */
export const loadShellLayout = () => import('./routes/shell-layout');
const ShellLayout = lazy(() => withMessages(loadShellLayout()).then((module) => ({ default: module.ShellLayout })));

function Shell({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <ShellLayout>{children}</ShellLayout>
    </Suspense>
  );
}

/**
 * Member pages wait until the server has said whose session the cookie is; without a member they go to /login,
 * remembering where the member wanted to go (the page they return to after signing in).
 */
function RequireMember({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const check = useAtomValue(sessionCheckAtom);
  const signingOut = useAtomValue(signingOutAtom);
  const location = useLocation();
  if (check === 'pending' || signingOut) return <PageLoading />;
  if (!signedIn) return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname + location.search + location.hash }} />;
  return children;
}

/**
 * A page that needs a role (the admin pages) is not found for a member without it, exactly like a page the
 * client does not permit; the server refuses the role's calls whatever the page shows.
 */
function RequireRole({ role, children }: { role: 'employer_admin'; children: ReactNode }) {
  const member = useAtomValue(memberAtom);
  const allowed = role === 'employer_admin' && (member?.employerAdmin === true || member?.role === 'admin');
  return allowed ? children : page('not-found');
}

/** Public pages a member may also open while signed in (legal texts, not found) keep the shell around them. */
function ShellWhenSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const check = useAtomValue(sessionCheckAtom);
  if (check === 'pending') return <PageLoading />;
  if (signedIn) return <Shell>{children}</Shell>;
  return (
    <PublicFrame>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PublicFrame>
  );
}

function page(name: RouteName): ReactNode {
  const Page = pageFor(name);
  // a sibling of the page, so its effect runs once the page has hydrated: taps held before then are made again
  return (
    <>
      <Page routeName={name} />
      <ReplayEarlyClicks />
    </>
  );
}

function pathsOf(route: RouteDefinition): string[] {
  return route.path === null ? [] : [route.path, ...(route.aliases ?? [])];
}

/** Pages that stand alone, without the shell: signing in and its steps. */
const STANDALONE_AREAS = new Set(['auth']);

/** The route table for one client: only routes it permits (and public ones) exist; the rest is not found. */
export function buildRoutes(manifest: Pick<Manifest, 'permittedRoutes' | 'homePage'>): RouteObject[] {
  const permitted = routes.filter(
    (route) => route.path !== null && route.name !== 'not-found' && isRoutePermitted(route.name, manifest.permittedRoutes),
  );

  const standalone: RouteObject[] = [];
  const publicInShell: RouteObject[] = [];
  const member: RouteObject[] = [];
  for (const route of permitted) {
    for (const path of pathsOf(route)) {
      // the coach's pages gate themselves: their calls are refused (and the page is not found) without the role
      const element = route.role === 'employer_admin' ? <RequireRole role={route.role}>{page(route.name)}</RequireRole> : page(route.name);
      const entry: RouteObject = { path, element };
      if (route.access === 'member') member.push(entry);
      else if (STANDALONE_AREAS.has(route.area)) standalone.push({ ...entry, element: <Suspense fallback={<PageLoading />}>{entry.element}</Suspense> });
      else publicInShell.push({ ...entry, element: <ShellWhenSignedIn>{entry.element}</ShellWhenSignedIn> });
    }
  }

  // a client whose landing page is not `home` still needs `/` to lead somewhere
  const homePermitted = permitted.some((route) => route.name === 'home');
  const landing = routes.find((route) => route.name === manifest.homePage)?.path;
  if (!homePermitted && landing && landing !== '/') {
    member.push({ path: '/', element: <Navigate to={landing.replace(/\/:[A-Za-z_]+\?/g, '')} replace /> });
  }

  return [
    ...standalone,
    ...publicInShell,
    {
      element: (
        <RequireMember>
          <Shell />
        </RequireMember>
      ),
      children: member,
    },
    { path: '*', element: <ShellWhenSignedIn>{page('not-found')}</ShellWhenSignedIn> },
  ];
}

/** A page that fails to render (usually a chunk of an older deployment that is gone) shows RouteError. */
class RouteErrorBoundary extends Component<{ readonly resetKey: string; readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { readonly resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

function RouterLink({ to, children }: PageNavLinkProps) {
  return <Link to={to}>{children}</Link>;
}

/** The pages' navigation (lib/page-nav.tsx) in the app: React Router and the device store (decision 0700). */
function useRouterPageNav(): PageNav {
  const member = useAtomValue(memberAtom);
  const checking = useAtomValue(sessionCheckAtom) === 'pending';
  const navigate = useNavigate();
  const { state } = useLocation();
  return useMemo<PageNav>(
    () => ({ member, checking, state, navigate: (to, options) => navigate(to, { replace: options?.replace === true }), Link: RouterLink }),
    [member, checking, state, navigate],
  );
}

const routerPageNav: PageNavSource = { use: useRouterPageNav };

/**
 * The client's pages, inside a BrowserRouter (or a MemoryRouter in tests). Declarative routing rather than a
 * data router: the app uses no loaders or actions, and it keeps about 17 kB gzip off every first load.
 */
export function AppRoutes({ manifest }: { readonly manifest: Pick<Manifest, 'permittedRoutes' | 'homePage'> }) {
  const table = useMemo(() => buildRoutes(manifest), [manifest]);
  const location = useLocation();
  const element = useRoutes(table);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <PageNavContext.Provider value={routerPageNav}>{element}</PageNavContext.Provider>
    </RouteErrorBoundary>
  );
}
