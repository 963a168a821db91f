import { sanitiseHtml } from '../../../lib/html-sanitiser';

function decodeBase64(text: string): string | null {
  const normalised = text.trim().replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (normalised === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(normalised)) return null;
  try {
    const padded = normalised.padEnd(normalised.length + ((4 - (normalised.length % 4)) % 4), '=');
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The legal text of info/get-info as safe HTML: base64 (standard or URL-safe) of UTF-8, falling back to the
 * string as it came; plain text becomes paragraphs. Always sanitised, since the text is shown as HTML.
 */
export function decodeLegalText(encoded: string): string {
  const text = decodeBase64(encoded) ?? encoded;
  const html = /<[a-z][\s\S]*>/i.test(text)
    ? text
    : text
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        .join('');
  return sanitiseHtml(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}
