/**
 * Runtime theme packs (issue 14, Branding Customise): an employer admin's published brand, layered over the
 * client's manifest at page load. Synchronous and derived from the same resolver and overrides as the build,
 * so a runtime pack equals what `build:themes` would write for a manifest with that brand.
 */
import { checkClientContrast, type ContrastFailure } from './contrast';
import { clientOverrides, type ThemeManifest } from './overrides';
import { resolveSkinValuesSync, skinsWithFiles } from './tokens';
import { cssVarName } from './typed-theme';

const CLIENT_ID = /^[a-z0-9][a-z0-9-]*$/;

/** The client's override pack for a brand, as CSS on `:root, [data-client="<id>"]`; '' when it overrides nothing. */
export function runtimePackCss(manifest: ThemeManifest): string {
  if (!CLIENT_ID.test(manifest.id)) throw new Error(`client id ${JSON.stringify(manifest.id)} is not a slug`);
  const overrides = clientOverrides(manifest, { byId: resolveSkinValuesSync(manifest.skin ?? 0) });
  if (overrides.size === 0) return '';
  const lines = [...overrides].map(([id, value]) => `  ${cssVarName(id.split('.'))}: ${value};`);
  return `:root, [data-client="${manifest.id}"] {\n${lines.join('\n')}\n}\n`;
}

/** A skin's action and accent colours, which a brand without its own colours keeps. */
export function skinBrandColours(skin: number): { action: string; accent: string } {
  const byId = resolveSkinValuesSync(skin);
  return { action: byId.get('color.action.primary.bg') ?? '#000000', accent: byId.get('color.accent.bg') ?? '#000000' };
}

/**
 * Every string-valued token of the skin with the brand's overrides, as CSS custom properties: what a
 * preview container sets so that the components inside it render in the new theme.
 */
export function brandPreviewVariables(manifest: ThemeManifest): Record<string, string> {
  const byId = resolveSkinValuesSync(manifest.skin ?? 0);
  const overrides = clientOverrides(manifest, { byId });
  const variables: Record<string, string> = {};
  for (const [id, value] of byId) variables[cssVarName(id.split('.'))] = overrides.get(id) ?? value;
  return variables;
}

/** The result of the contrast gate for a brand, with the nearest passing shade of each failing brand colour. */
export interface BrandCheck {
  passes: boolean;
  failures: ContrastFailure[];
  suggestions: { action: string | null; accent: string | null };
}

function fedBy(pair: string, tokens: readonly string[]): boolean {
  return tokens.some((token) => pair.split(' on ').includes(token));
}

/** The contrast gate of `clients:check` for a brand an admin is choosing. */
export function checkBrand(manifest: ThemeManifest): BrandCheck {
  const failures = checkClientContrast(manifest);
  const suggestionFor = (tokens: readonly string[]) =>
    failures.find((failure) => fedBy(failure.pair, tokens) && failure.suggestion)?.suggestion ?? null;
  return {
    passes: failures.length === 0,
    failures,
    suggestions: {
      action: manifest.brand?.action ? suggestionFor(['color.action.primary.bg', 'color.action.primary.hover', 'color.action.primary.text']) : null,
      accent: manifest.brand?.accent ? suggestionFor(['color.accent.bg', 'color.accent.text']) : null,
    },
  };
}

/** The skins an admin may choose: those with their own token file (the others look like skin 0). */
export function selectableSkins(): number[] {
  return skinsWithFiles();
}
