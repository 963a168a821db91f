import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { messages } from '../locales/en/messages.po';

// lazy pages are transformed on first import, which takes longer than the default second on a cold run
configure({ asyncUtilTimeout: 5000 });

i18n.loadAndActivate({ locale: 'en', messages });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
