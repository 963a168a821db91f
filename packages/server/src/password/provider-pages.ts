import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathTo } from '@portal/manifest/routes';
import type { Db } from '../core/types';
import type { Client } from '../tenancy/public';
import { FileCache } from '../web/file-cache';
import { runtimeBrand } from '../tenancy/public';
import { clientPageBrand } from '../web/pages';
import { newNonce } from '../web/security-headers';
import { escapeHtml, providerCopy, type ProviderCopy, providerLanguage, providerPageHtml, readForm, sendProviderPage } from '../identity/public';
import { changeIdentityEmail, changeIdentityPassword, type AccountChange } from './service';

/** The provider's hosted account flows (seed 003 section 7), under the provider's mount. */
export const ACCOUNT_FLOWS = {
  'change-username': { state: 'changedEmail', success: 'emailSuccess', title: 'Change your email address', button: 'Change email address' },
  'change-password': { state: 'changedPassword', success: 'passwordSuccess', title: 'Change your password', button: 'Change password' },
} as const;
export type AccountFlow = keyof typeof ACCOUNT_FLOWS;

/** Where the portal's account page is; the provider returns there with the flow's state. */
export const ACCOUNT_SETTINGS_PATH = pathTo('accountSettings');

export interface AccountPagesOptions {
  readonly db: Db;
  readonly clients: readonly Client[];
  /** the origins of each client, from its registered redirect URIs */
  readonly originsOf: ReadonlyMap<string, readonly string[]>;
  readonly themeDir: string;
}

export type AccountPages = (req: IncomingMessage, res: ServerResponse, flow: string, query: URLSearchParams) => Promise<void>;

/**
 * The change-username and change-password pages of the development provider. The member proves who they are
 * with their current email and password; the provider then returns to the client's own /account-settings,
 * only ever to an origin the client registered.
 */
export function createAccountPages(options: AccountPagesOptions): AccountPages {
  const cssCache = new FileCache();
  const brand = runtimeBrand(options.db);

  const send = sendProviderPage;

  const page = async (client: Client | undefined, title: string, body: string, nonce: string, language: string) => {
    const { css, logo } = client ? await clientPageBrand(cssCache, options.themeDir, client, brand) : { css: '', logo: null };
    return providerPageHtml({ client, css, logo, title, body, nonce, language });
  };

  const titleOf = (flow: AccountFlow, copy: ProviderCopy) => (flow === 'change-username' ? copy.changeEmailTitle : copy.changePasswordTitle);

  const form = (flow: AccountFlow, copy: ProviderCopy, fields: { clientId: string; returnTo: string; language: string; email: string; newEmail?: string }, error: string | null) => {
    const hidden =
      `<input type="hidden" name="client_id" value="${escapeHtml(fields.clientId)}">` +
      `<input type="hidden" name="return_to" value="${escapeHtml(fields.returnTo)}">` +
      `<input type="hidden" name="ui_locales" value="${escapeHtml(fields.language)}">`;
    const common =
      `<label for="email">${escapeHtml(copy.email)}</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(fields.email)}">` +
      `<label for="password">${escapeHtml(copy.currentPassword)}</label><input id="password" name="password" type="password" autocomplete="current-password" required>`;
    const own =
      flow === 'change-username'
        ? `<label for="new_email">${escapeHtml(copy.newEmail)}</label><input id="new_email" name="new_email" type="email" autocomplete="email" required value="${escapeHtml(fields.newEmail ?? '')}">`
        : `<label for="new_password">${escapeHtml(copy.newPassword)}</label><input id="new_password" name="new_password" type="password" autocomplete="new-password" required aria-describedby="password-rule">` +
          `<p class="hint" id="password-rule">${escapeHtml(copy.passwordRule)}</p>` +
          `<label for="new_password_repeat">${escapeHtml(copy.repeatPassword)}</label><input id="new_password_repeat" name="new_password_repeat" type="password" autocomplete="new-password" required>`;
    const button = flow === 'change-username' ? copy.changeEmailButton : copy.changePasswordButton;
    return (
      `<h1>${escapeHtml(titleOf(flow, copy))}</h1>` +
      `<p class="hint">${escapeHtml(copy.confirmHint)}</p>` +
      (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '') +
      `<form method="post">${hidden}${common}${own}<button type="submit">${escapeHtml(button)}</button></form>` +
      `<a class="cancel" href="${escapeHtml(fields.returnTo + ACCOUNT_SETTINGS_PATH)}">${escapeHtml(copy.cancel)}</a>`
    );
  };

  return async (req, res, flowName, query) => {
    const nonce = newNonce();
    const flow = Object.hasOwn(ACCOUNT_FLOWS, flowName) ? (flowName as AccountFlow) : null;
    const values = req.method === 'POST' ? await readForm(req) : query;
    const clientId = values.get('client_id') ?? '';
    const client = options.clients.find((candidate) => candidate.id === clientId);
    const origins = options.originsOf.get(clientId) ?? [];
    const returnTo = (values.get('return_to') ?? '').replace(/\/$/, '');
    const language = providerLanguage(client, values.get('ui_locales'));
    const copy = providerCopy(language);
    if (!flow || !client || !origins.includes(returnTo)) {
      const body = `<h1>${escapeHtml(copy.invalidLinkTitle)}</h1><p>${escapeHtml(copy.invalidLink)}</p>`;
      return send(res, 400, await page(client, copy.invalidLinkTitle, body, nonce, language), nonce, []);
    }
    const spec = ACCOUNT_FLOWS[flow];
    const title = titleOf(flow, copy);
    const email = values.get(req.method === 'POST' ? 'email' : 'login_hint') ?? '';
    if (req.method === 'GET') return send(res, 200, await page(client, title, form(flow, copy, { clientId, returnTo, language, email }, null), nonce, language), nonce, origins);
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const password = values.get('password') ?? '';
    const newEmail = values.get('new_email') ?? '';
    const result: AccountChange =
      flow === 'change-username'
        ? await changeIdentityEmail(options.db, clientId, { email, password, newEmail })
        : await changeIdentityPassword(options.db, clientId, {
            email,
            password,
            newPassword: values.get('new_password') ?? '',
            repeat: values.get('new_password_repeat') ?? '',
          });
    if (!result.ok) {
      return send(res, 400, await page(client, title, form(flow, copy, { clientId, returnTo, language, email, newEmail }, result.message), nonce, language), nonce, origins);
    }
    const target = `${returnTo}${ACCOUNT_SETTINGS_PATH}?state=${spec.state}&${spec.success}=true`;
    res.writeHead(303, { Location: target, 'Cache-Control': 'no-store' });
    res.end();
  };
}
