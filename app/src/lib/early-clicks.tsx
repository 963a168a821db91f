import { useEffect } from 'react';
import { replayEarlyInput } from './early-input';

/** A tap the page's inline script held before the app hydrated (packages/server/src/web/pages.ts, EARLY_CLICKS). */
interface HeldClick {
  readonly element: Element;
  /** the control's place under #root, child index by child index */
  readonly path: readonly number[];
}

declare global {
  interface Window {
    /** stops holding taps and hands over those held; set by a drawn page's inline script */
    __portalEarlyClicks?: () => HeldClick[];
  }
}

/** The control at a held tap's place in the page as React drew it again, if it is the same kind of control. */
function foundAgain(root: Element, held: HeldClick): Element | null {
  let node: Element | undefined = root;
  for (const index of held.path) node = node?.children[index];
  return node && node.tagName === held.element.tagName && node.textContent === held.element.textContent ? node : null;
}

/**
 * Stops holding taps made before hydration and taps each held control again, now that React answers (decision
 * 0740). Called once the first page has committed; a later call finds nothing held.
 */
export function replayEarlyClicks(root: Element | null = document.getElementById('root')): void {
  const take = window.__portalEarlyClicks;
  if (!take) return;
  delete window.__portalEarlyClicks;
  for (const held of take()) {
    const control = held.element.isConnected ? held.element : root ? foundAgain(root, held) : null;
    if (control instanceof HTMLElement) control.click();
  }
}

/**
 * Hands over the text typed and taps the controls held before hydration once the page it sits beside has hydrated:
 * its effect runs when the page's own boundary commits, after the frame around it, so every field and control held
 * is React's by then. The text comes first, so a submit tapped after typing sends it.
 */
export function ReplayEarlyClicks(): null {
  useEffect(() => {
    replayEarlyInput();
    replayEarlyClicks();
  }, []);
  return null;
}
