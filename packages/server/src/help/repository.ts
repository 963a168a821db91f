import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { helpItems, helpViews } from './schema';

const { searchEn: _searchEn, searchDe: _searchDe, ...itemColumns } = getTableColumns(helpItems);

export type HelpItemRow = Omit<typeof helpItems.$inferSelect, 'searchEn' | 'searchDe'>;
export type NewHelpItem = typeof helpItems.$inferInsert;
export type HelpType = HelpItemRow['type'];

interface MemberScope {
  readonly clientId: string;
  readonly userId: number;
}

/** Every item of one type of the client's help centre, in the client's order. */
export async function listItems(db: Db, clientId: string, type: HelpType): Promise<HelpItemRow[]> {
  return db
    .select(itemColumns)
    .from(helpItems)
    .where(and(eq(helpItems.clientId, clientId), eq(helpItems.type, type)))
    .orderBy(asc(helpItems.position), asc(helpItems.id));
}

/** The words of a search as the text-search parser may take them: letters and digits only, so no query syntax gets in. */
export function searchWords(search: string): string[] {
  return (search.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

/**
 * A to_tsquery text over the words: all of them (`&`) or any (`|`). The last word also counts as the start of a word,
 * as the search runs while the member types ("cance" finds "cancel").
 */
export function tsQueryText(words: readonly string[], join: '&' | '|'): string {
  return words.map((word, index) => (index === words.length - 1 ? `(${word} | ${word}:*)` : word)).join(` ${join} `);
}

/**
 * The ids of the client's items of one type that match a search, best first, by PostgreSQL full-text search in
 * the member's language (German stemming for German, English otherwise; the generated columns of help_items):
 * items with every word first; when none has them all, items with any. Within a rank the client's order holds.
 */
export async function searchItemIds(db: Db, clientId: string, type: HelpType, language: string, search: string): Promise<number[]> {
  const words = searchWords(search);
  if (words.length === 0) return [];
  const german = language === 'de';
  const config = german ? 'german' : 'english';
  const document = german ? helpItems.searchDe : helpItems.searchEn;
  for (const join of ['&', '|'] as const) {
    const query = sql`to_tsquery(${config}::regconfig, ${tsQueryText(words, join)})`;
    const rows = await db
      .select({ id: helpItems.id })
      .from(helpItems)
      .where(and(eq(helpItems.clientId, clientId), eq(helpItems.type, type), sql`${document} @@ ${query}`))
      .orderBy(desc(sql`ts_rank(${document}, ${query})`), asc(helpItems.position), asc(helpItems.id));
    if (rows.length > 0 || words.length === 1) return rows.map((row) => row.id);
  }
  return [];
}

export async function findItem(
  db: Db,
  clientId: string,
  type: HelpType,
  id: number,
): Promise<HelpItemRow | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(helpItems)
    .where(and(eq(helpItems.clientId, clientId), eq(helpItems.type, type), eq(helpItems.id, id)))
    .limit(1);
  return row;
}

/** The first view of an item by a member is kept; a second opening adds nothing. */
export async function insertView(db: Db, member: MemberScope, itemId: number, at: Date): Promise<void> {
  await db
    .insert(helpViews)
    .values({ clientId: member.clientId, userId: member.userId, itemId, viewedAt: at })
    .onConflictDoNothing();
}

/** A re-seed brings the texts up to date and keeps the ids, so recorded views stay attached. */
export async function upsertItem(db: Db, item: NewHelpItem): Promise<void> {
  await db
    .insert(helpItems)
    .values(item)
    .onConflictDoUpdate({
      target: helpItems.slug,
      set: {
        category: item.category,
        title: item.title,
        body: item.body,
        translations: item.translations,
        position: item.position,
      },
    });
}
