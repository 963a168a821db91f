import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// the repository's real eslint.config.js, run on small snippets placed where a file of the app would sit
const root = `${resolve(import.meta.dirname, '../../..')}/`;
let eslint: ESLint;

// loading the config and the TypeScript parser takes seconds on a busy machine: once, before the cases
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: `${root}app/src/lib/warm-up.ts` });
}, 60_000);

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}app/src/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'portal/app-layers').map((m) => m.message);
}

describe('the app layer rule on resolved paths', () => {
  it('refuses a feature importing another feature through relative dots', async () => {
    const errors = await layerErrors(
      'features/shell/components/top-bar.tsx',
      "import { useLocations } from '../../home/api/get-locations';\nexport const x = useLocations;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('the "shell" feature imports the "home" feature: a feature never imports another one');
  });

  it('refuses the long way round to another feature, and a dynamic import of one', async () => {
    const errors = await layerErrors(
      'features/bookings/pages/f2f.tsx',
      "import { x } from '../../../features/notifications/api/get-notifications';\nexport const y = () => import('../../content/pages/content-listing');\nexport { x };\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('"bookings" feature imports the "notifications" feature');
    expect(errors[1]).toContain('"bookings" feature imports the "content" feature');
  });

  it('refuses a feature importing src/app', async () => {
    const errors = await layerErrors(
      'features/home/pages/home.tsx',
      "import { LOGIN_PATH } from '../../../app/router';\nexport const x = LOGIN_PATH;\n",
    );
    expect(errors).toEqual([expect.stringContaining('the "home" feature imports src/app: features sit below the router')]);
  });

  it('refuses a feature test importing src/app too: tests reach the providers through src/test', async () => {
    const errors = await layerErrors(
      'features/auth/components/form.test.tsx',
      "import { Providers } from '../../../app/providers';\nexport const x = Providers;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses shared code importing a feature or src/app', async () => {
    const errors = await layerErrors(
      'components/card.tsx',
      "import { a } from '../features/home/utils/links';\nimport { b } from '../app/router';\nexport { a, b };\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('shared code (src/components) imports the "home" feature');
    expect(errors[1]).toContain('shared code (src/components) imports src/app');
  });

  it('allows a feature its own files, shared code and packages', async () => {
    const errors = await layerErrors(
      'features/home/pages/home.tsx',
      [
        "import { a } from '../utils/links';",
        "import { b } from '../../../lib/api';",
        "import { c } from '../../../components/page-title';",
        "import { d } from '../../home/api/get-web-landing';",
        "import { theme } from '@portal/theme/theme';",
        'export { a, b, c, d, theme };',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('allows a route module in src/app to compose several features', async () => {
    const errors = await layerErrors(
      'app/routes/home.tsx',
      "import { a } from '../../features/home/components/welcome-banner';\nimport { b } from '../../features/content/components/content-carousel';\nexport { a, b };\n",
    );
    expect(errors).toEqual([]);
  });
});
