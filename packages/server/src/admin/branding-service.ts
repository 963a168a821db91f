import {
  BRAND_FAILS_CONTRAST_MESSAGE,
  BRAND_NOTHING_TO_ROLL_BACK_MESSAGE,
  BRAND_VERSION_NOT_LIVE_MESSAGE,
  LOGO_MAX_BYTES,
  LOGO_NOT_FOUND_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  LOGO_UNSAFE_MESSAGE,
  SKIN_NOT_OFFERED_MESSAGE,
  type BrandSettings,
  type BrandVersion,
} from '@portal/contract/calls/admin';
import type { Manifest } from '@portal/manifest/schema';
import { brandPreviewVariables, checkBrand, runtimePackCss, selectableSkins, skinBrandColours } from '@portal/theme/runtime-pack';
import { CallError, memberOf, type CallContext } from '../core/types';
import {
  BRAND_ASSET_FILE,
  findBrandAsset,
  findLiveBrand,
  insertBrandAsset,
  insertBrandVersion,
  listBrandVersions,
  markBrandRolledBack,
  type BrandVersionRow,
} from '../tenancy/public';
import { sanitiseSvg } from './sanitise';
import { auditAdmin } from './service';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MAX_PNG_SIDE = 4000;

/** The accent a brand without one of its own shows: a tint of its action colour (decision 0540), or the skin's. */
function derivedAccent(manifest: Manifest, skin: number, action: string): string {
  const variables = brandPreviewVariables({ id: manifest.id, skin, brand: { action } });
  return (variables['--color-accent-bg'] ?? skinBrandColours(skin).accent).toLowerCase();
}

/** The brand a client's manifest in git gives (the skin's colours, and the derived accent, where it sets none). */
export function manifestBrand(manifest: Manifest): BrandSettings {
  const skin = skinBrandColours(manifest.skin);
  const action = (manifest.brand.action ?? skin.action).toLowerCase();
  return {
    skin: manifest.skin,
    action,
    accent: (manifest.brand.accent ?? derivedAccent(manifest, manifest.skin, action)).toLowerCase(),
    logo_light: manifest.logos.light,
    logo_dark: manifest.logos.dark,
    app_banners: manifest.appBanners.map((banner) => ({ ...banner })),
  };
}

function settingsOf(row: BrandVersionRow): BrandSettings {
  return { skin: row.skin, action: row.action, accent: row.accent, logo_light: row.logoLight, logo_dark: row.logoDark, app_banners: row.appBanners };
}

/** The theme a brand setting gives the runtime pack and the preview. */
export function themeOf(manifest: Manifest, colours: { skin: number; action: string; accent: string }) {
  // an accent left at the one the action colour derives stays derived, so the pack equals the manifest's own
  const derived = !manifest.brand.accent && colours.accent.toLowerCase() === derivedAccent(manifest, colours.skin, colours.action);
  return {
    id: manifest.id,
    skin: colours.skin,
    brand: { ...(manifest.brand.onAction ? { onAction: manifest.brand.onAction } : {}), action: colours.action, ...(derived ? {} : { accent: colours.accent }) },
  };
}

export async function branding(ctx: CallContext) {
  const admin = memberOf(ctx);
  const manifest = ctx.client.manifest;
  const rows = await listBrandVersions(ctx.db, admin.clientId);
  const live = rows.find(({ row }) => row.rolledBackAt === null)?.row;
  const versions: BrandVersion[] = rows.map(({ row, firstName, lastName }) => ({
    version: row.version,
    published_at: row.publishedAt.toISOString(),
    published_by: firstName === null ? '' : `${firstName} ${lastName ?? ''}`.trim(),
    rolled_back_at: row.rolledBackAt ? row.rolledBackAt.toISOString() : null,
    live: row.id === live?.id,
    settings: settingsOf(row),
  }));
  return {
    success: true,
    skins: selectableSkins(),
    live: live ? settingsOf(live) : manifestBrand(manifest),
    live_version: live?.version ?? null,
    manifest: manifestBrand(manifest),
    versions,
  };
}

function offeredSkin(skin: number): void {
  if (!selectableSkins().includes(skin)) throw new CallError(422, SKIN_NOT_OFFERED_MESSAGE);
}

export function check(ctx: CallContext, input: { skin: number; action: string; accent: string }) {
  memberOf(ctx);
  offeredSkin(input.skin);
  const theme = themeOf(ctx.client.manifest, input);
  const result = checkBrand(theme);
  return {
    success: true,
    check: {
      passes: result.passes,
      failures: result.failures.map((failure) => ({ pair: failure.pair, ratio: failure.ratio, required: failure.required, suggestion: failure.suggestion ?? null })),
      suggestions: result.suggestions,
    },
    variables: brandPreviewVariables(theme),
  };
}

function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 33 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return null;
  if (bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The logo's type from its content, never from a name or a claim: a PNG's signature, or SVG markup. */
export async function uploadLogo(ctx: CallContext, path: string, data: string): Promise<{ success: boolean; file: string }> {
  const admin = memberOf(ctx);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw new CallError(422, LOGO_TYPE_MESSAGE);
  if (bytes.length > LOGO_MAX_BYTES) throw new CallError(413, LOGO_TOO_LARGE_MESSAGE);
  let kind: 'svg' | 'png';
  let stored: Buffer;
  const png = pngSize(bytes);
  if (png) {
    if (png.width < 1 || png.height < 1 || png.width > MAX_PNG_SIDE || png.height > MAX_PNG_SIDE) throw new CallError(422, LOGO_TYPE_MESSAGE);
    kind = 'png';
    stored = bytes;
  } else {
    const text = bytes.toString('utf8');
    if (text.includes('\uFFFD') || !/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(text)) throw new CallError(422, LOGO_TYPE_MESSAGE);
    const clean = await sanitiseSvg(text);
    if (!clean) throw new CallError(422, LOGO_UNSAFE_MESSAGE);
    kind = 'svg';
    stored = Buffer.from(clean, 'utf8');
  }
  const id = await insertBrandAsset(ctx.db, { clientId: admin.clientId, kind, data: stored.toString('base64'), size: stored.length, uploadedBy: admin.userId, createdAt: ctx.now });
  const file = `brand-${id}.${kind}`;
  await auditAdmin(ctx, admin, path, { action: 'brand.logo-upload', file, bytes: stored.length });
  return { success: true, file };
}

/** A logo of the client's folder, or one its admins uploaded. */
async function ownLogo(ctx: CallContext, clientId: string, file: string): Promise<void> {
  const manifest = ctx.client.manifest;
  if (file === manifest.logos.light || file === manifest.logos.dark) return;
  const match = BRAND_ASSET_FILE.exec(file);
  const asset = match ? await findBrandAsset(ctx.db, clientId, Number(match[1])) : undefined;
  if (!asset || asset.kind !== match![2]) throw new CallError(422, LOGO_NOT_FOUND_MESSAGE);
}

export async function publish(ctx: CallContext, path: string, input: BrandSettings): Promise<{ success: boolean; version: number }> {
  const admin = memberOf(ctx);
  offeredSkin(input.skin);
  await ownLogo(ctx, admin.clientId, input.logo_light);
  await ownLogo(ctx, admin.clientId, input.logo_dark);
  const theme = themeOf(ctx.client.manifest, input);
  // the server runs the gate again: what the page showed is never trusted
  if (!checkBrand(theme).passes) throw new CallError(422, BRAND_FAILS_CONTRAST_MESSAGE);
  const version = await insertBrandVersion(ctx.db, {
    clientId: admin.clientId,
    skin: input.skin,
    action: input.action,
    accent: input.accent,
    logoLight: input.logo_light,
    logoDark: input.logo_dark,
    appBanners: input.app_banners.map(({ platform, url, text }) => ({ platform, url, text })),
    css: runtimePackCss(theme),
    publishedBy: admin.userId,
    publishedAt: ctx.now,
  });
  await auditAdmin(ctx, admin, path, { action: 'brand.publish', version, skin: input.skin, brandAction: input.action, brandAccent: input.accent });
  return { success: true, version };
}

export async function rollback(ctx: CallContext, path: string, version: number): Promise<void> {
  const admin = memberOf(ctx);
  const live = await findLiveBrand(ctx.db, admin.clientId);
  if (!live) throw new CallError(409, BRAND_NOTHING_TO_ROLL_BACK_MESSAGE);
  if (!(await markBrandRolledBack(ctx.db, admin.clientId, version, admin.userId, ctx.now))) throw new CallError(409, BRAND_VERSION_NOT_LIVE_MESSAGE);
  const now = await findLiveBrand(ctx.db, admin.clientId);
  await auditAdmin(ctx, admin, path, { action: 'brand.rollback', version, liveVersion: now?.version ?? null });
}
