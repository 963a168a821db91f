import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withHarness } from './harness';

withHarness('debug', (h) => {
  it('why', async () => {
    await h().signIn('harbour', 'member@harbour.example').catch(() => {});
    const rows = await h().db.execute(sql`select event, detail from audit_log`);
    console.log(JSON.stringify(rows));
    expect(1).toBe(1);
  });
}, { db: 'pglite' });
