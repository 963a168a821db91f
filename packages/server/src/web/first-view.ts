import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What the app's server entry renders (app/src/entry-server.tsx). */
export interface FirstViewInput {
  readonly manifest: object;
  readonly pathname: string;
  readonly nonce: string;
  /** the request's Cookie header, for the device choices the app keeps in cookies (lib/cookies.ts) */
  readonly cookie?: string;
  /** the request's origin as the browser sees it, for a page that shows something by its host (app/src/lib/page-origin.ts) */
  readonly origin?: string;
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

interface ServerEntry {
  renderFirstView(input: FirstViewInput): Promise<FirstView | null>;
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
      ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>).catch((error: unknown) => {
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
