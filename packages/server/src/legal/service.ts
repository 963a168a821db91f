import type { TermsType } from '@portal/contract/calls/legal';
import type { Manifest } from '@portal/manifest/schema';
import { CallError, type Db, type Member } from '../core/types';
import { memberLanguage } from '../core/member-settings';
import { findTexts, markAccepted, type LegalTextRow } from './repository';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'We could not find this document.';

/**
 * The language a text is shown in: the one asked for, else the slug's own language (the manifest's German
 * slugs are German documents), else the member's, else English; a missing translation falls back to English.
 */
export function pickText(
  rows: readonly LegalTextRow[],
  preferred: readonly (string | null | undefined)[],
): LegalTextRow | undefined {
  for (const language of [...preferred, 'en']) {
    const row = language ? rows.find((candidate) => candidate.language === language) : undefined;
    if (row) return row;
  }
  return rows[0];
}

export function slugLanguage(legal: Manifest['legal'], slug: string): string | null {
  if (slug === legal.privacySlugDe || slug === legal.termsSlugDe) return 'de';
  return null;
}

export async function getInfo(
  db: Db,
  manifest: Pick<Manifest, 'id' | 'legal' | 'languages' | 'defaultLanguage'>,
  input: { slug: string; lang?: string | undefined },
  reader: Member | null,
): Promise<{ title: string; html: string }> {
  const [rows, language] = await Promise.all([
    findTexts(db, manifest.id, input.slug),
    reader ? memberLanguage(db, reader, manifest).then((language) => language.own) : null,
  ]);
  const row = pickText(rows, [input.lang, slugLanguage(manifest.legal, input.slug), language]);
  if (!row) throw new CallError(404, DOCUMENT_NOT_FOUND_MESSAGE);
  return { title: row.title, html: row.html };
}

export function toBase64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

export async function acceptTerms(db: Db, member: Member, types: readonly TermsType[]): Promise<void> {
  await markAccepted(db, member.clientId, member.userId, { pp: types.includes('pp'), tc: types.includes('tc') });
}
