import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { BrowserRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { Manifest } from '@portal/manifest/schema';
import { clearDeviceState, createSessionEnder, deviceStore, isSignedInAtom } from '../lib/session';
import { Providers } from './providers';
import { AppRoutes, LOGIN_PATH } from './router';

/** The whole app for one client: its router, and the single place where an ended session signs out. */
export function App({ manifest }: { manifest: Manifest }) {
  const navigateRef = useRef<NavigateFunction | null>(null);
  const ender = useMemo(
    () =>
      createSessionEnder(() => {
        clearDeviceState(deviceStore);
        void navigateRef.current?.(LOGIN_PATH, { replace: true });
      }),
    [],
  );

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
        <NavigateInto target={navigateRef} />
        <AppRoutes manifest={manifest} />
      </BrowserRouter>
    </Providers>
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
