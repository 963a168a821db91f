import { readFile } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../core/env';
import { requestOrigin } from '../core/http';
import type { Db } from '../core/types';
import { returnWith, WebhookSignatureError } from '../payments/adapter';
import { paymentAdapter } from '../payments/choose-adapter';
import { LOCAL_CHECKOUT_PATH, LocalPaymentAdapter } from '../payments/local-adapter';
import { checkSession, sessionTokenOf } from '../sessions/service';
import { FileCache } from '../web/file-cache';
import { runtimeBrand } from '../tenancy/public';
import { clientPageBrand } from '../web/pages';
import { contentSecurityPolicy, newNonce } from '../web/security-headers';
import { fulfilCheckout, markCancelled, memberCheckout } from './paid-booking';

export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';
export const WEBINAR_MEDIA_PATH = '/media/webinars';

type Copy = Record<'title' | 'summary' | 'total' | 'pay' | 'cancel' | 'offline' | 'paid' | 'closed' | 'back' | 'missing' | 'signIn', string>;

const COPY: Record<'en' | 'de', Copy> = {
  en: {
    title: 'Secure checkout',
    summary: 'Order summary',
    total: 'Total',
    pay: 'Pay',
    cancel: 'Cancel',
    offline: 'This is the portal’s offline checkout: no card is charged.',
    paid: 'This checkout is already paid.',
    closed: 'This checkout was cancelled.',
    back: 'Back to the portal',
    missing: 'We could not find this checkout.',
    signIn: 'Please sign in to the portal again to pay.',
  },
  de: {
    title: 'Sichere Bezahlung',
    summary: 'Bestellübersicht',
    total: 'Gesamt',
    pay: 'Bezahlen',
    cancel: 'Abbrechen',
    offline: 'Dies ist die Offline-Kasse des Portals: Es wird keine Karte belastet.',
    paid: 'Diese Bestellung ist bereits bezahlt.',
    closed: 'Diese Bestellung wurde abgebrochen.',
    back: 'Zurück zum Portal',
    missing: 'Wir konnten diese Bestellung nicht finden.',
    signIn: 'Bitte melden Sie sich erneut im Portal an, um zu bezahlen.',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** An amount in minor units as the member's language writes money (€25.00, 25,00 €), as the portal writes prices. */
export function amountText(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
}

const PAGE_CSS =
  'body{margin:0;min-height:100vh;background:var(--color-surface-page);color:var(--color-text-default);font-family:var(--font-family-body);font-size:var(--font-size-md);line-height:1.5}' +
  'main{max-width:32rem;margin:var(--space-8) auto;padding:0 var(--space-4)}' +
  '.card{background:var(--color-surface-raised);border:1px solid var(--color-border-default);border-radius:var(--radius-card);padding:var(--space-6);display:grid;gap:var(--space-4)}' +
  'h1{margin:0;font-family:var(--font-family-heading);font-size:var(--font-size-2xl)}h2{margin:0;font-size:var(--font-size-lg)}' +
  'dl{display:grid;grid-template-columns:1fr auto;gap:var(--space-2) var(--space-4);margin:0}dt{font-weight:var(--font-weight-medium)}dd{margin:0;text-align:right}' +
  '.total{font-weight:var(--font-weight-bold);font-size:var(--font-size-lg)}p{margin:0}.muted{color:var(--color-text-muted);font-size:var(--font-size-sm)}' +
  '.actions{display:flex;flex-wrap:wrap;gap:var(--space-3)}form{margin:0}' +
  'button,a.button{font:inherit;cursor:pointer;padding:var(--space-3) var(--space-5);border-radius:var(--radius-button);text-decoration:none;display:inline-block}' +
  'button.primary{background:var(--color-action-primary-bg);color:var(--color-action-primary-text);border:0}' +
  'button.secondary,a.button{background:var(--color-action-secondary-bg);color:var(--color-action-secondary-text);border:1px solid var(--color-action-secondary-border)}' +
  ':focus-visible{outline:3px solid var(--color-focus-ring);outline-offset:2px}' +
  '.logo{display:block;max-width:12rem;max-height:3rem;margin:0 0 var(--space-4)}';

/**
 * The offline provider's hosted checkout (seed 001 section 4; issue 10): an order summary with Pay and Cancel,
 * in the client's skin and the member's language, served by our own server so paid events work without any
 * network. Paying is the provider's confirmation: the server books right here, then sends the member back
 * with the session id; cancelling sends them back with 'cancelled'. Also the Stripe webhook, when Stripe is set.
 */
export function eventPagesRouter(deps: { readonly db: Db; readonly config: Config; readonly now: () => Date }): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const cache = new FileCache();
  const { db } = deps;
  const brand = runtimeBrand(db);

  const page = async (c: Context<AppEnv>, language: string, body: string, status: 200 | 401 | 404) => {
    const nonce = newNonce();
    const copy = copyOf(language);
    // the brand members see in the app: an employer's published one (decision 0320), else the manifest's
    const { css, logo } = await clientPageBrand(cache, deps.config.themeDir, c.get('client'), brand);
    c.header('Content-Security-Policy', contentSecurityPolicy({ nonce }));
    c.header('Cache-Control', 'no-store');
    return c.html(
      `<!doctype html><html lang="${language === 'de' ? 'de' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(copy.title)} – ${escapeHtml(c.get('client').manifest.name)}</title><link rel="icon" href="${escapeHtml(logo ?? 'data:,')}"><style nonce="${nonce}">${css}\n${PAGE_CSS}</style></head>` +
        `<body><main>${logo ? `<img class="logo" src="${escapeHtml(logo)}" alt="${escapeHtml(c.get('client').manifest.name)}">` : ''}<div class="card">${body}</div></main></body></html>`,
      status,
    );
  };

  /** The signed-in member's own local checkout, or why not. */
  const load = async (c: Context<AppEnv>) => {
    const client = c.get('client');
    const check = await checkSession(db, sessionTokenOf(c.req.header('cookie'), c.get('tls')), client.id, deps.now(), undefined, { idleMinutes: deps.config.sessionIdleMinutes });
    const language = client.manifest.defaultLanguage;
    if (!check.ok) return { ok: false as const, reply: () => page(c, language, `<h1>${escapeHtml(copyOf(language).title)}</h1><p>${escapeHtml(copyOf(language).signIn)}</p><p><a class="button" href="/">${escapeHtml(copyOf(language).back)}</a></p>`, 401) };
    const adapter = paymentAdapter(db);
    const checkout = adapter instanceof LocalPaymentAdapter ? await memberCheckout(db, c.req.param('id') ?? '', check.member) : undefined;
    const local = checkout ? await (adapter as LocalPaymentAdapter).find(checkout.sessionId, client.id) : undefined;
    if (!checkout || !local) return { ok: false as const, reply: () => page(c, language, `<h1>${escapeHtml(copyOf(language).title)}</h1><p role="alert">${escapeHtml(copyOf(language).missing)}</p><p><a class="button" href="/">${escapeHtml(copyOf(language).back)}</a></p>`, 404) };
    return { ok: true as const, checkout, local, adapter: adapter as LocalPaymentAdapter };
  };

  /** A form post from another site is refused: only our own page may pay or cancel. */
  const sameOrigin = (c: Context<AppEnv>) => {
    const origin = c.req.header('origin');
    return origin === undefined ? c.req.header('sec-fetch-site') !== 'cross-site' : origin === requestOrigin(c, deps.config.trustProxy);
  };

  router.get(`${LOCAL_CHECKOUT_PATH}/:id`, async (c) => {
    const found = await load(c);
    if (!found.ok) return found.reply();
    const { checkout, local } = found;
    const copy = copyOf(local.language);
    const amount = escapeHtml(amountText(local.amount, local.currency, local.language));
    const heading = `<h1>${escapeHtml(copy.title)}</h1>`;
    if (local.status !== 'open') {
      const back = local.status === 'cancelled' ? returnWith(checkout.returnUrl, 'cancelled') : returnWith(checkout.returnUrl, checkout.sessionId);
      return page(c, local.language, `${heading}<p role="status">${escapeHtml(local.status === 'cancelled' ? copy.closed : copy.paid)}</p><p><a class="button" href="${escapeHtml(back)}">${escapeHtml(copy.back)}</a></p>`, 200);
    }
    const action = `${LOCAL_CHECKOUT_PATH}/${encodeURIComponent(checkout.sessionId)}`;
    return page(
      c,
      local.language,
      `${heading}<section aria-labelledby="summary"><h2 id="summary">${escapeHtml(copy.summary)}</h2>` +
        `<dl><dt>${escapeHtml(local.title)}</dt><dd>${amount}</dd><dt class="total">${escapeHtml(copy.total)}</dt><dd class="total">${amount}</dd></dl></section>` +
        `<div class="actions"><form method="post" action="${action}/pay"><button class="primary" type="submit">${escapeHtml(copy.pay)} ${amount}</button></form>` +
        `<form method="post" action="${action}/cancel"><button class="secondary" type="submit">${escapeHtml(copy.cancel)}</button></form></div>` +
        `<p class="muted">${escapeHtml(copy.offline)}</p>`,
      200,
    );
  });

  router.post(`${LOCAL_CHECKOUT_PATH}/:id/pay`, async (c) => {
    if (!sameOrigin(c)) return c.text('Forbidden', 403);
    const found = await load(c);
    if (!found.ok) return found.reply();
    const confirmation = await found.adapter.pay(found.checkout.sessionId);
    if (!confirmation) return c.redirect(`${LOCAL_CHECKOUT_PATH}/${encodeURIComponent(found.checkout.sessionId)}`, 303);
    await fulfilCheckout(db, found.adapter, confirmation, deps.now());
    return c.redirect(returnWith(found.checkout.returnUrl, found.checkout.sessionId), 303);
  });

  router.post(`${LOCAL_CHECKOUT_PATH}/:id/cancel`, async (c) => {
    if (!sameOrigin(c)) return c.text('Forbidden', 403);
    const found = await load(c);
    if (!found.ok) return found.reply();
    await found.adapter.cancel(found.checkout.sessionId);
    await markCancelled(db, found.checkout);
    return c.redirect(returnWith(found.checkout.returnUrl, 'cancelled'), 303);
  });

  // the demo webinars' video, made in the repository (events/media) so the viewer plays with no network
  router.get(`${WEBINAR_MEDIA_PATH}/:file`, async (c) => {
    const file = c.req.param('file');
    if (!/^[a-z0-9-]+\.webm$/.test(file)) return c.text('Not found', 404);
    const content = await readFile(new URL(`./media/${file}`, import.meta.url)).catch(() => null);
    if (!content) return c.text('Not found', 404);
    c.header('Content-Type', 'video/webm');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(new Uint8Array(content), 200);
  });

  router.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const adapter = paymentAdapter(db);
    if (adapter.name !== 'stripe') return c.json({ success: false, err: 'Card payments are not taken through Stripe here.' }, 404);
    try {
      const confirmation = await adapter.verifyWebhook(await c.req.text(), c.req.header('stripe-signature'));
      const outcome = confirmation ? await fulfilCheckout(db, adapter, confirmation, deps.now()) : 'ignored';
      return c.json({ received: true, outcome }, 200);
    } catch (error) {
      if (error instanceof WebhookSignatureError) return c.json({ success: false, err: 'The webhook signature is not valid.' }, 400);
      throw error;
    }
  });
  return router;
}

function copyOf(language: string): Copy {
  return language === 'de' ? COPY.de : COPY.en;
}

