import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Puts the app into #root: adopts the server's first view when there is one (decision 0370), else draws it. Should
 * the browser's first render differ from the server's (a language this device chose), React draws the page itself,
 * and the root says so (`data-first-view="rendered-again"`). Both starts (app-main, signed-out-main) use it.
 */
export function mountRoot(rootElement: HTMLElement, app: ReactNode, adopt: boolean): void {
  if (!adopt) {
    createRoot(rootElement).render(app);
    return;
  }
  hydrateRoot(rootElement, app, {
    onRecoverableError: (error) => {
      rootElement.dataset.firstView = 'rendered-again';
      console.warn('portal: the first view was rendered again in the browser', error);
    },
  });
}
