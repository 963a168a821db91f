/** `npm run client:preview` as implementation staff run it: the link it prints is one the server accepts. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { verifyPreviewToken } from './preview';

const SECRET = 'the-preview-secret-of-the-command-test-0123';

const { PUBLIC_ORIGIN: _origin, ...withoutPublicOrigin } = process.env;

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), [path.join(REPO_ROOT, 'scripts/client-preview.ts'), ...args], {
    cwd: REPO_ROOT,
    env: { ...withoutPublicOrigin, PREVIEW_SECRET: SECRET, PORT: '4123', NODE_ENV: 'development', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout.trim(), err: result.stderr };
}

describe('npm run client:preview', () => {
  it("prints a link to the client's subdomain whose token the server accepts for that client, for the hours asked", () => {
    const before = Date.now();
    const { code, out, err } = run(['harbour', '--hours', '2']);
    expect(code, err).toBe(0);
    const url = new URL(out);
    expect(url.origin).toBe('http://harbour.localhost:4123');
    expect(url.pathname).toBe('/__preview');
    const check = verifyPreviewToken(SECRET, url.searchParams.get('token'), 'harbour', new Date());
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.expiresAt.getTime()).toBeGreaterThan(before + 2 * 3_600_000 - 2_000);
      expect(check.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 2 * 3_600_000);
    }
    expect(verifyPreviewToken(SECRET, url.searchParams.get('token'), 'lumen', new Date()).ok).toBe(false);
    expect(err).toContain('harbour is live');
  }, 60_000);

  it('refuses an unknown client, too many hours, and production without PREVIEW_SECRET', () => {
    expect(run(['no-such-client']).err).toContain('no valid client "no-such-client"');
    expect(run(['harbour', '--hours', '9999']).err).toContain('--hours must be a whole number from 1 to 720');
    const production = run(['harbour'], { NODE_ENV: 'production', PREVIEW_SECRET: '' });
    expect(production.code).toBe(1);
    expect(production.err).toContain('set PREVIEW_SECRET');
  }, 60_000);
});
