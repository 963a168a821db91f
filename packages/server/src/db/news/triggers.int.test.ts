import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withHarness } from '../../../test/harness';
import '../../domains';
import { keptViews } from './kept-view';
import { TABLE_NEWS } from './topics';

/** pg_trigger.tgtype bits of the four statements a watched table answers with news. */
const EVENTS = { insert: 4, delete: 8, update: 16, truncate: 32 } as const;

/**
 * The link between kept views, topics and triggers is checked, not kept by hand: every table TABLE_NEWS names has,
 * in the migrated database, a trigger for each statement calling its news function with its topic; and every
 * kept view reads only such tables (keptView refuses others as it is declared).
 */
withHarness('the news of watched tables', (h) => {
  it('gives every table of TABLE_NEWS its four news triggers, each with its topic', async () => {
    const rows = (
      (await h().db.execute(sql`
        select c.relname as "table", p.proname as fn, t.tgtype as type, encode(t.tgargs, 'escape') as args
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal`)) as unknown as { rows: { table: string; fn: string; type: number; args: string }[] }
    ).rows;
    const missing: string[] = [];
    for (const [table, news] of Object.entries(TABLE_NEWS)) {
      for (const { topic, fn: statementFn, rowFn } of news) {
        for (const [event, bit] of Object.entries(EVENTS)) {
          const fn = rowFn !== undefined && event !== 'truncate' ? rowFn : statementFn;
          const found = rows.some((row) => row.table === table && row.fn === fn && (Number(row.type) & bit) !== 0 && row.args.split('\\000')[0] === topic);
          if (!found) missing.push(`${table}: no ${event} trigger calling ${fn}('${topic}')`);
        }
      }
    }
    expect(missing, 'a table in TABLE_NEWS without its news triggers: add them in db/news/triggers.sql and a custom migration').toEqual([]);
  });

  it('declares kept views only over tables that send news, their topics following from them', () => {
    const views = keptViews();
    expect(views.map((view) => view.name).sort()).toEqual(
      ['appointments', "clinician's bookings", "coach's coachees", 'event page', "member's waiting room", "staff's waiting room", 'support inbox', 'unread count'].sort(),
    );
    for (const view of views) {
      for (const table of view.reads) expect(table in TABLE_NEWS, `${view.name} reads ${table}`).toBe(true);
      expect(view.topics.length).toBeGreaterThan(0);
    }
  });
});
