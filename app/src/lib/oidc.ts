import type { UserManager } from 'oidc-client-ts';
import { pathTo } from '@portal/manifest/routes';
import { readClientManifest } from './client-manifest';

/** The path the identity provider returns to (route name axaSsoRedirect). */
export const SSO_REDIRECT_PATH = pathTo('axaSsoRedirect');

/**
 * The identity provider's error code for "the member chose Forgot password" (the Azure AD B2C convention the
 * insurer's provider follows); the portal answers it by starting the provider's password-reset flow.
 */
export const PASSWORD_RESET_ERROR_CODE = 'AADB2C90118';

/** What the member returns from, when the provider flow was not a plain sign-in (seed 003 section 7). */
export type ReturnState = 'changedEmail' | 'changedPassword';

/** Which provider screen to open: sign-in, sign-up, or one of its hosted account flows. */
export type ProviderFlow = 'signIn' | 'signUp' | 'passwordReset' | 'changeEmail' | 'changePassword';

export interface StartSignInOptions {
  readonly flow?: ProviderFlow;
  /** handed back by completeSignIn after the provider returns */
  readonly state?: ReturnState;
  /** a pre-filled email at the provider */
  readonly loginHint?: string;
  /** the page the member opened before signing in (a same-origin path); handed back by completeSignIn */
  readonly returnTo?: string | null;
}

export type CompletedSignIn =
  | {
      readonly kind: 'signedIn';
      /** the ID token: the pre-check and registration send it as `token` */
      readonly token: string;
      readonly ssoId: string;
      readonly email: string;
      readonly givenName: string | null;
      readonly familyName: string | null;
      readonly state: ReturnState | null;
      /** the page the member opened before signing in, as it was sent (check it before use) */
      readonly returnTo: string | null;
    }
  | { readonly kind: 'passwordReset' }
  | { readonly kind: 'failed'; readonly message: string };

const ISSUER_META = 'portal-oidc-issuer';

/**
 * The issuer: a `<meta name="portal-oidc-issuer">` when the server names one (an external provider), else the
 * development provider, which serves every tenant from the bare host (`harbour.localhost:3000` → `localhost:3000/oidc`).
 */
export function oidcAuthority(location: Pick<Location, 'protocol' | 'host'> = window.location, doc: Document | null = typeof document === 'undefined' ? null : document): string {
  const named = doc?.querySelector<HTMLMetaElement>(`meta[name="${ISSUER_META}"]`)?.content;
  if (named) return named.replace(/\/$/, '');
  const labels = location.host.split('.');
  const bare = labels.length > 1 ? labels.slice(1).join('.') : location.host;
  return `${location.protocol}//${bare}/oidc`;
}

function clientId(): string {
  const result = readClientManifest();
  if (!result.ok) throw new Error('The client manifest is missing, so the identity provider is unknown.');
  return result.manifest.id;
}

let manager: Promise<UserManager> | undefined;

/** The page's language, which the provider's pages follow (`ui_locales`). */
function pageLanguage(): Record<string, string> {
  const language = document.documentElement.lang;
  return language ? { ui_locales: language } : {};
}

// oidc-client-ts is loaded on demand so only the sign-in steps (and a sign-out) pay for it.
function userManager(): Promise<UserManager> {
  manager ??= import('oidc-client-ts').then(({ InMemoryWebStorage, UserManager, WebStorageStateStore }) => {
    const origin = window.location.origin;
    return new UserManager({
      authority: oidcAuthority(),
      client_id: clientId(),
      redirect_uri: `${origin}${SSO_REDIRECT_PATH}`,
      post_logout_redirect_uri: `${origin}/login`,
      response_type: 'code',
      scope: 'openid email profile',
      loadUserInfo: false,
      automaticSilentRenew: false,
      monitorSession: false,
      // The provider's tokens never reach the page's storage: the server session replaces them (decision 0050).
      // Only the short-lived request state (PKCE verifier, return page) has to survive the provider round trip.
      userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
      stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    });
  });
  // a failed chunk load must not be remembered: the next click tries again
  manager.catch(() => {
    manager = undefined;
  });
  return manager;
}

const FLOW_PARAMS: Record<ProviderFlow, Record<string, string>> = {
  signIn: {},
  signUp: { screen_hint: 'signup' },
  passwordReset: { flow: 'password-reset' },
  changeEmail: { flow: 'change-username' },
  changePassword: { flow: 'change-password' },
};

/** Sends the browser to the identity provider (authorization code with PKCE); it returns to /sso-redirect. */
export async function startSignIn(options: StartSignInOptions = {}): Promise<void> {
  const users = await userManager();
  const flow = options.flow ?? 'signIn';
  await users.signinRedirect({
    state: { returnState: options.state ?? null, flow, returnTo: options.returnTo ?? null },
    extraQueryParams: { ...FLOW_PARAMS[flow], ...pageLanguage() },
    ...(options.loginHint ? { login_hint: options.loginHint } : {}),
    ...(flow === 'signUp' || flow === 'passwordReset' ? { prompt: 'login' } : {}),
  });
}

function returnStateOf(state: unknown): ReturnState | null {
  const value = (state as { returnState?: unknown } | null | undefined)?.returnState;
  return value === 'changedEmail' || value === 'changedPassword' ? value : null;
}

function returnToOf(state: unknown): string | null {
  const value = (state as { returnTo?: unknown } | null | undefined)?.returnTo;
  return typeof value === 'string' ? value : null;
}

/** Finishes the provider's return at /sso-redirect: the identity to pre-check, a reset request, or a failure. */
export async function completeSignIn(url: string = window.location.href): Promise<CompletedSignIn> {
  const params = new URL(url).searchParams;
  const description = `${params.get('error') ?? ''} ${params.get('error_description') ?? ''}`;
  if (description.includes(PASSWORD_RESET_ERROR_CODE)) return { kind: 'passwordReset' };
  try {
    const users = await userManager();
    const user = await users.signinRedirectCallback(url);
    const profile = user.profile;
    if (!user.id_token || !profile.sub) return { kind: 'failed', message: 'The identity provider sent no identity.' };
    return {
      kind: 'signedIn',
      token: user.id_token,
      ssoId: profile.sub,
      email: typeof profile.email === 'string' ? profile.email : '',
      givenName: typeof profile.given_name === 'string' ? profile.given_name : null,
      familyName: typeof profile.family_name === 'string' ? profile.family_name : null,
      state: returnStateOf(user.state),
      returnTo: returnToOf(user.state),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes(PASSWORD_RESET_ERROR_CODE)) return { kind: 'passwordReset' };
    return { kind: 'failed', message };
  }
}

/**
 * Ends the member's session at the identity provider too (RP-initiated logout), which returns to /login with no
 * question asked. With the ID token hint the server kept for the session; without one (the session had already
 * ended, 3994) the client id names the portal. The browser leaves the page: the promise settles only on failure.
 */
export async function signOutAtProvider(options: { readonly idTokenHint?: string | undefined } = {}): Promise<void> {
  const users = await userManager();
  await users.removeUser();
  await users.signoutRedirect({
    // the signed-in page the member leaves is not one to come back to
    redirectMethod: 'replace',
    ...(options.idTokenHint ? { id_token_hint: options.idTokenHint } : {}),
    extraQueryParams: pageLanguage(),
  });
}

const LEGACY_USER_KEY = 'oidc.user:';

/**
 * Forgets the provider's tokens on this device without leaving the page, including those an older build kept in
 * sessionStorage; it needs no provider library.
 */
export function forgetProviderSignIn(storage: Storage = window.sessionStorage): void {
  for (const key of Object.keys(storage)) if (key.startsWith(LEGACY_USER_KEY)) storage.removeItem(key);
}
