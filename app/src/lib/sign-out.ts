import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { logout } from '@portal/contract/calls/auth';
import { pathTo } from '@portal/manifest/routes';
import { callApi } from './api';
import { clearDeviceState } from './session';

let signingOut: Promise<void> | null = null;

/**
 * Signs the member out on the server (best effort), forgets them on this device, ends the identity
 * provider's session where there is one, and goes to /login. Menu → Logout, the inactivity prompt and the
 * session maximum all end here; a second call while one is under way joins it.
 */
export function useSignOut(): () => Promise<void> {
  const store = useStore();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    signingOut ??= (async () => {
      try {
        await callApi(logout, {});
      } catch {
        // the member is leaving either way; an expired session cannot be ended twice
      }
      // subscribers of the member (the chat widget) shut down as it is cleared
      clearDeviceState(store);
      await mutate(() => true, undefined, { revalidate: false });
      try {
        const { signOutAtProvider } = await import('./oidc');
        await signOutAtProvider();
      } catch {
        // without a reachable provider the portal session is still over
      }
      navigate(pathTo('login'), { replace: true });
    })().finally(() => {
      signingOut = null;
    });
    return signingOut;
  }, [store, navigate, mutate]);
}
