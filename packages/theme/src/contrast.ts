/** The WCAG AA contrast gate: every declared text and UI pair, for every skin and client override. */
import pairsFile from '../../../tokens/contrast-pairs.json';
import { contrastRatio, nearestPassingShade, roundRatio } from './colour';
import { brandTokensOf, clientOverrides, type BrandKey, type ThemeManifest } from './overrides';
import { resolveSkinValuesSync, skinsWithFiles } from './tokens';

/** One pair below its required ratio. */
export interface ContrastFailure {
  /** e.g. 'color.action.primary.text on color.action.primary.bg' */
  pair: string;
  /** rounded to 2 decimals */
  ratio: number;
  required: number;
  /** nearest passing shade (#rrggbb) of the overridden brand colour, or of the skin's foreground token */
  suggestion?: string;
  /** the brand field to change (brand.<key>); absent when no brand colour feeds the pair */
  brandKey?: BrandKey;
}

/** A failure with who it belongs to: a client id or 'skin <n>'. */
export interface SourcedContrastFailure extends ContrastFailure {
  source: string;
}

/** A declared pair: foreground token on background token needs `required`:1. */
export interface ContrastPair {
  foreground: string;
  background: string;
  required: number;
  usedBy: string;
}

const groups = [pairsFile.text, pairsFile.ui];

/** The declared pairs from tokens/contrast-pairs.json, as full token ids. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = groups.flatMap((group) =>
  group.pairs.map(([foreground = '', background = '', usedBy = '']) => ({
    foreground: `color.${foreground}`,
    background: `color.${background}`,
    required: group.required,
    usedBy,
  })),
);

const pairName = (pair: ContrastPair): string => `${pair.foreground} on ${pair.background}`;

type Lookup = (id: string) => string;

function lookupOf(
  byId: ReadonlyMap<string, string>,
  overrides: ReadonlyMap<string, string> = new Map(),
): Lookup {
  return (id) => {
    const value = overrides.get(id) ?? byId.get(id);
    if (value === undefined) throw new Error(`contrast pair names unknown token ${id}`);
    return value;
  };
}

function ratioOf(pair: ContrastPair, lookup: Lookup): number {
  return contrastRatio(lookup(pair.foreground), lookup(pair.background));
}

function failingPairs(lookup: Lookup): Array<{ pair: ContrastPair; ratio: number }> {
  return CONTRAST_PAIRS.map((pair) => ({ pair, ratio: ratioOf(pair, lookup) })).filter(
    ({ pair, ratio }) => ratio < pair.required,
  );
}

/** WCAG 2.x contrast of two colours, rounded to 2 decimals (#777 on #fff is 4.48). */
export function contrast(foreground: string, background: string): number {
  return roundRatio(contrastRatio(foreground, background));
}

/** Failing pairs of a skin, synchronously (skins without a token file are skin 0). */
export function checkSkinContrast(skin: number): ContrastFailure[] {
  const byId = resolveSkinValuesSync(skin);
  const lookup = lookupOf(byId);
  return failingPairs(lookup).map(({ pair, ratio }) => {
    const suggestion = nearestPassingShade(
      lookup(pair.foreground),
      (candidate) => ratioOf(pair, lookupOf(byId, new Map([[pair.foreground, candidate]]))) >= pair.required,
    );
    return {
      pair: pairName(pair),
      ratio: roundRatio(ratio),
      required: pair.required,
      ...(suggestion && { suggestion }),
    };
  });
}

// When both sides come from the brand, move the brand colour rather than its text colour.
const BRAND_PREFERENCE: readonly BrandKey[] = ['action', 'accent', 'onAction'];

/**
 * Failing pairs of a client: its skin with its brand overrides applied. A failure touching a brand colour
 * suggests the nearest shade of that colour with which every pair it feeds passes. Synchronous, so
 * `npm run clients:check` can call it per manifest.
 */
export function checkClientContrast(manifest: ThemeManifest): ContrastFailure[] {
  const skin = { byId: resolveSkinValuesSync(manifest.skin ?? 0) };
  const brand = manifest.brand ?? {};
  const lookup = lookupOf(skin.byId, clientOverrides(manifest, skin));
  const failures = failingPairs(lookup);

  const tokens = brandTokensOf(brand);
  const fedBy = (key: BrandKey, pair: ContrastPair): boolean =>
    tokens[key].includes(pair.foreground) || tokens[key].includes(pair.background);
  const passesWith = (key: BrandKey, candidate: string): boolean => {
    const trial = { ...manifest, brand: { ...brand, [key]: candidate } };
    const trialLookup = lookupOf(skin.byId, clientOverrides(trial, skin));
    return CONTRAST_PAIRS.every((pair) => !fedBy(key, pair) || ratioOf(pair, trialLookup) >= pair.required);
  };

  const brandSuggestions = new Map<BrandKey, string | undefined>();
  const suggestFor = (key: BrandKey, colour: string): string | undefined => {
    if (!brandSuggestions.has(key)) {
      brandSuggestions.set(
        key,
        nearestPassingShade(colour, (candidate) => passesWith(key, candidate)),
      );
    }
    return brandSuggestions.get(key);
  };

  return failures.map(({ pair, ratio }) => {
    const key = BRAND_PREFERENCE.find((candidate) => brand[candidate] && fedBy(candidate, pair));
    const colour = key ? brand[key] : undefined;
    const suggestion =
      key && colour
        ? suggestFor(key, colour)
        : nearestPassingShade(
            lookup(pair.foreground),
            (candidate) =>
              ratioOf(pair, (id) => (id === pair.foreground ? candidate : lookup(id))) >= pair.required,
          );
    return {
      pair: pairName(pair),
      ratio: roundRatio(ratio),
      required: pair.required,
      ...(key && { brandKey: key }),
      ...(suggestion && { suggestion }),
    };
  });
}

/** Every skin with a token file, then every client; each failure names its skin or client. */
export function checkAllContrast({
  manifests,
}: {
  manifests: readonly ThemeManifest[];
}): SourcedContrastFailure[] {
  const failures: SourcedContrastFailure[] = [];
  for (const skin of skinsWithFiles()) {
    for (const failure of checkSkinContrast(skin)) failures.push({ source: `skin ${skin}`, ...failure });
  }
  for (const manifest of manifests) {
    for (const failure of checkClientContrast(manifest)) failures.push({ source: manifest.id, ...failure });
  }
  return failures;
}

/** One line per failure: `<source>: <pair> <ratio>:1 < <required>:1, try <suggestion>`. */
export function formatFailure(failure: SourcedContrastFailure): string {
  const head = `${failure.source}: ${failure.pair} ${failure.ratio}:1 < ${failure.required}:1`;
  return failure.suggestion ? `${head}, try ${failure.suggestion}` : head;
}
