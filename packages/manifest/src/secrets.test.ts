import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findSecretLeaks, secretsOf } from './secrets';

const server = {
  accessCodes: ['ACME-2026'],
  oidc: { clientSecret: 'a-long-client-secret-value' },
  alternativeLogin: { clientIdentifier: 'ACME-PARTNER-77' },
};

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('findSecretLeaks', () => {
  it('lists every secret of server.json', () => {
    expect(secretsOf([{ id: 'acme', server }]).map((s) => s.kind)).toEqual([
      'access code',
      'oidc client secret',
      'alternative-login client identifier',
    ]);
  });

  it('finds a secret anywhere in the output, whatever its case, and names the file and client', () => {
    dir = mkdtempSync(join(tmpdir(), 'leaks-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'chunk.js'), 'const code="acme-2026";');
    writeFileSync(join(dir, 'index.html'), '<html>nothing here</html>');
    const leaks = findSecretLeaks([dir, join(dir, 'missing')], secretsOf([{ id: 'acme', server }]));
    expect(leaks).toEqual([{ file: join(dir, 'assets', 'chunk.js'), client: 'acme', kind: 'access code' }]);
  });

  it('finds nothing in clean output', () => {
    dir = mkdtempSync(join(tmpdir(), 'leaks-'));
    writeFileSync(join(dir, 'app.js'), 'console.log("hello")');
    expect(findSecretLeaks([dir], secretsOf([{ id: 'acme', server }]))).toEqual([]);
  });
});
