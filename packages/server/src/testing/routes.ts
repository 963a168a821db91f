import { Hono } from 'hono';
import type { Config } from '../config';
import { TEST_HOOKS_IN_PRODUCTION_MESSAGE } from '../config';
import type { AppEnv } from '../core/env';
import type { Db } from '../core/types';
import { keptReads } from '../db/news/fresh';
import { TestMemberError, createTestMember } from './test-members';
import { createTestStaff } from './test-staff';

export const TEST_HOOKS_PREFIX = '/__test';

/**
 * Endpoints only the end-to-end suite uses, mounted by createApp when PORTAL_TEST_HOOKS=1 (never in
 * production). POST /__test/members creates a member of the Host's client and signs them in, so a test
 * gets its own member without walking the identity provider.
 */
export function testHooksRouter(deps: { readonly db: Db; readonly config: Config; readonly now: () => Date }): Hono<AppEnv> {
  // loadConfig refuses this already; a config built by hand must not get around it
  if (deps.config.env === 'production') throw new Error(TEST_HOOKS_IN_PRODUCTION_MESSAGE);
  const router = new Hono<AppEnv>();
  router.post(`${TEST_HOOKS_PREFIX}/members`, async (c) => {
    let body: unknown = {};
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        return c.json({ success: false, err: 'The body is not JSON.' }, 400);
      }
    }
    try {
      const created = await createTestMember(deps.db, c.get('client'), body, { sessionMinutes: deps.config.sessionMinutes, now: deps.now() });
      return c.json(created, 200);
    } catch (error) {
      if (error instanceof TestMemberError) return c.json({ success: false, err: error.message }, error.status);
      throw error;
    }
  });
  router.post(`${TEST_HOOKS_PREFIX}/staff`, async (c) => {
    try {
      const created = await createTestStaff(deps.db, c.get('client'), await c.req.json().catch(() => null), { sessionMinutes: deps.config.sessionMinutes, now: deps.now() });
      return c.json(created, 200);
    } catch (error) {
      if (error instanceof TestMemberError) return c.json({ success: false, err: error.message }, error.status);
      throw error;
    }
  });
  // bench:scale: how many reads of kept values this process answered from memory, and how many asked the database
  router.get(`${TEST_HOOKS_PREFIX}/kept-reads`, (c) => c.json({ ...keptReads, pid: process.pid }, 200));
  return router;
}
