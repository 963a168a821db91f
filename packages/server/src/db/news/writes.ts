import type { Logger } from 'drizzle-orm';
import type { Db } from '../../core/types';
import { checkKeptViewQuery, keptViews } from './kept-view';

/** The tables the session cache reads (sessions/repository.ts findSession): a write to them drops cached sessions. */
const SESSION_CACHE_READS = ['sessions', 'users'];

/**
 * The session's last activity moved on (sessions/repository.ts touchSession): no cache serves it. A process whose
 * cached copy is older than the database's either reads the row again (its copy says idle) or writes an activity
 * that cannot move the stored one back, so counting it would only make every non-read-only call that happened to
 * run beside a touch publish an invalidation (a pg_notify and every process's confirmation) for nothing.
 */
const ACTIVITY_ONLY = /^\s*update\s+(?:"?public"?\.)?"?sessions"?\s+set\s+"?last_seen_at"?\s*=\s*\$\d+(?:::timestamptz)?\s+where\s/i;

/**
 * Watches every statement sent over one database handle (Drizzle's logger): counts those that may change a table
 * some cache reads (the session cache's, every kept view's), so the calls router tells every process to drop a
 * member's cached values only after a call that wrote such a table (calls/router.ts); and, in tests, fails a kept
 * view's query of a table it did not declare (kept-view.ts).
 */
export class QueryWatch implements Logger {
  /** statements so far that may have changed a cached table */
  cachedWrites = 0;
  private cached: ReadonlySet<string> = new Set();
  private viewsSeen = -1;

  logQuery(query: string): void {
    checkKeptViewQuery(query);
    // the common case, a read, costs one look at the first letter
    let at = 0;
    while (query.charCodeAt(at) <= 32) at += 1;
    const first = query.charCodeAt(at);
    if (first === 115 || first === 83) return; // s, S: select (no function it calls writes a cached table), set, show
    if (first === 117 || first === 85) {
      // u, U: an update, perhaps of the session's last activity alone
      if (ACTIVITY_ONLY.test(query)) return;
    }
    const written = writtenTable(query);
    if (written === null || written === '*' || this.cachedTables().has(written)) this.cachedWrites += 1;
  }

  private cachedTables(): ReadonlySet<string> {
    const views = keptViews();
    // kept views are declared as their modules load: the set follows them
    if (views.length !== this.viewsSeen) {
      this.viewsSeen = views.length;
      this.cached = new Set([...SESSION_CACHE_READS, ...views.flatMap((view) => view.reads)]);
    }
    return this.cached;
  }
}

/**
 * The table a statement writes: its name for a plain INSERT, UPDATE or DELETE, '*' when it may write tables its
 * text does not say at its start (a WITH, TRUNCATE, MERGE, ...), null for what writes no table (transaction
 * control, SET, SHOW, LISTEN).
 */
export function writtenTable(query: string): string | null {
  const match = /^\s*(insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/i.exec(query);
  if (match) return match[2]!.toLowerCase();
  if (/^\s*(begin|commit|rollback|savepoint|release|set|show|listen|unlisten|notify|start\s+transaction|values)\b/i.test(query)) return null;
  return '*';
}

const watches = new WeakMap<Db, QueryWatch>();

export function registerQueryWatch(db: Db, watch: QueryWatch): void {
  watches.set(db, watch);
}

/** The watch of a database handle; undefined for one opened some other way (its callers then assume a write). */
export function queryWatchOf(db: Db): QueryWatch | undefined {
  return watches.get(db);
}
