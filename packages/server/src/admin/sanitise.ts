import type { DOMPurify as Purifier } from 'dompurify';

/** What an employer's article may keep: text structure, links and emphasis; no scripts, styles, forms or frames. */
const ALLOWED_TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a', 'blockquote'];
const ALLOWED_ATTR = ['href'];

let purifier: Promise<Purifier> | null = null;

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * DOMPurify needs a DOM. Loading jsdom takes one to three seconds of a busy machine, which the first article
 * published after a start used to wait for (issue 31: 2.5 s): `npm run serve` loads it just after the start
 * (preloadSanitiser), and a publish that comes before that joins the same load.
 */
function load(): Promise<Purifier> {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createDOMPurify }, { JSDOM }]) => {
    const instance = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    // links open the page they name, outside the portal, and never tell it where the member came from
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    // an SVG paint, filter or <use> may point only at a fragment of the same picture: url(#id), href="#id"
    instance.addHook('uponSanitizeAttribute', (node, data) => {
      if (node.namespaceURI !== SVG_NAMESPACE) return;
      if (/url\(\s*['"]?\s*(?!#)/i.test(data.attrValue)) data.keepAttr = false;
      if ((data.attrName === 'href' || data.attrName === 'xlink:href') && !data.attrValue.trim().startsWith('#')) data.keepAttr = false;
    });
    // an SVG style sheet may colour the picture, never fetch: no @import, web fonts or external url()
    instance.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'style' && (node as Element).namespaceURI === SVG_NAMESPACE && /@import|@font-face|url\(\s*['"]?\s*(?!#)/i.test(node.textContent ?? '')) {
        node.parentNode?.removeChild(node);
      }
    });
    return instance;
  });
  return purifier;
}

/** Loads the sanitiser ahead of the first article or logo; never fails (the publish itself would report it). */
export async function preloadSanitiser(): Promise<void> {
  await load().catch((error: unknown) => {
    purifier = null;
    console.error('[admin] the HTML sanitiser did not load; the first publish tries again:', error);
  });
}

/** The article's HTML with everything but ALLOWED_TAGS removed and only http(s) and mailto links kept. */
export async function sanitiseArticleHtml(html: string): Promise<string> {
  const instance = await load();
  return instance
    .sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
      ADD_ATTR: ['target', 'rel'],
    })
    .trim();
}

/** Whether sanitised HTML still has something to read. */
export function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;
}

/**
 * The attribute values an SVG logo keeps. DOMPurify tests every attribute's value that is not on its URI-safe
 * list against this, so it must let geometry (d="M0 0…", viewBox="0 0 …"), colours and font lists through:
 * fragments (#id), values that start with anything but a letter or slash, and words not followed by a colon.
 * Schemes (https:, data:, javascript:) and protocol-relative //host are refused. (It was /^#/, which stripped
 * every path, viewBox and size from an uploaded logo.)
 */
const SVG_VALUE = /^(?:#|[^a-z/#]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * A logo's SVG with DOMPurify's SVG profile: no script, no event handlers, no foreign objects or links, no style
 * sheet that imports or loads fonts, no references beyond fragments of the picture itself (the same rules as
 * `clients:check`'s logo check, packages/manifest/src/logo.ts); null when nothing of an image is left.
 */
export async function sanitiseSvg(svg: string): Promise<string | null> {
  const instance = await load();
  const clean = instance
    .sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], FORBID_TAGS: ['foreignObject', 'a', 'image'], ALLOWED_URI_REGEXP: SVG_VALUE })
    .trim();
  return /^<svg[\s>]/i.test(clean) && /<(path|rect|circle|ellipse|polygon|polyline|line|text|g)[\s>/]/i.test(clean) ? clean : null;
}
