import { sanitiseHtml } from '../../../lib/html-sanitiser';

function decodeBase64(text: string): string | null {
  const normalised = text.trim().replace(/\s+/g, '');
  if (normalised === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(normalised)) return null;
  try {
    const bytes = Uint8Array.from(atob(normalised), (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * An article's body (base64 HTML, seed 003 section 2.4) as safe HTML, or null when it is empty or not base64.
 * Sanitised, since the page shows it as HTML.
 */
export function articleBodyHtml(body: string | null | undefined): string | null {
  if (!body) return null;
  const html = decodeBase64(body);
  if (!html) return null;
  const clean = sanitiseHtml(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
  });
  return clean.trim() ? clean : null;
}

/**
 * Embed code or iframe markup of the article's video, keeping only iframes (and their allowed attributes), so
 * an embed can play but never run script on the portal's page.
 */
export function embedHtml(code: string | null | undefined): string | null {
  if (!code?.trim()) return null;
  const clean = sanitiseHtml(code, {
    ALLOWED_TAGS: ['iframe'],
    ALLOWED_ATTR: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'loading'],
  });
  return /<iframe/i.test(clean) ? clean : null;
}
