/**
 * What a client's SVG logo may contain (issue 29 item 5): the portal inlines and serves it on every page of the
 * client, so it must be a self-contained picture. Checked on the text, without a DOM, so `clients:check`, the
 * server's client loader and `client:new` stay fast; `build:tenants` also runs it through DOMPurify
 * (logo-sanitise.ts) before it ships.
 */

/** Larger than any real wordmark; a logo above it is usually an embedded bitmap or an export with editor data. */
export const LOGO_MAX_BYTES = 50 * 1024;

/** A reference may only name a fragment of the logo itself (#id); anything else is another file or a URL. */
const OUTSIDE = /^\s*(?!#)\S/;

/** The problems of one SVG logo, each a short sentence; [] when it is fine. */
export function svgLogoProblems(svg: string, bytes = Buffer.byteLength(svg)): string[] {
  const problems: string[] = [];
  const add = (message: string) => {
    if (!problems.includes(message)) problems.push(message);
  };
  if (bytes > LOGO_MAX_BYTES) {
    add(
      `is ${Math.ceil(bytes / 1024)} KB; a logo may be at most ${LOGO_MAX_BYTES / 1024} KB (remove embedded images and editor metadata)`,
    );
  }
  // comments and CDATA hide nothing from a browser, so they are checked like the rest
  const root = /<svg\b([^>]*)>/i.exec(svg);
  if (!root) {
    add('is not an SVG image (no <svg> element)');
    return problems;
  }
  if (!/\sviewBox\s*=\s*["'][^"']+["']/.test(root[1] ?? ''))
    add('needs a viewBox on its <svg> element, so it scales to the header');
  if (!/<title\b[^>]*>\s*[^<\s][^<]*<\/title>/i.test(svg))
    add('needs a <title> naming the client, for screen readers');

  if (/<script\b/i.test(svg)) add('must not contain <script>');
  const handler = /\s(on[a-z]+)\s*=/i.exec(svg);
  if (handler) add(`must not contain event handlers (${handler[1]!.toLowerCase()}=)`);
  if (/<foreignObject\b/i.test(svg)) add('must not contain <foreignObject>');
  if (/javascript:/i.test(svg)) add('must not contain javascript: links');

  for (const match of svg.matchAll(/\s(?:xlink:)?href\s*=\s*["']([^"']*)["']/gi)) {
    if (OUTSIDE.test(match[1]!)) add(`must not reference other files (${match[1]!.trim()})`);
  }
  for (const match of svg.matchAll(/url\(\s*["']?([^"')]*)/gi)) {
    if (OUTSIDE.test(match[1]!)) add(`must not reference other files (${match[1]!.trim()})`);
  }
  if (/@import\b/i.test(svg)) add('must not @import style sheets or fonts');
  if (/@font-face\b|<font\b|<font-face\b/i.test(svg))
    add('must not embed or load fonts (convert text to paths, or use system fonts)');
  return problems;
}
