// jsdom ships no types and @types/jsdom is not installed. For tests only (entry-server-pages.test.tsx hands the
// renderer DOMPurify over a jsdom window, as packages/server does): app code never imports jsdom, so no browser
// bundle carries it (lib/html-sanitiser.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
