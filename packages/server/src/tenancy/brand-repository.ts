import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { users } from '../db/schema';
import { brandAssets, brandVersions } from './schema';

export type BrandVersionRow = typeof brandVersions.$inferSelect;

/** The brand members of the client see: its highest version not rolled back; undefined: the manifest's. */
export async function findLiveBrand(db: Db, clientId: string): Promise<BrandVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(brandVersions)
    .where(and(eq(brandVersions.clientId, clientId), isNull(brandVersions.rolledBackAt)))
    .orderBy(desc(brandVersions.version))
    .limit(1);
  return row;
}

/** Every version of the client's brand, newest first, with the name of the admin who published it. */
export async function listBrandVersions(db: Db, clientId: string) {
  return db
    .select({ row: brandVersions, firstName: users.firstName, lastName: users.lastName })
    .from(brandVersions)
    .leftJoin(users, eq(users.id, brandVersions.publishedBy))
    .where(eq(brandVersions.clientId, clientId))
    .orderBy(desc(brandVersions.version));
}

/** The next version number in the same statement as the insert; the unique index refuses a race's duplicate. */
export async function insertBrandVersion(db: Db, row: Omit<typeof brandVersions.$inferInsert, 'version' | 'id'>): Promise<number> {
  const [inserted] = await db
    .insert(brandVersions)
    .values({
      ...row,
      version: sql`(select coalesce(max(${brandVersions.version}), 0) + 1 from ${brandVersions} where ${brandVersions.clientId} = ${row.clientId})`,
    })
    .returning({ version: brandVersions.version });
  return inserted!.version;
}

/** Rolls back a version only while it is the live one (no later version live), in one statement: true when it was. */
export async function markBrandRolledBack(db: Db, clientId: string, version: number, by: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(brandVersions)
    .set({ rolledBackAt: now, rolledBackBy: by })
    .where(
      and(
        eq(brandVersions.clientId, clientId),
        eq(brandVersions.version, version),
        isNull(brandVersions.rolledBackAt),
        sql`not exists (select 1 from brand_versions later where later.client_id = ${clientId} and later.version > ${version} and later.rolled_back_at is null)`,
      ),
    )
    .returning({ id: brandVersions.id });
  return rows.length > 0;
}

export async function insertBrandAsset(db: Db, row: Omit<typeof brandAssets.$inferInsert, 'id'>): Promise<number> {
  const [inserted] = await db.insert(brandAssets).values(row).returning({ id: brandAssets.id });
  return inserted!.id;
}

export async function findBrandAsset(db: Db, clientId: string, id: number) {
  const [row] = await db
    .select()
    .from(brandAssets)
    .where(and(eq(brandAssets.clientId, clientId), eq(brandAssets.id, id)))
    .limit(1);
  return row;
}
