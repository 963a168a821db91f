import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the lint rule, without types
import { INFRASTRUCTURE } from '../../../scripts/eslint/server-domains.js';
import * as schema from './db/schema';
import { domainHandlers, domains } from './domains';

const SRC = import.meta.dirname;
const tablesOf = (module: Readonly<Record<string, unknown>>) => Object.values(module).filter((value) => is(value, PgTable));

describe('the one list of domains (domains.ts)', () => {
  it('names every domain folder once, under its folder name', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !(INFRASTRUCTURE as string[]).includes(entry.name))
      .map((entry) => entry.name)
      .filter((name) => ['handlers.ts', 'schema.ts', 'seed.ts'].some((file) => existsSync(join(SRC, name, file))));
    expect(domains.map((domain) => domain.name).sort()).toEqual(folders.sort());
  });

  it("declares each domain's tables, and db/schema re-exports them (domain-schema.ts)", () => {
    const composed = new Set(tablesOf(schema));
    for (const domain of domains) {
      const own = existsSync(join(SRC, domain.name, 'schema.ts'));
      expect(domain.tables !== undefined, `${domain.name}: tables declared`).toBe(own);
      for (const table of tablesOf(domain.tables ?? {})) expect(composed.has(table), `${domain.name}: a table missing from domain-schema.ts`).toBe(true);
    }
  });

  it('mounts one handler per call', () => {
    const paths = domainHandlers.map((handler) => handler.call.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});
