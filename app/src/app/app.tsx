import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { BrowserRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { Manifest } from '@portal/manifest/schema';
import { createSessionEnder, deviceStore, isSignedInAtom, restoreMember } from '../lib/session';
import { Providers } from './providers';
import { AppRoutes } from './router';

let restoring: Promise<unknown> | null = null;

/**
 * The whole app for one client: its router, the member restored from the server session on start, and the
 * single place where an ended session (3994) signs out, at the identity provider too.
 */
export function App({ manifest }: { manifest: Manifest }) {
  const navigateRef = useRef<NavigateFunction | null>(null);
  const ender = useMemo(
    () =>
      createSessionEnder(() => {
        // loaded on demand: the sign-out code (and the data layer it clears) stays off the login page's first load.
        // The server session is ended as Logout ends it: a reply can carry 3994 while the cookie's session is still
        // alive (another process, a proxy), and a live session would sign the member straight back in on /.
        void import('../lib/sign-out').then(({ signOut }) =>
          signOut({ store: deviceStore, navigate: navigateRef.current, endServerSession: true }),
        );
      }),
    [],
  );
  // once per page load, before the first render, so member pages wait for the answer instead of leaving for /login;
  // a session this tab had that ended while it was closed is ended at the provider too, as after a 3994
  restoring ??= restoreMember(deviceStore).then((outcome) => {
    if (outcome === 'ended') ender.end();
  });

  useEffect(
    () =>
      deviceStore.sub(isSignedInAtom, () => {
        if (deviceStore.get(isSignedInAtom)) ender.rearm();
      }),
    [ender],
  );

  const onSessionError = useCallback(() => void ender.end(), [ender]);

  return (
    <Providers manifest={manifest} onSessionError={onSessionError}>
      <BrowserRouter>
        <AppContent manifest={manifest} navigateRef={navigateRef} />
      </BrowserRouter>
    </Providers>
  );
}

/**
 * Everything inside the router. The server's first view renders this same tree under a StaticRouter
 * (app/src/entry-server.tsx), so the browser hydrates it: the same components in the same places give the same
 * markup and the same `useId` ids.
 */
export function AppContent({ manifest, navigateRef }: { readonly manifest: Manifest; readonly navigateRef: RefObject<NavigateFunction | null> }) {
  return (
    <>
      <NavigateInto target={navigateRef} />
      <AppRoutes manifest={manifest} />
    </>
  );
}

/** Hands the router's navigate function to code outside the router (the session ender). */
function NavigateInto({ target }: { readonly target: RefObject<NavigateFunction | null> }) {
  const navigate = useNavigate();
  useEffect(() => {
    target.current = navigate;
  }, [navigate, target]);
  return null;
}
