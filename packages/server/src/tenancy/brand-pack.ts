import type { Manifest } from '@portal/manifest/schema';
import type { Db } from '../core/types';
import type { Client } from './clients';
import { findBrandAsset, findLiveBrand, type BrandVersionRow } from './brand-repository';

/** An uploaded logo's file name: /client-assets/<client>/brand-<id>.<svg|png>. */
export const BRAND_ASSET_FILE = /^brand-(\d{1,9})\.(svg|png)$/;

/** The manifest members see: the one in git with the live published brand layered over it. */
export function brandedManifest(manifest: Manifest, row: BrandVersionRow | undefined): Manifest {
  if (!row) return manifest;
  return {
    ...manifest,
    skin: row.skin,
    brand: { ...manifest.brand, action: row.action, accent: row.accent },
    logos: { ...manifest.logos, light: row.logoLight, dark: row.logoDark },
    appBanners: row.appBanners.map((banner) => ({ ...banner })),
  };
}

/** What the pages need of a published brand: the manifest members see and its override pack, and uploaded logos. */
export interface RuntimeBrand {
  /** null: nothing published (or everything rolled back), so the manifest and the built pack apply */
  live(client: Client): Promise<{ manifest: Manifest; css: string } | null>;
  /** an uploaded logo (brand-<id>.svg|png) of this client; null for any other file */
  asset(client: Client, file: string): Promise<{ kind: 'svg' | 'png'; bytes: Buffer } | null>;
}

/**
 * Read on every page load (one indexed row), so a publish or a rollback reaches members on their next page
 * load in every process, with no rebuild, restart or cache to clear.
 */
export function runtimeBrand(db: Db): RuntimeBrand {
  return {
    async live(client) {
      const row = await findLiveBrand(db, client.id);
      return row ? { manifest: brandedManifest(client.manifest, row), css: row.css } : null;
    },
    async asset(client, file) {
      const match = BRAND_ASSET_FILE.exec(file);
      if (!match) return null;
      const row = await findBrandAsset(db, client.id, Number(match[1]));
      if (!row || row.kind !== match[2]) return null;
      return { kind: row.kind, bytes: Buffer.from(row.data, 'base64') };
    },
  };
}
