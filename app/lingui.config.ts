import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalogue per feature folder (plus one for shared code), so work on one area never rewrites
// another area's translations; src/lib/i18n.ts merges them per language at run time.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/features/**'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
