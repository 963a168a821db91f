import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Client } from '../tenancy/public';
import { contentSecurityPolicy } from '../web/security-headers';

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Reads a small url-encoded form posted to a provider page. */
export function readForm(req: IncomingMessage, limitBytes = 16 * 1024): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        reject(new Error('form too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

// The provider's pages use the requesting client's semantic tokens (its skin CSS is inlined before this),
// so sign-in, password and email pages look like the client's portal.
const PROVIDER_STYLE =
  'body{font-family:var(--font-family-body);font-size:var(--font-size-md);line-height:var(--line-height-body);' +
  'background:var(--color-surface-page);color:var(--color-text-default);margin:0;padding:3rem 1rem}' +
  'h1{font-family:var(--font-family-heading);font-weight:var(--font-weight-heading);font-size:var(--font-size-2xl);line-height:var(--line-height-heading);margin:0 0 var(--space-4)}' +
  '.card{max-width:26rem;margin:0 auto;background:var(--color-surface-raised);padding:var(--space-6);border-radius:var(--radius-card);box-shadow:var(--shadow-card)}' +
  'label{display:block;margin-top:var(--space-4);font-weight:var(--font-weight-medium)}' +
  'input{width:100%;box-sizing:border-box;min-height:var(--control-height-md);padding:0 var(--space-3);margin-top:var(--space-1);font:inherit;' +
  'color:var(--color-text-default);background:var(--color-surface-raised);border:var(--border-width-default) solid var(--color-border-strong);border-radius:var(--radius-input)}' +
  'input:focus-visible,button:focus-visible,a:focus-visible,summary:focus-visible{outline:var(--focus-width) solid var(--color-focus-ring);outline-offset:var(--focus-offset)}' +
  'button{margin-top:var(--space-5);width:100%;min-height:var(--control-height-md);font:inherit;font-weight:var(--font-weight-medium);border:0;' +
  'border-radius:var(--radius-button);cursor:pointer;background:var(--color-action-primary-bg);color:var(--color-action-primary-text)}' +
  'button:hover{background:var(--color-action-primary-hover)}' +
  'button.link{margin-top:var(--space-3);min-height:0;background:none;color:var(--color-text-link);text-decoration:underline;font-weight:var(--font-weight-regular)}' +
  '.error{padding:var(--space-3);border-radius:var(--radius-md);background:var(--color-feedback-danger-bg);color:var(--color-feedback-danger-text)}' +
  '.hint{font-size:var(--font-size-sm);color:var(--color-text-muted)}a{color:var(--color-text-link)}' +
  '.cancel{display:block;margin-top:var(--space-4);text-align:center}details{margin-top:var(--space-5);font-size:var(--font-size-sm)}' +
  '.logo{display:block;max-width:12rem;max-height:3rem;margin:0 0 var(--space-5)}';

/** A page of the development identity provider, in the requesting client's skin. */
export function providerPageHtml(options: {
  readonly client: Client | undefined;
  /** the client's theme CSS (skin and overrides, or the brand its employer published) */
  readonly css: string;
  /** the client's light logo as a data URI (clientPageBrand), shown at the top of the card */
  readonly logo?: string | null;
  readonly title: string;
  readonly body: string;
  readonly nonce: string;
  /** the page's language (providerLanguage), English by default */
  readonly language?: string;
  /** scripts of the provider's own origin, e.g. the logout page's auto-submit */
  readonly scripts?: readonly string[];
}): string {
  const { client, css, title, body, nonce } = options;
  const name = client?.manifest.name ?? 'the portal';
  const style = `${css}\n${PROVIDER_STYLE}`.replace(/<\/style/gi, '<\\/style');
  const lang = escapeHtml(options.language ?? 'en');
  const attributes = client ? ` lang="${lang}" data-skin="${client.manifest.skin}" data-client="${escapeHtml(client.id)}"` : ` lang="${lang}"`;
  const logo = client && options.logo ? `<img class="logo" src="${escapeHtml(options.logo)}" alt="${escapeHtml(name)}">` : '';
  const scripts = (options.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
  return (
    `<!doctype html><html${attributes}><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} – ${escapeHtml(name)}</title>` +
    // the client's logo as the tab's icon, with no request (these pages may be on the provider's origin)
    `<link rel="icon" href="${escapeHtml(client && options.logo ? options.logo : 'data:,')}">` +
    `<style nonce="${nonce}">${style}</style>${scripts}</head><body><main class="card">${logo}${body}</main></body></html>`
  );
}

/** The headers of a provider page; forms may post, and redirect after posting, only to the given origins. */
export function providerPageHeaders(nonce: string, formTargets: readonly string[]): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': contentSecurityPolicy({ nonce, formTargets }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** Sends a provider page with the portal's security headers; forms may post only to the given origins. */
export function sendProviderPage(
  res: ServerResponse,
  status: number,
  html: string,
  nonce: string,
  formTargets: readonly string[],
): void {
  res.writeHead(status, providerPageHeaders(nonce, formTargets));
  res.end(html);
}
