import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { logout } from '@portal/contract/calls/auth';
import { callApi } from './api';
import { clearDeviceState } from './session';

/** Signs the member out on the server (best effort), forgets them on this device and goes to /login. */
export function useSignOut(): () => Promise<void> {
  const store = useStore();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await callApi(logout, {});
    } catch {
      // the member is leaving either way; an expired session cannot be ended twice
    }
    clearDeviceState(store);
    await mutate(() => true, undefined, { revalidate: false });
    navigate('/login', { replace: true });
  }, [store, navigate, mutate]);
}
