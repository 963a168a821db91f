import { describe, expect, it } from 'vitest';
import { contrastRatio, hoverShade, nearestPassingShade, shiftLightness, toHex } from './colour';

describe('nearestPassingShade', () => {
  it('moves #777 just far enough to pass 4.5:1 on white', () => {
    const shade = nearestPassingShade('#777777', (c) => contrastRatio(c, '#ffffff') >= 4.5)!;
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(4.7);
    expect(shade).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('goes lighter when that is nearer', () => {
    const shade = nearestPassingShade('#5a5a5a', (c) => contrastRatio('#000000', c) >= 7)!;
    expect(contrastRatio('#000000', shade)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(shade, '#000000')).toBeGreaterThan(contrastRatio('#5a5a5a', '#000000'));
  });

  it('gives up when no lightness passes', () => {
    expect(nearestPassingShade('#808080', () => false)).toBeUndefined();
  });
});

describe('colour helpers', () => {
  it('normalises to #rrggbb and keeps the hue when shifting lightness', () => {
    expect(toHex('#ABCDEF')).toBe('#abcdef');
    expect(toHex('rgb(255, 0, 0)')).toBe('#ff0000');
    expect(shiftLightness('#808080', 0)).toBe('#808080');
    expect(shiftLightness('#000000', -0.2)).toBe('#000000');
  });

  it('derives a hover shade that keeps the label readable', () => {
    const hover = hoverShade('#0b7268', '#ffffff');
    expect(contrastRatio('#ffffff', hover)).toBeGreaterThan(contrastRatio('#ffffff', '#0b7268'));
    const lightHover = hoverShade('#ffd23f', '#0a2e18');
    expect(contrastRatio('#0a2e18', lightHover)).toBeGreaterThan(contrastRatio('#0a2e18', '#ffd23f'));
  });
});
