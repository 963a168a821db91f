import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { users } from '../db/schema';
import { legalTexts } from './schema';

export type LegalTextRow = typeof legalTexts.$inferSelect;
export type NewLegalText = typeof legalTexts.$inferInsert;

export async function findTexts(db: Db, clientId: string, slug: string): Promise<LegalTextRow[]> {
  return db
    .select()
    .from(legalTexts)
    .where(and(eq(legalTexts.clientId, clientId), eq(legalTexts.slug, slug)));
}

export async function markAccepted(
  db: Db,
  clientId: string,
  userId: number,
  accepted: { pp: boolean; tc: boolean },
): Promise<void> {
  const set: { ppAccepted?: true; tcAccepted?: true } = {};
  if (accepted.pp) set.ppAccepted = true;
  if (accepted.tc) set.tcAccepted = true;
  if (Object.keys(set).length === 0) return;
  await db.update(users).set(set).where(and(eq(users.clientId, clientId), eq(users.id, userId)));
}


/** Stores a text, or changes the stored one when its title or HTML differ (its time then moves on). */
export async function saveText(db: Db, text: NewLegalText): Promise<void> {
  await db
    .insert(legalTexts)
    .values(text)
    .onConflictDoUpdate({
      target: [legalTexts.clientId, legalTexts.slug, legalTexts.language],
      set: { title: text.title, html: text.html, kind: text.kind, updatedAt: sql`now()` },
      setWhere: or(sql`${legalTexts.title} <> excluded.title`, sql`${legalTexts.html} <> excluded.html`, sql`${legalTexts.kind} <> excluded.kind`),
    });
}
