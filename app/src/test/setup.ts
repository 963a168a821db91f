import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { activateLanguage } from '../lib/i18n';

// lazy pages are transformed on first import, which takes longer than the default second on a cold run
configure({ asyncUtilTimeout: 5000 });

await activateLanguage('en');

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
