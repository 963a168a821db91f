import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalogue per feature folder and per shared component folder (plus one for the rest of shared code), so work on one area never rewrites
// another area's translations; src/lib/i18n.ts merges them per language at run time.
/** The shared component folders with a catalogue of their own (src/components/<name>/locales). */
const COMPONENT_FOLDERS = ['date-field'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/features/**', ...COMPONENT_FOLDERS.map((name) => `<rootDir>/src/components/${name}/**`)],
    },
    // a shared component with words of its own sits in a folder with its catalogue, loaded only by the pages whose
    // code brings the component (the date field: not on /login, which has a 100 kB budget). One entry per folder
    // ({name} would match src/components' files too); src/lib/i18n.ts and the build find them by their path.
    ...COMPONENT_FOLDERS.map((name) => ({
      path: `<rootDir>/src/components/${name}/locales/{locale}`,
      include: [`<rootDir>/src/components/${name}`],
      exclude: ['**/*.test.*'],
    })),
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
