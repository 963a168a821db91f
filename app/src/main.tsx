import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { MissingManifest } from './components/missing-manifest';
import { readClientManifest } from './lib/client-manifest';
import { activateLanguage, pickLanguage } from './lib/i18n';
import { deviceStore, memberAtom } from './lib/session';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);
const result = readClientManifest();

if (!result.ok) {
  console.error(`portal: client manifest ${result.reason}${'detail' in result && result.detail ? `: ${result.detail}` : ''}`);
  root.render(<MissingManifest reason={result.reason} />);
} else {
  const { manifest } = result;
  await activateLanguage(pickLanguage(manifest, deviceStore.get(memberAtom)?.language));
  root.render(
    <StrictMode>
      <App manifest={manifest} />
    </StrictMode>,
  );
}
