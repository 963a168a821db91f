import { getSession } from '@portal/contract/calls/auth';
import { useCallback, useEffect } from 'react';
import { KEEP_ALIVE_MS, keepAliveDue } from '../../../lib/activity';
import { callApi } from '../../../lib/api';

/** Tells the server the member is here: one call, whose X-Portal-Idle says how long ago (decision 0466). */
function tellServer(): void {
  callApi(getSession, {}).catch(() => {
    // a session error reaches the member through the shell's own calls; nothing to do here
  });
}

/**
 * Keeps the server's idle rule in step with the app's: once a minute, when the member was active in that minute
 * but no call went out (a long read, a video), and at once when they answer the inactivity prompt with Stay.
 * Returns the latter.
 */
export function useKeepAlive(enabled: boolean): () => void {
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(() => {
      if (keepAliveDue()) tellServer();
    }, KEEP_ALIVE_MS);
    return () => clearInterval(timer);
  }, [enabled]);
  return useCallback(() => tellServer(), []);
}
