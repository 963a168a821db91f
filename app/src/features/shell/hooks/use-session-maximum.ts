import { useEffect, useRef } from 'react';
import { SESSION_CHECK_INTERVAL_MS, isSessionExpired } from '../utils/session-rules';

/** Calls `onExpired` once the session has lasted 1440 minutes from `loginTime`, checked every 10 s. */
export function useSessionMaximum(loginTime: number | undefined, onExpired: () => void): void {
  const onExpiredRef = useRef(onExpired);
  onExpiredRef.current = onExpired;

  useEffect(() => {
    if (loginTime === undefined) return undefined;
    let done = false;
    const check = () => {
      if (!done && isSessionExpired(loginTime, Date.now())) {
        done = true;
        onExpiredRef.current();
      }
    };
    check();
    const interval = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(interval);
  }, [loginTime]);
}
