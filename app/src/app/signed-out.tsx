import { Suspense, useMemo } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import type { Manifest } from '@portal/manifest/schema';
import { GlobalStyles } from '../components/global-styles';
import Login from '../features/auth/pages/login';
import { ClientManifestProvider } from '../lib/client-manifest-context';
import { ReplayEarlyClicks } from '../lib/early-clicks';
import { createEmotionCache } from '../lib/emotion-cache';
import { i18n } from '../lib/i18n';
import { PageNavContext, type PageNavSource } from '../lib/page-nav';

interface SignedOutLoginProps {
  readonly manifest: Manifest;
  /** plain location in the browser (lib/page-nav.tsx); the server's first view passes one without history */
  readonly nav: PageNavSource;
  /** the server's first view brings its own (app/src/entry-server.tsx); the browser makes one with the page's nonce */
  readonly emotionCache?: EmotionCache;
}

/**
 * /login for a visitor nobody knows (decision 0700): the login page itself with what it needs of the app's
 * providers (styles with the CSP nonce, language, the client's manifest) and its navigation as plain location,
 * without React Router, the device store (jotai), the data layer or the route table. The server draws this same
 * tree as /login's first view (entry-server.tsx) and src/signed-out-main.tsx hydrates it; every other page, and
 * /login for a member the page or tab knows, is the full app (src/app-main.tsx).
 */
export function SignedOutLogin({ manifest, nav, emotionCache }: SignedOutLoginProps) {
  const cache = useMemo(() => emotionCache ?? createEmotionCache(), [emotionCache]);
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      <I18nProvider i18n={i18n}>
        <ClientManifestProvider manifest={manifest}>
          <PageNavContext.Provider value={nav}>
            {/* as the app's route table holds a stand-alone page: the same markup as /login's first view had */}
            <Suspense fallback={null}>
              <Login />
              {/* as the route table's page(): taps held before hydration (decision 0740) are made again once the
                  page has hydrated, and the page's inline script stops holding them */}
              <ReplayEarlyClicks />
            </Suspense>
          </PageNavContext.Provider>
        </ClientManifestProvider>
      </I18nProvider>
    </CacheProvider>
  );
}
