import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// the repository's real eslint.config.js, run on small snippets placed where a file of the app would sit
const root = `${resolve(import.meta.dirname, '../../..')}/`;
const RULE = 'portal-routes/no-hand-typed-route-path';
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: `${root}app/src/lib/warm-up.ts` });
}, 60_000);

async function routeErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}app/src/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const FILE = 'features/account/components/somewhere.tsx';

describe('the hand-typed route path rule', () => {
  it('refuses a static path of the registry, with or without a query, and says to use pathTo', async () => {
    const errors = await routeErrors(
      FILE,
      "export const a = '/settings';\nexport const b = '/account-settings?emailSuccess=true';\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("'/settings' is the route path '/settings' typed by hand: build it with pathTo(routeName, params)");
  });

  it('refuses a path with parameters, an alias and a path built in a template', async () => {
    const errors = await routeErrors(
      FILE,
      [
        "export const a = '/message/12/open';",
        "export const b = '/nutzungsbedingungen';",
        'export const c = (type: string) => `/content/${type}`;',
        'export const d = (id: number) => `/events/view-event/${id}#top`;',
      ].join('\n'),
    );
    expect(errors).toHaveLength(4);
    expect(errors[2]).toContain("'/content/x' is the route path '/content/:content_type'");
  });

  it("refuses the home page '/' as a link target or navigate's target", async () => {
    const errors = await routeErrors(
      'features/legal/components/somewhere.tsx',
      [
        "import { Link, useNavigate } from 'react-router-dom';",
        'export function A() {',
        '  const navigate = useNavigate();',
        "  navigate('/');",
        '  return <Link to="/">Home</Link>;',
        '}',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
  });

  it('lets through what is no route: calls, separators, pathTo, module paths and unknown paths', async () => {
    const errors = await routeErrors(
      FILE,
      [
        "import { pathTo } from '@portal/manifest/routes';",
        "export const api = '/application/api/u/notifications';",
        "export const parts = (path: string) => path.split('/').filter((part) => part !== '/');",
        "export const absolute = (path: string) => path.startsWith('/');",
        "export const home = pathTo('home');",
        "export const missing = '/not-found';",
        'export const joined = (a: string, b: string) => `/${a}/${b}`;',
        "export const asset = '/assets/logo.svg';",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('leaves tests, the test kit and stories alone, which set up paths on purpose', async () => {
    const code = "export const a = '/settings';\n";
    expect(await routeErrors('features/account/pages/settings.test.tsx', code)).toEqual([]);
    expect(await routeErrors('test/render.tsx', code)).toEqual([]);
    expect(await routeErrors('features/account/pages/settings.stories.tsx', code)).toEqual([]);
  });
});
