import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName, type Table } from 'drizzle-orm';
import type { Db } from '../../core/types';
import { perDb } from '../prepared';
import { newsBusOf } from './bus';
import { FreshValues } from './fresh';
import { topicsOf, type NewsTopic } from './topics';

/** What a kept view is declared with. */
export interface KeptViewOptions<V> {
  /** names the view in errors and in tests */
  readonly name: string;
  /**
   * Every table its reads query: each must send news (topics.ts TABLE_NEWS), and its topics are what the view
   * hears. In tests a query of another table inside the view's load fails (checkKeptViewQuery).
   */
  readonly reads: readonly Table[];
  /**
   * 'member' (the default): one value per member (key: their user id), dropped by news of that member.
   * 'client': a value made of the rows of many of a client's members (a staff view, an event's page), dropped by
   * news of anyone at the client. The key then names the value within its client.
   */
  readonly scope?: 'member' | 'client';
  /** how long a value is kept at most, in case news was lost (default 60 s) */
  readonly ttlMs?: number;
  /** values kept at most (default 50 000) */
  readonly max?: number;
  /** the size of a value, when values are large: those kept weigh at most `maxWeight` together */
  readonly weigh?: (value: V) => number;
  readonly maxWeight?: number;
}

/**
 * A value kept in memory while the database's news says the rows it was made of have not changed (decisions
 * 0430, 0450; docs/architecture.md "Kept values and news"). The one interface domains use for it.
 */
export interface KeptView<V> {
  readonly name: string;
  readonly scope: 'member' | 'client';
  /** the SQL names of the tables it reads */
  readonly reads: readonly string[];
  /** the topics it hears, following from `reads` */
  readonly topics: readonly NewsTopic[];
  /**
   * The kept value, else `load`'s, kept unless news overtook its read. `until` (ms) is when the value stops
   * holding whatever the news: the first time the clock changes it (a start passed, a held place ran out).
   */
  read(db: Db, clientId: string, key: number | string, now: number, load: () => Promise<{ readonly value: V; readonly until?: number }>): Promise<V>;
  /**
   * The view's values over one database, for a reader that asks in batches (db/batch.ts `fresh`); `part` keeps
   * values apart that share keys (one language's texts from another's).
   */
  of(db: Db, part?: string): FreshValues<V>;
  /** Runs a load of this view: in tests, a query of a table it did not declare fails. */
  reading<T>(load: () => Promise<T>): Promise<T>;
}

const views = new Set<KeptView<unknown>>();

/** Every kept view declared so far (each module declares its own as it loads). */
export function keptViews(): readonly KeptView<unknown>[] {
  return [...views];
}

/** Declares a kept view; throws when it reads a table that sends no news, which would serve stale values. */
export function keptView<V>(options: KeptViewOptions<V>): KeptView<V> {
  const scope = options.scope ?? 'member';
  const reads = options.reads.map((table) => getTableName(table));
  const topics = new Set<NewsTopic>();
  for (const table of reads) {
    const heard = topicsOf(table, scope);
    if (!heard) {
      throw new Error(
        `The kept view ${options.name} reads ${table}, which sends no news: its values would outlive a change to it. ` +
          `Give ${table} news triggers (db/news/triggers.sql, a custom migration, TABLE_NEWS in db/news/topics.ts) or do not keep the view.`,
      );
    }
    for (const topic of heard) topics.add(topic);
  }
  const parts = perDb(() => new Map<string, FreshValues<V>>());
  const valuesOf = (db: Db, part = ''): FreshValues<V> => {
    const made = parts(db);
    let values = made.get(part);
    if (!values) {
      values = new FreshValues<V>(newsBusOf(db), [...topics], {
        scope,
        ...(options.ttlMs !== undefined ? { ttlMs: options.ttlMs } : {}),
        ...(options.max !== undefined ? { max: options.max } : {}),
        ...(options.weigh ? { weigh: options.weigh } : {}),
        ...(options.maxWeight !== undefined ? { maxWeight: options.maxWeight } : {}),
      });
      made.set(part, values);
    }
    return values;
  };
  const view: KeptView<V> = {
    name: options.name,
    scope,
    reads,
    topics: [...topics],
    read: (db, clientId, key, now, load) => valuesOf(db).read(clientId, key, now, () => view.reading(load)),
    of: valuesOf,
    reading: (load) => (checking ? inView.run(view as KeptView<unknown>, load) : load()),
  };
  views.add(view as KeptView<unknown>);
  return view;
}

// The test-mode check: a kept view's load runs with the view in this store, and every query it sends is looked at.
const inView = new AsyncLocalStorage<KeptView<unknown>>();
let checking = false;
let known: ReadonlySet<string> = new Set();

/**
 * Turns on the check that a kept view's loads query only the tables it declared (db/client.ts does, under Vitest).
 * `tables`: the SQL names of every table, so aliases and functions in a query are not taken for tables.
 */
export function checkKeptViewReads(tables: ReadonlySet<string>): void {
  checking = true;
  known = tables;
}

/** The tables a query's text names after FROM or JOIN (quoted as Drizzle writes them, or bare as hand-written SQL does). */
export function tablesIn(query: string, tables: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of query.matchAll(/\b(?:from|join)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi)) {
    const name = match[1]!.toLowerCase();
    if (tables.has(name)) found.add(name);
  }
  return [...found];
}

/** In tests: fails a query sent from a kept view's load that reads a table the view did not declare. */
export function checkKeptViewQuery(query: string): void {
  if (!checking) return;
  const view = inView.getStore();
  if (!view) return;
  const undeclared = tablesIn(query, known).filter((table) => !view.reads.includes(table));
  if (undeclared.length > 0) {
    throw new Error(
      `The kept view ${view.name} queried ${undeclared.join(', ')} without declaring it: its values would not be dropped when ` +
        `${undeclared.length > 1 ? 'they change' : 'it changes'}. Add ${undeclared.length > 1 ? 'them' : 'it'} to its reads (keptView({ reads })).`,
    );
  }
}
