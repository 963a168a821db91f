/** How a client's brand colours map onto semantic tokens. Brand colours never override text on surfaces. */
import { contrastRatio, hoverShade, toHex } from './colour';

/** The part of a client manifest the theme reads (structurally a subset of `Manifest`). */
export interface ThemeManifest {
  id: string;
  skin?: number;
  brand?: { action?: string; onAction?: string; accent?: string };
}

export type BrandKey = 'action' | 'onAction' | 'accent';

/** Which brand key feeds which semantic token. */
export const BRAND_TOKENS: Readonly<Record<BrandKey, readonly string[]>> = {
  action: ['color.action.primary.bg', 'color.action.primary.hover'],
  onAction: ['color.action.primary.text'],
  accent: ['color.accent.bg', 'color.accent.text'],
};

const TEXT_REQUIRED = 4.5;

/** Resolved skin values by token id, e.g. 'color.text.default' -> '#0f2440'. */
export interface SkinValues {
  byId: ReadonlyMap<string, string>;
}

function get(skin: SkinValues, id: string): string {
  const value = skin.byId.get(id);
  if (value === undefined) throw new Error(`semantic token ${id} is missing`);
  return value;
}

/**
 * The client's token overrides on top of its skin, as token id -> value, in a stable order.
 * Only values that differ from the skin's are kept, so the pack is diff-only.
 */
export function clientOverrides(manifest: ThemeManifest, skin: SkinValues): Map<string, string> {
  const brand = manifest.brand ?? {};
  const wanted = new Map<string, string>();
  const onAction = brand.onAction ? toHex(brand.onAction) : undefined;
  const action = brand.action ? toHex(brand.action) : undefined;
  if (action && action !== get(skin, 'color.action.primary.bg').toLowerCase()) {
    wanted.set('color.action.primary.bg', action);
    wanted.set(
      'color.action.primary.hover',
      hoverShade(action, onAction ?? get(skin, 'color.action.primary.text')),
    );
  }
  if (onAction) wanted.set('color.action.primary.text', onAction);
  const accent = brand.accent ? toHex(brand.accent) : undefined;
  if (accent && accent !== get(skin, 'color.accent.bg').toLowerCase()) {
    wanted.set('color.accent.bg', accent);
    // The manifest has no "on accent" colour: keep the skin's accent text if it still reads, else the
    // skin's body or inverse text, whichever passes first. If none does, the contrast gate reports it.
    const candidates = ['color.accent.text', 'color.text.default', 'color.text.inverse'].map((id) =>
      get(skin, id),
    );
    const readable = candidates.find((text) => contrastRatio(text, accent) >= TEXT_REQUIRED);
    wanted.set('color.accent.text', readable ?? get(skin, 'color.accent.text'));
  }
  const diff = new Map<string, string>();
  for (const [id, value] of wanted) {
    if (value.toLowerCase() !== get(skin, id).toLowerCase()) diff.set(id, value);
  }
  return diff;
}
