/**
 * The signed-out start of /login (decision 0700, chosen by main.tsx): hydrates the server's first view of the login
 * page (app/signed-out.tsx, the same tree entry-server.tsx draws) in the client's language. Signing in leaves for
 * the identity provider, whose return page is the full app; a link (privacy, terms) loads the full app's page.
 */
import { StrictMode, startTransition } from 'react';
import { SignedOutLogin } from './app/signed-out';
import { readClientManifest } from './lib/client-manifest';
import { activateLanguage, messagesReady, pickLanguage } from './lib/i18n';
import { mountRoot } from './lib/mount-root';
import { plainPageNav } from './lib/page-nav';
import { yieldToMain } from './lib/yield-to-main';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const firstView = rootElement.firstElementChild !== null;
const result = readClientManifest();

if (!result.ok) {
  // the full app says what is missing, as on every other page
  await import('./app-main');
} else {
  const { manifest } = result;
  await yieldToMain();
  // the shared catalogue and the auth feature's (the login page's module asked for it as it loaded)
  await activateLanguage(pickLanguage(manifest, undefined));
  await messagesReady();
  await yieldToMain();
  const app = (
    <StrictMode>
      <SignedOutLogin manifest={manifest} nav={plainPageNav()} />
    </StrictMode>
  );
  startTransition(() => {
    mountRoot(rootElement, app, firstView);
  });
}
