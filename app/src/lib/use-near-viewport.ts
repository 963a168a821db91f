import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

/** How far beyond the screen an element counts as near: one screen's height above and below it. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * True once the element has come within a screen's height of the viewport, and from then on: what lies far down
 * a page (home's carousels on a phone) loads its data and draws itself only as the member scrolls towards it,
 * rather than all at once while the page starts (issue 8: blocking time on home, decision 0390). Where the
 * browser has no IntersectionObserver (the unit tests' DOM), it is true at once; on the server (no window) it is
 * false, as in a browser's first render.
 */
export function useNearViewport<T extends Element>(margin = NEAR_VIEWPORT_MARGIN): [boolean, RefCallback<T>] {
  // the server (no window) draws what waits, as the browser's first render does, so a first view hydrates unchanged
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.current?.disconnect();
            setNear(true);
          }
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin, near],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [near, ref];
}
