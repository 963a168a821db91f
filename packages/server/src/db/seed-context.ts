import { asc, notLike } from 'drizzle-orm';
import type { Manifest } from '@portal/manifest/schema';
import type { Db } from '../core/types';
import { users } from '../identity/schema';

/**
 * The subjects of the admin domain's activity members (admin/seed.ts): figures for Data Analytics that sign in
 * nowhere, which no identity provider issues, and which the demo members below leave out.
 */
export const ACTIVITY_SUBJECT = 'activity:';

/** What a domain's seed reads of a client: its public manifest. */
export type SeedManifest = Pick<Manifest, 'id' | 'name' | 'legal' | 'support' | 'defaultLanguage' | 'chatWidget' | 'currency' | 'country' | 'permittedRoutes'>;

/** What every domain's seed gets from the composer, db/seed.ts. */
export interface SeedContext {
  readonly db: Db;
  readonly clients: readonly SeedManifest[];
  /** the moment of seeding, in whole minutes, so demo times read as whole minutes and "upcoming" stays upcoming */
  readonly now: Date;
}

/** A seeded member, with the manifest of their client. */
export interface SeedMember {
  readonly id: number;
  readonly clientId: string;
  readonly employerAdmin: boolean;
  readonly manifest: SeedManifest;
}

/** The member's key columns, as every member-owned row carries them. */
export interface MemberScope {
  readonly clientId: string;
  readonly userId: number;
}

export function scopeOf(member: SeedMember): MemberScope {
  return { clientId: member.clientId, userId: member.id };
}

/** The members of the seeded clients, in a stable order (client, then id), so ids of seeded rows are stable. */
export async function seedMembers(ctx: SeedContext): Promise<SeedMember[]> {
  const byId = new Map(ctx.clients.map((manifest) => [manifest.id, manifest]));
  const rows = await ctx.db
    .select({ id: users.id, clientId: users.clientId, employerAdmin: users.employerAdmin, staffRoles: users.staffRoles })
    .from(users)
    // the admin domain's activity members are figures for Data Analytics, not demo members the domains seed for
    .where(notLike(users.ssoSubject, `${ACTIVITY_SUBJECT}%`))
    .orderBy(asc(users.clientId), asc(users.id));
  // coaches and clinicians are staff, not members: no member demo data for them
  return rows.flatMap(({ staffRoles, ...row }) => {
    const manifest = byId.get(row.clientId);
    return manifest && staffRoles.length === 0 ? [{ ...row, manifest }] : [];
  });
}
