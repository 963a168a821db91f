import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModuleSources } from '../../vite-portal-plugins';
import { pageLoaders } from './page-loaders';

const here = dirname(new URL(import.meta.url).pathname);

function loadersFile(source: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'page-loaders-')), 'page-loaders.ts');
  writeFileSync(file, source);
  return file;
}

// loading the TypeScript compiler takes seconds on a busy machine
describe('the build finds the page of every route (routeModuleSources)', { timeout: 60_000 }, () => {
  it('by running page-loaders.ts: one page module per route name', async () => {
    const sources = await routeModuleSources(resolve(here, 'page-loaders.ts'));
    expect([...sources.keys()].sort()).toEqual(Object.keys(pageLoaders).sort());
    expect(sources.get('login')).toBe(resolve(here, '../features/auth/pages/login'));
    expect(sources.get('home')).toBe(resolve(here, 'routes/home'));
  });

  it('whatever the layout of a loader: quotes, lines, a shared helper, a computed name', async () => {
    const file = loadersFile(`import type { RouteName } from '@portal/manifest/routes';
const page = (name: string) => import(\`./pages/\${name}\`);
const extra: RouteName | string = 'late' + 'Route';
export const pageLoaders = {
  "quoted-name": () => import("./pages/double-quoted"),
  spread:
    () =>
      import(
        './pages/over-lines'
      ),
  helper: () => page('helped'),
  [extra]: async () => { return import('./pages/awaited'); },
};
`);
    const sources = await routeModuleSources(file);
    const dir = dirname(file);
    expect(Object.fromEntries(sources)).toEqual({
      'quoted-name': join(dir, 'pages/double-quoted'),
      spread: join(dir, 'pages/over-lines'),
      helper: join(dir, 'pages/helped'),
      lateRoute: join(dir, 'pages/awaited'),
    });
  });

  it('refuses a loaders module that imports more than types, and a loader that imports no page', async () => {
    await expect(routeModuleSources(loadersFile(`import { lazy } from 'react';\nexport const pageLoaders = { a: () => import('./a'), b: lazy };\n`))).rejects.toThrow(
      /imports react: it may import types only/,
    );
    await expect(routeModuleSources(loadersFile(`export const pageLoaders = { a: () => Promise.resolve({}) };\n`))).rejects.toThrow(
      /the page loader of route a .* imports no page/,
    );
  });
});
