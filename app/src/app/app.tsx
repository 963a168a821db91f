import { useCallback, useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { mutate } from 'swr';
import type { Manifest } from '@portal/manifest/schema';
import { clearDeviceState, createSessionEnder, deviceStore, isSignedInAtom } from '../lib/session';
import { Providers } from './providers';
import { LOGIN_PATH, createRouter } from './router';

/** The whole app for one client: its router, and the single place where an ended session signs out. */
export function App({ manifest }: { manifest: Manifest }) {
  const router = useMemo(() => createRouter(manifest), [manifest]);
  const ender = useMemo(
    () =>
      createSessionEnder(() => {
        clearDeviceState(deviceStore);
        void mutate(() => true, undefined, { revalidate: false });
        void router.navigate(LOGIN_PATH, { replace: true });
      }),
    [router],
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
      <RouterProvider router={router} />
    </Providers>
  );
}
