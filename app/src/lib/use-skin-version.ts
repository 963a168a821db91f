import { useSyncExternalStore } from 'react';

let version = 0;
const listeners = new Set<() => void>();
let observer: MutationObserver | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer && typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver((records) => {
      // setting the same skin again is no change
      if (!records.some((record) => record.oldValue !== (record.target as Element).getAttribute('data-skin'))) return;
      version += 1;
      for (const notify of listeners) notify();
    });
    // a skin is picked by data-skin on <html> (the settings page's preview) or on a box around the page (Storybook)
    observer.observe(document.documentElement, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-skin'] });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = null;
    }
  };
}

/**
 * A number that changes whenever a skin is picked on the page. What reads the theme's colours once, as values
 * (a canvas chart cannot use custom properties), draws again when it changes, so it never keeps a skin before.
 */
export function useSkinVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
}
