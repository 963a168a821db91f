import { and, eq } from 'drizzle-orm';
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

export async function upsertText(db: Db, text: NewLegalText): Promise<void> {
  await db.insert(legalTexts).values(text).onConflictDoNothing();
}
