import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a lazily loaded page may take to draw its heading before focus goes to the main region instead. */
const HEADING_WAIT_MS = 4000;
/** Tries, 100 ms apart, for the new page to set its title before it is announced as it stands. */
const TITLE_TRIES = 20;

/**
 * After the member follows a link, focus moves to the new page's main heading (or the main region while it has
 * none), and the page title is announced, as GOV.UK and the React Router accessibility guidance do: otherwise
 * focus stays on the link that was followed and a screen reader does not hear that the page changed.
 * The first page is left alone: the browser's own page load already puts the member at its start.
 */
export function useFocusOnNavigation(
  main: RefObject<HTMLElement | null>,
  announcer: RefObject<HTMLElement | null>,
) {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const region = main.current;
    if (!region) return;
    const previousTitle = document.title;
    let done = false;
    let announceTimer: number | undefined;
    const settle = (target: HTMLElement) => {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.setAttribute('data-navigation-focus', '');
      target.focus({ preventScroll: false });
      // the page sets its title in an effect of its own: wait for it to change (or give up and read it as it is)
      let tries = 0;
      const announce = () => {
        tries += 1;
        if (document.title === previousTitle && tries < TITLE_TRIES) {
          announceTimer = window.setTimeout(announce, 100);
        } else if (announcer.current) {
          announcer.current.textContent = document.title;
        }
      };
      announce();
    };
    const tryHeading = () => {
      const heading = region.querySelector<HTMLElement>('h1');
      if (heading && !done) settle(heading);
    };
    const observer = new MutationObserver(tryHeading);
    observer.observe(region, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      if (!done) settle(region);
    }, HEADING_WAIT_MS);
    tryHeading();
    return () => {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      window.clearTimeout(announceTimer);
    };
  }, [pathname, main, announcer]);
}
