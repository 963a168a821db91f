import { LANGUAGES, LANGUAGE_MESSAGE, type Language } from '@portal/contract/fields';
import { CallError, type Db, type Member } from '../core/types';
import { updateLanguage } from './repository';

export function isSupportedLanguage(lang: string): lang is Language {
  return (LANGUAGES as readonly string[]).includes(lang);
}

/**
 * Any of the eight product languages is accepted, whatever the client's manifest lists: the manifest only
 * decides which ones its language picker offers, and a member's language also drives emails and legal texts.
 */
export async function setLanguage(db: Db, member: Member, lang: string): Promise<void> {
  const normalised = lang.trim().toLowerCase();
  if (!isSupportedLanguage(normalised)) throw new CallError(422, LANGUAGE_MESSAGE);
  await updateLanguage(db, member.clientId, member.userId, normalised);
}
