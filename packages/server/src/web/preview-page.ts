/**
 * A client's preview (decision 0550): the link implementation staff made with `npm run client:preview -- <id>`
 * sets the preview cookie and opens the gallery, a page in the client's skin with a link to each of its pages,
 * a switch between its languages, and the way in with a demo identity.
 */
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { routes, isRoutePermitted, staticPathTo, type RouteDefinition } from '@portal/manifest/routes';
import type { Manifest } from '@portal/manifest/schema';
import type { AppEnv } from '../core/env';
import type { RuntimeBrand } from '../tenancy/public';
import type { PreviewGate } from '../tenancy/preview-gate';
import { PREVIEW_COOKIE, PREVIEW_GALLERY_PATH, PREVIEW_LANGUAGE_COOKIE, PREVIEW_LINK_PATH, cookieValue } from '../tenancy/preview';
import { FileCache } from './file-cache';
import { clientPageBrand } from './pages';
import { contentSecurityPolicy, newNonce } from './security-headers';

type Copy = {
  readonly title: (name: string) => string;
  readonly draft: (until: string) => string;
  readonly live: (until: string) => string;
  readonly language: string;
  readonly signInHeading: string;
  readonly signIn: (id: string) => string;
  readonly signInLink: string;
  readonly groups: Record<'public' | 'member' | 'staff', string>;
  readonly needs: (params: string) => string;
};

/** The gallery's own words; a language without its own copy reads the English. */
const COPY: Record<'en' | 'de', Copy> = {
  en: {
    title: (name) => `Preview of ${name}`,
    draft: (until) => `This client is a draft: only a browser that followed a preview link sees it. Your preview lasts until ${until}.`,
    live: (until) => `This client is live. Your preview lasts until ${until}.`,
    language: 'Language',
    signInHeading: 'Demo data',
    signIn: (id) => `Sign in with a demo identity of docs/demo-identities.md, such as member@${id}.example, to see the member pages with demo data.`,
    signInLink: 'Sign in',
    groups: { public: 'Public pages', member: 'Member pages', staff: 'Admin and staff pages' },
    needs: (params) => `opens from another page (needs ${params})`,
  },
  de: {
    title: (name) => `Vorschau von ${name}`,
    draft: (until) => `Dieser Kunde ist ein Entwurf: Nur ein Browser, der einem Vorschau-Link gefolgt ist, sieht ihn. Ihre Vorschau gilt bis ${until}.`,
    live: (until) => `Dieser Kunde ist live. Ihre Vorschau gilt bis ${until}.`,
    language: 'Sprache',
    signInHeading: 'Demodaten',
    signIn: (id) => `Melden Sie sich mit einer Demo-Identität aus docs/demo-identities.md an, etwa member@${id}.example, um die Seiten für Mitglieder mit Demodaten zu sehen.`,
    signInLink: 'Anmelden',
    groups: { public: 'Öffentliche Seiten', member: 'Seiten für Mitglieder', staff: 'Seiten für Administratoren und Mitarbeitende' },
    needs: (params) => `öffnet sich von einer anderen Seite aus (braucht ${params})`,
  },
};

/** The names languages go by in their own words, for the switch. */
const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  pt: 'Português',
  zh: '中文',
  ru: 'Русский',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The language a preview shows: the one its gallery switched to, when the client offers it, else the client's. */
export function previewLanguage(manifest: Pick<Manifest, 'languages' | 'defaultLanguage'>, cookieHeader: string | undefined): Manifest['defaultLanguage'] {
  const chosen = cookieValue(cookieHeader, PREVIEW_LANGUAGE_COOKIE);
  return (manifest.languages as readonly string[]).includes(chosen ?? '') ? (chosen as Manifest['defaultLanguage']) : manifest.defaultLanguage;
}

interface GalleryEntry {
  readonly route: RouteDefinition;
  /** where the link goes; null for a page that needs an id */
  readonly href: string | null;
}

/** Every page a client's members, staff and visitors may reach, by group, as the gallery lists them. */
export function galleryEntries(manifest: Pick<Manifest, 'permittedRoutes'>): Record<'public' | 'member' | 'staff', GalleryEntry[]> {
  const groups: Record<'public' | 'member' | 'staff', GalleryEntry[]> = { public: [], member: [], staff: [] };
  for (const route of routes as readonly RouteDefinition[]) {
    if (route.path === null || !route.path.startsWith('/') || route.name === 'not-found') continue;
    if (!isRoutePermitted(route.name as never, manifest.permittedRoutes)) continue;
    const group = route.role ? 'staff' : route.access === 'public' ? 'public' : 'member';
    groups[group].push({ route, href: staticPathTo(route.name) });
  }
  return groups;
}

function galleryHtml(options: {
  readonly manifest: Manifest;
  readonly language: string;
  readonly expiresAt: Date;
  readonly css: string;
  readonly logo: string | null;
  readonly nonce: string;
}): string {
  const { manifest, language, nonce } = options;
  const copy = COPY[language === 'de' ? 'de' : 'en'];
  const until = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(options.expiresAt) + ' UTC';
  const languages = manifest.languages
    .map((code) => {
      const name = escapeHtml(LANGUAGE_NAMES[code] ?? code);
      return code === language
        ? `<li><a href="${PREVIEW_GALLERY_PATH}?lang=${code}" aria-current="true" lang="${code}">${name}</a></li>`
        : `<li><a href="${PREVIEW_GALLERY_PATH}?lang=${code}" lang="${code}">${name}</a></li>`;
    })
    .join('');
  const groups = galleryEntries(manifest);
  const sections = (['public', 'member', 'staff'] as const)
    .filter((group) => groups[group].length > 0)
    .map((group) => {
      const items = groups[group]
        .map(({ route, href }) => {
          const path = escapeHtml(route.path!);
          if (href) return `<li><a href="${escapeHtml(href)}">${escapeHtml(route.name)}</a> <code>${path}</code></li>`;
          const params = (route.path!.match(/:[A-Za-z_]+(?!\?)\b/g) ?? []).map((param) => param.slice(1)).join(', ');
          return `<li><span>${escapeHtml(route.name)}</span> <code>${path}</code> <small>${escapeHtml(copy.needs(params))}</small></li>`;
        })
        .join('');
      return `<section aria-labelledby="group-${group}"><h2 id="group-${group}">${escapeHtml(copy.groups[group])}</h2><ul class="routes">${items}</ul></section>`;
    })
    .join('');
  const style =
    'body{margin:0;background:var(--color-surface-page);color:var(--color-text-default);font-family:var(--font-family-body);line-height:1.5}' +
    'main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem 3rem}header{display:flex;flex-wrap:wrap;align-items:center;gap:1rem;justify-content:space-between}' +
    'a{color:var(--color-text-link)}h1{font-family:var(--font-family-heading,inherit);margin:.5rem 0}' +
    'nav ul,.routes{list-style:none;padding:0;margin:0}nav ul{display:flex;flex-wrap:wrap;gap:.75rem}nav a[aria-current]{font-weight:700}' +
    '.routes{display:grid;gap:.25rem 1.5rem;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}.routes li{overflow-wrap:anywhere}' +
    'code{font-size:.85em;color:var(--color-text-muted)}small{display:block;color:var(--color-text-muted)}' +
    '.note{padding:.75rem 1rem;border-radius:var(--radius-card,8px);background:var(--color-surface-raised);box-shadow:var(--shadow-card)}' +
    'a.button{display:inline-block;padding:.5rem 1rem;border-radius:var(--radius-button,6px);background:var(--color-action-primary-bg);color:var(--color-action-primary-text);text-decoration:none;font-weight:600}' +
    'a:focus-visible{outline:3px solid var(--color-focus-ring,currentColor);outline-offset:2px}';
  const logo = options.logo ? `<img src="${escapeHtml(options.logo)}" alt="${escapeHtml(manifest.logos.alt)}" height="40">` : '';
  return (
    `<!doctype html><html lang="${escapeHtml(language)}" data-skin="${manifest.skin}" data-client="${escapeHtml(manifest.id)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(copy.title(manifest.name))}</title>` +
    `<style nonce="${nonce}">${options.css.replace(/<\/style/gi, '<\\/style')}\n${style}</style></head><body><main>` +
    `<header>${logo}<nav aria-label="${escapeHtml(copy.language)}"><ul>${languages}</ul></nav></header>` +
    `<h1>${escapeHtml(copy.title(manifest.name))}</h1>` +
    `<p class="note">${escapeHtml((manifest.draft ? copy.draft : copy.live)(until))}</p>` +
    `<section aria-labelledby="demo"><h2 id="demo">${escapeHtml(copy.signInHeading)}</h2><p>${escapeHtml(copy.signIn(manifest.id))}</p><p><a class="button" href="/login">${escapeHtml(copy.signInLink)}</a></p></section>` +
    `${sections}</main></body></html>`
  );
}

/**
 * GET /__preview?token=…: a valid link of this Host's client sets the preview cookie (this subdomain only, as long
 * as the token lasts) and opens the gallery; anything else is left to the app's tenancy, which answers a draft's
 * host "Unknown client". GET /preview: the gallery, for a browser with the cookie; without it the app's own page.
 */
export function previewRouter(options: { readonly gate: PreviewGate; readonly themeDir: string; readonly runtimeBrand?: RuntimeBrand; readonly now: () => Date }): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const cache = new FileCache();
  router.get(PREVIEW_LINK_PATH, async (c, next) => {
    const client = c.get('client');
    const token = c.req.query('token');
    const check = options.gate.check(client, token, options.now());
    if (!check.ok) return next();
    setCookie(c, PREVIEW_COOKIE, token!, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: c.get('tls'),
      path: '/',
      maxAge: Math.max(1, Math.floor((check.expiresAt.getTime() - options.now().getTime()) / 1000)),
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(PREVIEW_GALLERY_PATH, 303);
  });
  router.get(PREVIEW_GALLERY_PATH, async (c, next) => {
    const client = c.get('client');
    const cookie = c.req.header('cookie');
    const check = options.gate.previewing(client, cookie, options.now());
    if (!check.ok) return next();
    const chosen = c.req.query('lang');
    if (chosen !== undefined) {
      if ((client.manifest.languages as readonly string[]).includes(chosen)) {
        setCookie(c, PREVIEW_LANGUAGE_COOKIE, chosen, { sameSite: 'Lax', secure: c.get('tls'), path: '/', maxAge: Math.max(1, Math.floor((check.expiresAt.getTime() - options.now().getTime()) / 1000)) });
      }
      c.header('Cache-Control', 'no-store');
      return c.redirect(PREVIEW_GALLERY_PATH, 303);
    }
    const nonce = newNonce();
    const brand = await clientPageBrand(cache, options.themeDir, client, options.runtimeBrand);
    c.header('Content-Security-Policy', contentSecurityPolicy({ nonce }));
    c.header('Cache-Control', 'no-store');
    return c.html(galleryHtml({ manifest: client.manifest, language: previewLanguage(client.manifest, cookie), expiresAt: check.expiresAt, css: brand.css, logo: brand.logo, nonce }), 200);
  });
  return router;
}
