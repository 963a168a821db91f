import type { Manifest } from '@portal/manifest/schema';
import { createDb } from '../db/client';
import type { Db } from '../core/types';
import { findBrandAsset, findLiveBrand, type BrandVersionRow } from './brand-repository';
import { BRAND_ASSET_FILE, brandedManifest } from './brand-pack';

/** One RFC 6902 operation on clients/<id>/manifest.json. */
export interface PatchOperation {
  op: 'add' | 'replace';
  path: string;
  value: unknown;
}

/** What implementation staff apply to the client folder to make a published brand part of the manifest in git. */
export interface BrandExport {
  client: string;
  version: number;
  published_at: string;
  /** the JSON patch of manifest.json */
  patch: PatchOperation[];
  /** uploaded logos to write into clients/<id>/, base64 */
  files: Record<string, string>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The manifest fields a published brand changes, as JSON patch operations (empty: it equals the manifest). */
export function brandPatch(manifest: Manifest, row: BrandVersionRow): PatchOperation[] {
  const branded = brandedManifest(manifest, row);
  const operations: PatchOperation[] = [];
  const field = (path: string, before: unknown, after: unknown) => {
    if (!same(before, after)) operations.push({ op: before === undefined ? 'add' : 'replace', path, value: after });
  };
  field('/skin', manifest.skin, branded.skin);
  field('/brand/action', manifest.brand.action, branded.brand.action);
  field('/brand/accent', manifest.brand.accent, branded.brand.accent);
  field('/logos/light', manifest.logos.light, branded.logos.light);
  field('/logos/dark', manifest.logos.dark, branded.logos.dark);
  field('/appBanners', manifest.appBanners, branded.appBanners);
  return operations;
}

/** One line per changed field, for `clients:check`. */
export function describeBrand(manifest: Manifest, row: BrandVersionRow): string {
  const changes = brandPatch(manifest, row).map((operation) => `${operation.path.slice(1)} = ${JSON.stringify(operation.value)}`);
  return `${manifest.id}: published brand version ${row.version} (${row.publishedAt.toISOString()}) overrides the manifest${changes.length ? `: ${changes.join(', ')}` : ' with its own values'}`;
}

export async function exportBrand(db: Db, manifest: Manifest, row: BrandVersionRow): Promise<BrandExport> {
  const files: Record<string, string> = {};
  for (const file of new Set([row.logoLight, row.logoDark])) {
    const match = BRAND_ASSET_FILE.exec(file);
    const asset = match ? await findBrandAsset(db, manifest.id, Number(match[1])) : undefined;
    if (asset) files[file] = asset.data;
  }
  return { client: manifest.id, version: row.version, published_at: row.publishedAt.toISOString(), patch: brandPatch(manifest, row), files };
}

/**
 * The live published brand of each client, read from the server's database (DATABASE_URL, else the PGlite
 * folder under DATA_DIR: stop the server first, as PGlite allows one process at a time).
 */
export async function readPublishedBrands(
  manifests: readonly Manifest[],
  config: { databaseUrl: string | null; pgliteDir: string | null },
  exportClient: string | null,
): Promise<{ lines: string[]; exported: BrandExport | null }> {
  const database = await createDb(config);
  try {
    const lines: string[] = [];
    let exported: BrandExport | null = null;
    for (const manifest of manifests) {
      const row = await findLiveBrand(database.db, manifest.id);
      if (row) lines.push(describeBrand(manifest, row));
      if (manifest.id === exportClient) exported = row ? await exportBrand(database.db, manifest, row) : null;
    }
    return { lines, exported };
  } finally {
    await database.close();
  }
}
