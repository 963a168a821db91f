import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { SWRConfig } from 'swr';
import type { Manifest } from '@portal/manifest/schema';
import { GlobalStyles } from '../components/global-styles';
import { ClientManifestProvider } from '../lib/client-manifest-context';
import { createEmotionCache } from '../lib/emotion-cache';
import { activateLanguage, i18n, pickLanguage } from '../lib/i18n';
import { deviceStore, memberAtom } from '../lib/session';
import { createSwrConfig } from '../lib/swr';

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
  readonly children: ReactNode;
}

/** Everything every page relies on: styles with the CSP nonce, language, device state, data fetching. */
export function Providers({ manifest, onSessionError, store = deviceStore, children }: ProvidersProps) {
  const cache = useMemo(() => createEmotionCache(), []);
  const swrConfig = useMemo(() => createSwrConfig(onSessionError), [onSessionError]);
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      <I18nProvider i18n={i18n}>
        <JotaiProvider store={store}>
          <LanguageFollowsMember manifest={manifest} />
          <SWRConfig value={swrConfig}>
            <ClientManifestProvider manifest={manifest}>{children}</ClientManifestProvider>
          </SWRConfig>
        </JotaiProvider>
      </I18nProvider>
    </CacheProvider>
  );
}
