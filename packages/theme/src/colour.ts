/** Colour maths for the contrast gate and derived brand shades (colorjs.io, WCAG 2.x relative luminance). */
import Color from 'colorjs.io';

const luminances = new Map<string, number>();

// The gate and the shade search compare the same few colours thousands of times; parsing dominates.
function luminance(colour: string): number {
  let value = luminances.get(colour);
  if (value === undefined) {
    value = new Color(colour).luminance;
    if (luminances.size > 10_000) luminances.clear();
    luminances.set(colour, value);
  }
  return value;
}

/** WCAG 2.x contrast ratio of two CSS colours, unrounded (colorjs.io's WCAG21 relative luminance). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Rounds a ratio to two decimals, as the gate reports it. */
export function roundRatio(ratio: number): number {
  return Math.round(ratio * 100) / 100;
}

/** The colour as lower-case #rrggbb, mapped into sRGB. */
export function toHex(colour: Color | string): string {
  if (typeof colour === 'string' && /^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  const color = typeof colour === 'string' ? new Color(colour) : colour;
  return color
    .to('srgb')
    .toGamut({ space: 'srgb' })
    .toString({ format: 'hex', collapse: false })
    .toLowerCase();
}

/** The colour with its OKLCH lightness moved by delta (clamped to 0..1), as #rrggbb. */
export function shiftLightness(colour: string, delta: number): string {
  const [l, c, h] = new Color(colour).to('oklch').coords;
  const lightness = Math.min(1, Math.max(0, (l ?? 0) + delta));
  return toHex(new Color('oklch', [lightness, c ?? 0, h ?? 0]));
}

/** Relative luminance order: true when a is lighter than b. */
export function isLighter(a: string, b: string): boolean {
  return luminance(a) > luminance(b);
}

const COARSE = 0.02;
const FINE = 0.0025;

/** The smallest |delta| in one direction at which `passes` holds: coarse steps, then bisection. */
function firstPassingDelta(
  colour: string,
  sign: 1 | -1,
  passes: (candidate: string) => boolean,
): number | undefined {
  let failing = 0;
  for (let delta = COARSE; delta < 1 + COARSE; delta += COARSE) {
    const bounded = Math.min(delta, 1);
    if (passes(shiftLightness(colour, sign * bounded))) {
      let passing = bounded;
      while (passing - failing > FINE) {
        const middle = (passing + failing) / 2;
        if (passes(shiftLightness(colour, sign * middle))) passing = middle;
        else failing = middle;
      }
      return passing;
    }
    failing = bounded;
  }
  return undefined;
}

/**
 * The nearest shade of `colour` by OKLCH lightness (darker or lighter) that `passes`, as #rrggbb, or
 * undefined when no lightness does.
 */
export function nearestPassingShade(
  colour: string,
  passes: (candidate: string) => boolean,
): string | undefined {
  const darker = firstPassingDelta(colour, -1, passes);
  const lighter = firstPassingDelta(colour, 1, passes);
  if (darker !== undefined && (lighter === undefined || darker <= lighter))
    return shiftLightness(colour, -darker);
  return lighter === undefined ? undefined : shiftLightness(colour, lighter);
}

/**
 * The hover shade of a button background: a visible lightness step away from the text colour, so hover
 * never lowers the label's contrast.
 */
export function hoverShade(background: string, text: string): string {
  const step = 0.07;
  return shiftLightness(background, isLighter(text, background) ? -step : step);
}

/** `amount` (0..1) of `colour` over `background`, mixed in sRGB, as #rrggbb: the light tints of a brand colour. */
export function tint(colour: string, background: string, amount: number): string {
  return toHex(Color.mix(background, colour, amount, { space: 'srgb' }) as Color);
}
