import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { logout } from '@portal/contract/calls/auth';
import { callApi } from './api';
import { LOGIN_PATH, clearDeviceState, signingOutAtom, type deviceStore } from './session';

export interface SignOutOptions {
  readonly store: typeof deviceStore;
  /** where to go when the identity provider cannot be reached; the provider itself returns to /login */
  readonly navigate: NavigateFunction | null;
  /**
   * Whether to end the session on the server first (Logout and a 3994 alike; a session already over answers
   * nothing, and the provider is then told who is leaving by the client id instead of the ID token hint).
   */
  readonly endServerSession: boolean;
  /** forgets the signed-in pages' cached data */
  readonly clearCache?: () => Promise<unknown>;
  /** the identity provider's logout; the browser leaves the page on success */
  readonly signOutAtProvider?: (options: { readonly idTokenHint?: string | undefined }) => Promise<void>;
}

const providerSignOut: NonNullable<SignOutOptions['signOutAtProvider']> = (options) =>
  import('./oidc').then((module) => module.signOutAtProvider(options));

let signingOut: Promise<void> | null = null;

/**
 * Signs the member out for real, in one step: ends the server session (keeping the ID token hint it hands
 * back), forgets the member on this device, and ends the identity provider's session, which returns to /login
 * without asking anything. Logout, the inactivity logout, the session maximum and a 3994 all end here; a second
 * call while one is under way joins it.
 */
export function signOut(options: SignOutOptions): Promise<void> {
  signingOut ??= (async () => {
    let idTokenHint: string | undefined;
    if (options.endServerSession) {
      try {
        idTokenHint = (await callApi(logout, {})).id_token_hint;
      } catch {
        // the member is leaving either way; an expired session cannot be ended twice
      }
    }
    // In one step with no await between: member pages wait rather than flash /login, and the data cache is
    // cleared before the signed-in frame (and the cache's provider with it) unmounts. Subscribers of the member
    // (the chat widget) shut down as it is cleared.
    options.store.set(signingOutAtom, true);
    clearDeviceState(options.store);
    try {
      await options.clearCache?.();
    } catch {
      // the cache went with the signed-in frame
    }
    try {
      await (options.signOutAtProvider ?? providerSignOut)({ idTokenHint });
      return;
    } catch {
      // without a reachable provider the portal session is still over
    }
    options.store.set(signingOutAtom, false);
    options.navigate?.(LOGIN_PATH, { replace: true });
  })().finally(() => {
    // back from the provider through the browser's back-forward cache, or failed: the page works again
    options.store.set(signingOutAtom, false);
    signingOut = null;
  });
  return signingOut;
}

/** Menu → Logout, the inactivity prompt and the session maximum: signOut with the page's router and data cache. */
export function useSignOut(): () => Promise<void> {
  const store = useStore();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      signOut({
        store,
        navigate,
        endServerSession: true,
        clearCache: () => mutate(() => true, undefined, { revalidate: false }),
      }),
    [store, navigate, mutate],
  );
}
