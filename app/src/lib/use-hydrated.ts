import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's first view of a page, true in every other
 * render (decision 0380). What depends on the browser alone (its time zone, its clock) is drawn once this is
 * true: the server cannot know it, and a first render that differs from the server's markup is drawn again.
 * React renders once more right after hydrating, with true; a page the browser renders itself has true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
