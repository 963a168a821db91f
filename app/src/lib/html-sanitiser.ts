/**
 * HTML from the server that a page shows as HTML (an article's body, a coach's description, a legal text, a
 * question's help) is cleaned with DOMPurify first. DOMPurify needs a DOM: the browser's, or on the server one the
 * server hands in (packages/server/src/web/first-view.ts makes it over jsdom, which never enters a browser bundle),
 * so a page with such HTML is drawn on the server with the markup the browser makes (issue 34).
 */
import DOMPurify, { type Config } from 'dompurify';

/** What the app asks of a sanitiser: DOMPurify's `sanitize`, returning a string. */
export interface HtmlSanitiser {
  sanitize(html: string, config: Config): string;
}

/** DOMPurify over the server's own DOM, once the server has handed it in; null in the browser. */
let serverSanitiser: HtmlSanitiser | null = null;

/** Hands in the server's sanitiser for its first views (entry-server.tsx re-exports it for packages/server). */
export function setServerSanitiser(sanitiser: HtmlSanitiser | null): void {
  serverSanitiser = sanitiser;
}

/**
 * The HTML with what the config does not allow removed. Without a DOM (a server render without the server's
 * sanitiser) it throws rather than hand HTML on uncleaned: DOMPurify alone would return its input unchanged there.
 */
export function sanitiseHtml(html: string, config: Config = {}): string {
  if (serverSanitiser) return serverSanitiser.sanitize(html, config);
  if (!DOMPurify.isSupported) throw new Error('no DOM to sanitise HTML with: a server render needs the server\'s sanitiser (lib/html-sanitiser.ts)');
  return DOMPurify.sanitize(html, config);
}
