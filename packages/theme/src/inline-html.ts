/** The marker in app/index.html that the client's theme and manifest replace (decision 0001). */
export const HEAD_MARKER = '<!--portal:head-->';

export interface ClientHead {
  /** the public manifest (never server.json) */
  readonly manifest: { readonly id: string; readonly skin: number; readonly defaultLanguage: string; readonly logos?: { readonly light?: string } };
  /** skin CSS followed by the client's override pack */
  readonly css: string;
  /** CSP nonce for the inline style; omitted for static per-tenant bundles */
  readonly nonce?: string;
  readonly lang?: string;
}

/** JSON inside a script element: nothing in it can close the element or end a line in old parsers. */
export const escapeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
/** A value inside a double-quoted HTML attribute. */
export const escapeAttr = (value: string) => value.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Inlines a client's theme CSS and public manifest into the app's index.html, so the first paint is themed. */
export function injectClientHead(html: string, head: ClientHead): string {
  if (!html.includes(HEAD_MARKER)) throw new Error(`index.html has no ${HEAD_MARKER} marker`);
  const nonce = head.nonce ? ` nonce="${escapeAttr(head.nonce)}"` : '';
  const nonceMeta = head.nonce ? `<meta name="csp-nonce" content="${escapeAttr(head.nonce)}">` : '';
  // the logo is on every first page (sign-in card, top bar): fetched with the document's first requests, it is
  // there when the app first paints, and nothing moves when it arrives (Lighthouse: unsized image shifts)
  const logo = head.manifest.logos?.light
    ? `<link rel="preload" as="image" href="/client-assets/${encodeURIComponent(head.manifest.id)}/${encodeURIComponent(head.manifest.logos.light)}">`
    : '';
  const block =
    `${nonceMeta}${logo}<style id="portal-theme"${nonce}>${head.css.replace(/<\/style/gi, '<\\/style')}</style>` +
    `<script id="portal-manifest" type="application/json">${escapeJson(head.manifest)}</script>`;
  const lang = escapeAttr(head.lang ?? head.manifest.defaultLanguage);
  return html
    .replace(HEAD_MARKER, () => block)
    .replace(
      /<html[^>]*>/i,
      `<html lang="${lang}" data-skin="${head.manifest.skin}" data-client="${escapeAttr(head.manifest.id)}">`,
    );
}
