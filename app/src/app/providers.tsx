import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import type { Manifest } from '@portal/manifest/schema';
import { GlobalStyles } from '../components/global-styles';
import { ClientManifestProvider } from '../lib/client-manifest-context';
import { createEmotionCache } from '../lib/emotion-cache';
import { activateLanguage, i18n, pickLanguage } from '../lib/i18n';
import { deviceStore, memberAtom } from '../lib/session';
import { SessionErrorContext } from '../lib/session-error';

function LanguageFollowsMember({ manifest }: { manifest: Manifest }) {
  const member = useAtomValue(memberAtom);
  const language = pickLanguage(manifest, member?.language);
  useEffect(() => {
    void activateLanguage(language);
  }, [language]);
  return null;
}

interface ProvidersProps {
  readonly manifest: Manifest;
  /** called once when a reply says the session has ended (3994) */
  readonly onSessionError: () => void;
  readonly store?: typeof deviceStore;
  /** the server's first view brings its own (app/src/entry-server.tsx); the browser makes one with the page's nonce */
  readonly emotionCache?: EmotionCache;
  readonly children: ReactNode;
}

/** Everything every page relies on: styles with the CSP nonce, language, device state, and the session-error handler the data layer uses. */
export function Providers({ manifest, onSessionError, store = deviceStore, emotionCache, children }: ProvidersProps) {
  const cache = useMemo(() => emotionCache ?? createEmotionCache(), [emotionCache]);
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      <I18nProvider i18n={i18n}>
        <JotaiProvider store={store}>
          <LanguageFollowsMember manifest={manifest} />
          <SessionErrorContext.Provider value={onSessionError}>
            <ClientManifestProvider manifest={manifest}>{children}</ClientManifestProvider>
          </SessionErrorContext.Provider>
        </JotaiProvider>
      </I18nProvider>
    </CacheProvider>
  );
}
