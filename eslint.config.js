// Lint, with the house style's dependency direction enforced: tokens -> theme -> ui -> app,
// contract -> server and app, manifest -> theme, server, app; inside the app, shared code -> features -> src/app
// and a feature never imports another feature; inside the server a domain reaches another only through its public module.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import appLayersPlugin from './scripts/eslint/app-layers.js';
import routePathsPlugin from './scripts/eslint/route-paths.js';
import serverDomainsPlugin from './scripts/eslint/server-domains.js';

const pkg = (name) => [`@portal/${name}`, `@portal/${name}/*`];
const ban = (names, why) => ({ group: names.flatMap(pkg), message: why });
const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'storybook-static/**', '**/generated/**', 'test-results/**',
      'playwright-report/**', '.data/**', '.bench/**', '.turbo/**', 'coverage/**', '**/drizzle/**', 'app/src/locales/**/*.js', '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]", message: '.only would skip the rest of the suite.' },
      ],
    },
  },
  {
    files: ['app/**/*.tsx', 'packages/ui/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  layer(['packages/manifest/**'], [ban(['theme', 'ui', 'contract', 'server', 'app'], 'manifest is the bottom layer: it depends on nothing of ours.')]),
  layer(['packages/contract/**'], [ban(['theme', 'ui', 'server', 'app'], 'contract is shared by server and browser: it may use manifest only.')]),
  layer(['packages/theme/**'], [ban(['ui', 'contract', 'server', 'app'], 'theme sits below ui: tokens -> theme -> ui -> app.')]),
  layer(['packages/ui/**'], [ban(['manifest', 'contract', 'server', 'app'], 'ui is presentational: it depends on theme only.')]),
  layer(['packages/server/**'], [ban(['ui', 'app'], 'the server never imports browser code.')]),
  layer(['app/**'], [ban(['server'], 'the browser talks to the server over HTTP through the contract, never by import.')]),
  // inside the app: shared code -> features -> src/app, on the file an import resolves to (scripts/eslint/app-layers.js)
  {
    files: ['app/src/**/*.{ts,tsx,js,jsx}'],
    plugins: { portal: appLayersPlugin },
    rules: { 'portal/app-layers': ['error', { appSrc: fileURLToPath(new URL('./app/src', import.meta.url)) }] },
  },
  // inside the server: a domain imports another domain only through its public module (scripts/eslint/server-domains.js)
  {
    files: ['packages/server/src/**/*.ts'],
    plugins: { 'portal-server': serverDomainsPlugin },
    rules: { 'portal-server/server-domains': ['error', { serverSrc: fileURLToPath(new URL('./packages/server/src', import.meta.url)) }] },
  },
  // app code links with pathTo(routeName, params); tests, the test kit and stories set up paths on purpose
  {
    files: ['app/src/**/*.{ts,tsx,js,jsx}'],
    ignores: ['app/src/**/*.test.{ts,tsx}', 'app/src/test/**', 'app/src/**/*.stories.{ts,tsx}'],
    plugins: { 'portal-routes': routePathsPlugin },
    rules: {
      'portal-routes/no-hand-typed-route-path': [
        'error',
        { routesFile: fileURLToPath(new URL('./packages/manifest/src/routes.ts', import.meta.url)) },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
