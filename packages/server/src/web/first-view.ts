import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Config } from 'dompurify';

/** What the app's server entry renders (app/src/entry-server.tsx). */
export interface FirstViewInput {
  readonly manifest: object;
  readonly pathname: string;
  readonly nonce: string;
  /** the request's Cookie header, for the device choices the app keeps in cookies (lib/cookies.ts) */
  readonly cookie?: string;
  /** the request's origin as the browser sees it, for a page that shows something by its host (app/src/lib/page-origin.ts) */
  readonly origin?: string;
  /** the request's User-Agent: a part drawn for the device's app store is drawn for it (app/src/lib/device-platform.ts) */
  readonly userAgent?: string;
  /** with a session cookie: the replies inlined with the page, the member's and their first reads (decision 0380) */
  readonly boot?: Readonly<Record<string, unknown>> | null;
}
/**
 * What it answers: a style element for the head, the markup for #root, which the browser hydrates, and the
 * language it is written in.
 */
export interface FirstView {
  readonly styles: string;
  readonly markup: string;
  readonly language: string;
}
export type FirstViewRenderer = (input: FirstViewInput) => Promise<FirstView | null>;

/** DOMPurify's sanitize, as the app's first views ask it (app/src/lib/html-sanitiser.ts). */
interface HtmlSanitiser {
  sanitize(html: string, config: Record<string, unknown>): string;
}

interface ServerEntry {
  renderFirstView(input: FirstViewInput): Promise<FirstView | null>;
  /** hands the renderer a sanitiser with a DOM: pages that show HTML (articles, coaches) are drawn once it has one */
  setHtmlSanitiser?(sanitiser: HtmlSanitiser | null): void;
}

/**
 * DOMPurify over a DOM of the server's own (jsdom), without hooks: what the browser's DOMPurify does to the same
 * HTML, so a drawn article hydrates with the markup the browser would make. Loading jsdom takes a second or more,
 * so it comes after the entry; a page drawn before it has arrived goes out without its first view.
 */
async function htmlSanitiser(): Promise<HtmlSanitiser> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  return { sanitize: (html, config) => purifier.sanitize(html, config as Config) };
}

/**
 * The first view of a page from the app's server entry (decisions 0350, 0380), loaded as the server starts.
 * Without the built entry (`npm run build` makes it) or when it fails, a page goes out without one and the app
 * renders it in the browser as before: a first view is never a reason for a page to fail.
 */
export function firstViewRenderer(entryFile: string): FirstViewRenderer {
  let entry: Promise<ServerEntry | null> | null = null;
  let warned = false;
  const load = () =>
    (entry ??= existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>).then((module) => {
          void htmlSanitiser().then(
            (sanitiser) => module.setHtmlSanitiser?.(sanitiser),
            (error: unknown) => console.error('[pages] the HTML sanitiser did not load; pages with HTML go out without a first view:', error),
          );
          return module;
        }).catch((error: unknown) => {
          console.error(`[pages] the app's server entry ${entryFile} did not load; pages go out without a first view:`, error);
          return null;
        })
      : Promise.resolve(null));
  // loaded with the server rather than by the first member to open /login after a deployment
  void load();
  return async (input) => {
    const module = await load();
    if (!module) {
      if (!warned) console.warn(`[pages] ${entryFile} is missing: run npm run build for a server-rendered first view of the login page`);
      warned = true;
      return null;
    }
    try {
      return await module.renderFirstView(input);
    } catch (error) {
      console.error(`[pages] first view of ${input.pathname} failed; the page goes out without it:`, error);
      return null;
    }
  };
}
