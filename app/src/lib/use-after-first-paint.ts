import { startTransition, useEffect, useState } from 'react';

/**
 * False for a page's first render, true once the browser has painted it: what lies below the fold on a phone
 * renders a moment later, in its own (interruptible) render, so what the member sees first paints sooner and no
 * single task renders the whole page (issue 8: largest contentful paint and total blocking time on home).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const paint = () => startTransition(() => setPainted(true));
    let timer: number | undefined;
    // a frame, then a task: the callback runs after that frame has been painted
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(paint, 0);
    });
    // a tab in the background paints no frames: its page is complete all the same
    const fallback = window.setTimeout(paint, 250);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.clearTimeout(fallback);
    };
  }, []);
  return painted;
}
