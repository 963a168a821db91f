import { and, eq, sql } from 'drizzle-orm';
import type { Manifest } from '@portal/manifest/schema';
import { perDb } from '../db/prepared';
import { users } from '../identity/schema';
import type { Db, Member, MemberSettings } from './types';

const settingsQuery = perDb((db) =>
  db
    .select({ employerAdmin: users.employerAdmin, language: users.language })
    .from(users)
    .where(and(eq(users.clientId, sql.placeholder('clientId')), eq(users.id, sql.placeholder('userId'))))
    .limit(1)
    .prepare('portal_member_settings'),
);

/**
 * The member's settings (admin flag, language): the row the core read with the session when it has it, else
 * one query. Every domain reads them here, so none re-reads a row the core already holds.
 */
export async function memberSettings(
  db: Db,
  member: Pick<Member, 'clientId' | 'userId' | 'settings'>,
): Promise<MemberSettings | undefined> {
  if (member.settings) return member.settings;
  const rows = await settingsQuery(db).execute({ clientId: member.clientId, userId: member.userId });
  return rows[0];
}

type Languages = Pick<Manifest, 'languages' | 'defaultLanguage'>;

/** The language the portal shows a member: their own when the client offers it, else the client's default. */
export function shownLanguage(own: string | null | undefined, manifest: Languages): string {
  return own && (manifest.languages as readonly string[]).includes(own) ? own : manifest.defaultLanguage;
}

export interface MemberLanguage {
  /**
   * The member's own choice, any of the product languages whatever the client offers (set-user-language):
   * navigation labels and legal texts follow it. The client's default when the member has none.
   */
  readonly own: string;
  /** What the portal's pages and content are shown in: `own` when the client offers it, else its default. */
  readonly shown: string;
}

/** The one way a domain reads the member's language. */
export async function memberLanguage(
  db: Db,
  member: Pick<Member, 'clientId' | 'userId' | 'settings'>,
  manifest: Languages,
): Promise<MemberLanguage> {
  return heldLanguage(member, manifest) ?? languageOf((await memberSettings(db, member))?.language, manifest);
}

/**
 * memberLanguage without a promise, when the core holds the member's settings (read with the session, as it is
 * for nearly every call): for the hot calls, which then wait for nothing but their own read. Undefined otherwise.
 */
export function heldLanguage(member: Pick<Member, 'settings'>, manifest: Languages): MemberLanguage | undefined {
  return member.settings ? languageOf(member.settings.language, manifest) : undefined;
}

function languageOf(chosen: string | null | undefined, manifest: Languages): MemberLanguage {
  const own = chosen || manifest.defaultLanguage;
  return { own, shown: shownLanguage(own, manifest) };
}
