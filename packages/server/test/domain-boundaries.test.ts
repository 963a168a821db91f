import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// the repository's real eslint.config.js, run on small snippets placed where a file of the server would sit
const root = `${resolve(import.meta.dirname, '../../..')}/`;
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: `${root}packages/server/src/core/warm-up.ts` });
}, 60_000);

async function domainErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}packages/server/src/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'portal-server/server-domains').map((m) => m.message);
}

describe('server domains talk through their public module', () => {
  it("refuses a domain importing another domain's repository, schema or seed, and says why", async () => {
    const errors = await domainErrors(
      'workspace/plan.ts',
      [
        "import { conversationFor } from '../chat/repository';",
        "import { users } from '../identity/schema';",
        "import { seedBookings } from '../bookings/seed';",
        'export { conversationFor, users, seedBookings };',
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('the "workspace" domain imports chat/repository, an internal of the "chat" domain');
    expect(errors[0]).toContain("Import from '../chat/public'");
    expect(errors[1]).toContain('identity/schema');
    expect(errors[2]).toContain('bookings/seed');
  });

  it('refuses a re-export and a dynamic import of another domain\'s file', async () => {
    const errors = await domainErrors(
      'events/service.ts',
      "export { runtimeBrand } from '../tenancy/brand-pack';\nexport const later = () => import('../video/service');\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('lets a domain use another one through its public module, its own files and the infrastructure', async () => {
    const errors = await domainErrors(
      'workspace/plan.ts',
      [
        "import { conversationFor } from '../chat/public';",
        "import { users } from '../db/schema';",
        "import { CallError } from '../core/types';",
        "import { listGoals } from './repository';",
        'export { conversationFor, users, CallError, listGoals };',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('leaves the infrastructure and tests free to reach a domain for composition and set-up', async () => {
    expect(await domainErrors('db/seed.ts', "import { seedBookings } from '../bookings/seed';\nexport { seedBookings };\n")).toEqual([]);
    expect(await domainErrors('chat/chat.int.test.ts', "import { seedBookings } from '../bookings/seed';\nexport { seedBookings };\n")).toEqual([]);
  });
});
