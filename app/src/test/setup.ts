import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { activateLanguage, loadEveryCatalogue } from '../lib/i18n';

// lazy pages are transformed on first import, which takes longer than the default second on a cold run
configure({ asyncUtilTimeout: 5000 });

// a test of server code (`@vitest-environment node`, e.g. entry-server.test.tsx) has no document
const inBrowser = typeof document !== 'undefined';

// every English catalogue up front: a test imports features directly, not through a page's chunk (decision 0650)
if (inBrowser) {
  await loadEveryCatalogue('en');
  await activateLanguage('en');
}

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  sessionStorage.clear();
});
