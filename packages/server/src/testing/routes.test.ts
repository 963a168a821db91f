import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { TEST_HOOKS_IN_PRODUCTION_MESSAGE, loadConfig } from '../config';
import type { Db } from '../core/types';
import { createTokenVerifier } from '../identity/tokens';
import { loadServerClients } from '../tenancy/clients';
import { TEST_HOOKS_PREFIX, testHooksRouter } from './routes';

// No database: without the hooks nothing reaches it, and a refused body is refused before it would.
const noDb = new Proxy({}, { get: () => { throw new Error('the database was used'); } }) as Db;

function appWith(env: Record<string, string>) {
  const config = loadConfig(env);
  return createApp({ db: noDb, config, clients: loadServerClients(config.clientsDir), tokens: createTokenVerifier({}) });
}

function createMember(app: ReturnType<typeof appWith>, body: string) {
  return app.request(`${TEST_HOOKS_PREFIX}/members`, {
    method: 'POST',
    headers: { host: 'harbour.localhost:3000', 'content-type': 'application/json' },
    body,
  });
}

describe('test hooks', () => {
  it('are off unless PORTAL_TEST_HOOKS=1', () => {
    expect(loadConfig({}).testHooks).toBe(false);
    expect(loadConfig({ PORTAL_TEST_HOOKS: 'true' }).testHooks).toBe(false);
    expect(loadConfig({ PORTAL_TEST_HOOKS: '1' }).testHooks).toBe(true);
  });

  it('refuse to start in production', () => {
    expect(() => loadConfig({ PORTAL_TEST_HOOKS: '1', NODE_ENV: 'production' })).toThrow(TEST_HOOKS_IN_PRODUCTION_MESSAGE);
    expect(() => loadConfig({ NODE_ENV: 'production' }, { testHooks: true })).toThrow(TEST_HOOKS_IN_PRODUCTION_MESSAGE);
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(() => testHooksRouter({ db: noDb, config: { ...production, testHooks: true }, now: () => new Date() })).toThrow(TEST_HOOKS_IN_PRODUCTION_MESSAGE);
  });

  it('POST /__test/members does not exist without the variable', async () => {
    const reply = await createMember(appWith({}), '{}');
    expect(reply.status).toBe(404);
    expect(await reply.text()).not.toContain('token');
  });

  it('POST /__test/members exists with the variable and validates its body', async () => {
    const app = appWith({ PORTAL_TEST_HOOKS: '1' });
    const unknownField = await createMember(app, JSON.stringify({ clientId: 'lumen' }));
    expect(unknownField.status).toBe(400);
    expect(await unknownField.json()).toMatchObject({ success: false, err: expect.stringContaining('clientId') });
    const notJson = await createMember(app, 'first_name=Alex');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ success: false, err: 'The body is not JSON.' });
    const language = await createMember(app, JSON.stringify({ language: 'fr' }));
    expect(language.status).toBe(422);
    expect(await language.json()).toEqual({ success: false, err: 'harbour does not offer the language fr (it offers en)' });
  });
});
