import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModuleSources } from '../../vite-portal-plugins';
import { pageLoaders } from './route-modules';

// Storybook's Pages section (README: Storybook): every page module has `<module>.page.stories.tsx` beside it,
// titled Pages/<Area>/<Page>, whose stories render one of the route names that load it, in every state.
const here = dirname(new URL(import.meta.url).pathname);
// the page module of each route name as the build finds it (app/vite-portal-plugins.ts)
const modules = new Map<string, string[]>();
for (const [name, path] of await routeModuleSources(resolve(here, 'page-loaders.ts'))) {
  const file = `${path}.page.stories.tsx`;
  modules.set(file, [...(modules.get(file) ?? []), name]);
}

describe('the Pages section of Storybook', () => {
  it('reads every page module of page-loaders.ts', () => {
    expect([...modules.values()].flat().sort()).toEqual(Object.keys(pageLoaders).sort());
  });

  it.each([...modules.entries()].map(([file, names]) => [file.slice(file.indexOf('app/src/')), names] as const))(
    '%s has the stories of its page',
    (file, names) => {
      const path = resolve(here, '../../..', file);
      expect(existsSync(path), `${file} is missing: copy a *.page.stories.tsx beside another page and name the route`).toBe(true);
      const story = readFileSync(path, 'utf8');
      expect(story).toMatch(/title: 'Pages\/[^/']+\/[^/']+'/);
      expect(story).toContain("tags: ['page', '!autodocs']");
      const route = /pageStories\('([^']+)'/.exec(story)?.[1];
      expect(names).toContain(route);
      for (const state of ['Loaded', 'Loading', 'Empty', 'Error', 'German']) expect(story).toContain(`export const ${state} = page.${state};`);
    },
  );
});
