import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colour';
import {
  checkAllContrast,
  checkClientContrast,
  checkSkinContrast,
  contrast,
  CONTRAST_PAIRS,
  formatFailure,
} from './contrast';
import { resolveSkin, resolveSkinValuesSync } from './tokens';

describe('contrast maths', () => {
  it('matches known WCAG 2.x ratios', () => {
    expect(contrast('#777777', '#ffffff')).toBe(4.48);
    expect(contrast('#000000', '#ffffff')).toBe(21);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBe(4.54);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(contrastRatio('#777777', '#ffffff'), 10);
    expect(contrastRatio('#0b7268', '#f6f7f9')).toBeCloseTo(
      Color.contrast('#0b7268', '#f6f7f9', 'WCAG21'),
      10,
    );
  });
});

describe('declared pairs', () => {
  it('name only semantic colour tokens that exist', async () => {
    const { byId } = await resolveSkin(0);
    for (const pair of CONTRAST_PAIRS) {
      expect(byId.has(pair.foreground), pair.foreground).toBe(true);
      expect(byId.has(pair.background), pair.background).toBe(true);
    }
    expect(CONTRAST_PAIRS.find((p) => p.foreground === 'color.focus.ring')?.required).toBe(3);
    expect(CONTRAST_PAIRS.find((p) => p.foreground === 'color.text.muted')?.required).toBe(4.5);
  });
});

describe('the synchronous resolver the gate uses', () => {
  it.each([0, 9, 10, 12, 13])('agrees with style-dictionary on every colour of skin %i', async (skin) => {
    const { tokens } = await resolveSkin(skin);
    const sync = resolveSkinValuesSync(skin);
    const colours = tokens.filter((token) => token.type === 'color');
    expect(colours.length).toBeGreaterThan(30);
    for (const token of colours) expect(sync.get(token.id), token.id).toBe(token.value.toLowerCase());
  });
});

describe('checkSkinContrast', () => {
  it.each([0, 9, 10, 12, 13, 1, 32])('skin %i passes every pair', (skin) => {
    expect(checkSkinContrast(skin)).toEqual([]);
  });
});

describe('checkClientContrast', () => {
  it('passes a client whose brand colours read well', () => {
    expect(
      checkClientContrast({ id: 'ok', skin: 0, brand: { action: '#1d4ed8', onAction: '#ffffff' } }),
    ).toEqual([]);
  });

  it('reports a failing action colour with pair, rounded ratio and a passing suggestion', () => {
    const manifest = { id: 'pale', skin: 0, brand: { action: '#f0c020', onAction: '#ffffff' } };
    const failures = checkClientContrast(manifest);
    const failure = failures.find((f) => f.pair === 'color.action.primary.text on color.action.primary.bg');
    expect(failure).toBeDefined();
    expect(failure!.ratio).toBe(contrast('#ffffff', '#f0c020'));
    expect(failure!.required).toBe(4.5);
    expect(failure!.suggestion).toMatch(/^#[0-9a-f]{6}$/);
    const fixed = { ...manifest, brand: { ...manifest.brand, action: failure!.suggestion! } };
    expect(checkClientContrast(fixed)).toEqual([]);
    expect(contrast('#ffffff', failure!.suggestion!)).toBeGreaterThanOrEqual(4.5);
  });

  it('suggests a shade of onAction when only the text colour is overridden', () => {
    const failures = checkClientContrast({ id: 'grey-text', skin: 12, brand: { onAction: '#8fd19e' } });
    expect(failures.map((f) => f.pair)).toContain('color.action.primary.text on color.action.primary.bg');
    const suggestion = failures[0]!.suggestion!;
    expect(checkClientContrast({ id: 'grey-text', skin: 12, brand: { onAction: suggestion } })).toEqual([]);
  });

  it('checks every pair the action colour now feeds (links, secondary button, focus ring) and blames brand.action', () => {
    const failures = checkClientContrast({
      id: 'light',
      skin: 9,
      brand: { action: '#e4572e', onAction: '#ffffff' },
    });
    const pairs = failures.map((f) => f.pair);
    expect(pairs).toContain('color.text.link on color.surface.page');
    expect(pairs).toContain('color.action.secondary.text on color.action.secondary.bg');
    expect(failures.every((f) => f.brandKey === 'action')).toBe(true);
    const suggestion = failures[0]!.suggestion!;
    expect(failures.every((f) => f.suggestion === suggestion)).toBe(true);
    expect(
      checkClientContrast({ id: 'light', skin: 9, brand: { action: suggestion, onAction: '#ffffff' } }),
    ).toEqual([]);
  });

  it('picks readable accent text itself, since the manifest has no colour for it', () => {
    expect(checkClientContrast({ id: 'dark-accent', skin: 10, brand: { accent: '#1b1b3a' } })).toEqual([]);
  });
});

describe('checkAllContrast', () => {
  it('names the client, the pair and the ratio in one line', () => {
    const failures = checkAllContrast({
      manifests: [
        { id: 'fine', skin: 13 },
        { id: 'pale', skin: 9, brand: { action: '#ffd8c8' } },
      ],
    });
    expect(failures.every((f) => f.source === 'pale')).toBe(true);
    const line = formatFailure(failures.find((f) => f.pair.startsWith('color.action.primary.text on'))!);
    expect(line).toMatch(
      /^pale: color\.action\.primary\.text on color\.action\.primary\.bg \d+\.\d+:1 < 4\.5:1, try #[0-9a-f]{6}$/,
    );
  });
});
