/** How a client's brand colours map onto semantic tokens. Brand colours never override text on surfaces. */
import { contrastRatio, hoverShade, tint, toHex } from './colour';

/** The part of a client manifest the theme reads (structurally a subset of `Manifest`). */
export interface ThemeManifest {
  id: string;
  skin?: number;
  brand?: { action?: string; onAction?: string; accent?: string };
}

export type BrandKey = 'action' | 'onAction' | 'accent';

/**
 * Which brand key feeds which semantic token (decision 0540): `action` sets the whole action family (primary
 * and secondary buttons, links, the focus ring) and, when the manifest names no `accent`, the accent family
 * too (selected states, chips, the welcome card) as a light tint of itself; `accent` sets the accent family.
 */
export const BRAND_TOKENS: Readonly<Record<BrandKey, readonly string[]>> = {
  action: [
    'color.action.primary.bg',
    'color.action.primary.hover',
    'color.action.secondary.bg',
    'color.action.secondary.text',
    'color.action.secondary.border',
    'color.action.secondary.hover',
    'color.text.link',
    'color.focus.ring',
  ],
  onAction: ['color.action.primary.text'],
  accent: ['color.accent.bg', 'color.accent.text'],
};

/** The tokens each brand key feeds for this brand: `action` also feeds the accent family when there is no `accent`. */
export function brandTokensOf(brand: ThemeManifest['brand']): Record<BrandKey, readonly string[]> {
  return {
    ...BRAND_TOKENS,
    action: brand?.accent ? BRAND_TOKENS.action : [...BRAND_TOKENS.action, ...BRAND_TOKENS.accent],
  };
}

const TEXT_REQUIRED = 4.5;
/** How much of the brand colour the light tints carry: secondary button hover, accent (selected) backgrounds. */
export const HOVER_TINT = 0.08;
export const ACCENT_TINT = 0.16;
const TINTED_SECONDARY = 0.05;

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
 * The first of `order` (token ids) that reads on `background`, by default the skin's accent text, else its body
 * or inverse text; if none does, the skin's accent text, and the gate reports it.
 */
function readableOn(
  skin: SkinValues,
  background: string,
  order: readonly string[] = ['color.accent.text', 'color.text.default', 'color.text.inverse'],
): string {
  const candidates = order.map((id) => get(skin, id));
  return (
    candidates.find((text) => contrastRatio(text, background) >= TEXT_REQUIRED) ??
    get(skin, 'color.accent.text')
  );
}

/**
 * The client's token overrides on top of its skin, as token id -> value, in a stable order.
 * Only values that differ from the skin's are kept, so the pack is diff-only. A brand colour equal to the
 * skin's own keeps the skin's family as its designer drew it.
 */
export function clientOverrides(manifest: ThemeManifest, skin: SkinValues): Map<string, string> {
  const brand = manifest.brand ?? {};
  const wanted = new Map<string, string>();
  const onAction = brand.onAction ? toHex(brand.onAction) : undefined;
  const action = brand.action ? toHex(brand.action) : undefined;
  const accent = brand.accent ? toHex(brand.accent) : undefined;
  if (action && action !== get(skin, 'color.action.primary.bg').toLowerCase()) {
    wanted.set('color.action.primary.bg', action);
    wanted.set(
      'color.action.primary.hover',
      hoverShade(action, onAction ?? get(skin, 'color.action.primary.text')),
    );
    // A skin whose secondary button is tinted (not the raised surface) gets a tint of the brand instead.
    const raised = get(skin, 'color.surface.raised');
    const secondaryBg =
      get(skin, 'color.action.secondary.bg').toLowerCase() === raised.toLowerCase()
        ? raised
        : tint(action, raised, TINTED_SECONDARY);
    wanted.set('color.action.secondary.bg', secondaryBg);
    wanted.set('color.action.secondary.text', action);
    wanted.set('color.action.secondary.border', action);
    wanted.set('color.action.secondary.hover', tint(action, secondaryBg, HOVER_TINT));
    wanted.set('color.text.link', action);
    wanted.set('color.focus.ring', action);
    if (!accent) {
      const accentBg = tint(action, raised, ACCENT_TINT);
      wanted.set('color.accent.bg', accentBg);
      // body text first: the skin's accent text is often a dark shade of the skin's own hue (navy on a red tint)
      wanted.set(
        'color.accent.text',
        readableOn(skin, accentBg, ['color.text.default', 'color.accent.text', 'color.text.inverse']),
      );
    }
  }
  if (onAction) wanted.set('color.action.primary.text', onAction);
  if (accent && accent !== get(skin, 'color.accent.bg').toLowerCase()) {
    wanted.set('color.accent.bg', accent);
    // The manifest has no "on accent" colour: keep the skin's accent text if it still reads, else the
    // skin's body or inverse text, whichever passes first. If none does, the contrast gate reports it.
    wanted.set('color.accent.text', readableOn(skin, accent));
  }
  const diff = new Map<string, string>();
  for (const [id, value] of wanted) {
    if (value.toLowerCase() !== get(skin, id).toLowerCase()) diff.set(id, value);
  }
  return diff;
}
