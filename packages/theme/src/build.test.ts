import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildClientPack, buildSkinCss, buildThemeModule, buildThemes } from './build';
import { resolveSkin } from './tokens';

const SKINS = [0, 9, 10, 12, 13];

function declarations(css: string): Map<string, string> {
  return new Map([...css.matchAll(/^\s*(--[a-z0-9-]+):\s*(.+);$/gm)].map((m) => [m[1]!, m[2]!]));
}

describe('buildSkinCss', () => {
  it.each(SKINS)('skin %i declares every semantic token on its selector', async (skin) => {
    const css = await buildSkinCss(skin);
    expect(css.startsWith(`:root, [data-skin="${skin}"] {`)).toBe(true);
    const declared = declarations(css);
    const { tokens } = await resolveSkin(0);
    for (const token of tokens) expect(declared.has(token.cssVar), token.cssVar).toBe(true);
    expect(declared.get('--color-text-default')).toMatch(/^#[0-9a-f]{6}$/);
    expect([...declared.keys()].some((name) => name.startsWith('--base'))).toBe(false);
    expect(declared.get('--font-family-body')).not.toMatch(/url\(|@import/);
  });

  it('gives each of the five skins its own palette, type, radius, elevation, density and logo place', async () => {
    const all = await Promise.all(SKINS.map(async (skin) => declarations(await buildSkinCss(skin))));
    const distinct = (name: string) => new Set(all.map((d) => d.get(name))).size;
    expect(distinct('--color-action-primary-bg')).toBe(5);
    expect(distinct('--color-surface-page')).toBeGreaterThanOrEqual(4);
    expect(distinct('--radius-button')).toBe(5);
    expect(distinct('--shadow-card')).toBe(5);
    expect(distinct('--font-family-heading')).toBeGreaterThanOrEqual(4);
    expect(distinct('--font-size-3xl')).toBeGreaterThanOrEqual(4);
    expect(distinct('--control-height-md')).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((d) => d.get('--layout-logo-align')))).toEqual(new Set(['start', 'center']));
    expect(all[SKINS.indexOf(12)]!.get('--radius-button')).toBe('9999px');
    expect(all[SKINS.indexOf(13)]!.get('--radius-card')).toBe('0px');
  });

  it('gives a skin without a token file the values of skin 0 under its own selector', async () => {
    const five = await buildSkinCss(5);
    expect(five.startsWith(':root, [data-skin="5"] {')).toBe(true);
    expect(five.replace('"5"', '"0"')).toBe(await buildSkinCss(0));
  });

  it('rejects skins outside 0..32', async () => {
    await expect(buildSkinCss(33)).rejects.toThrow(RangeError);
  });
});

describe('buildClientPack', () => {
  it('is empty when the client overrides nothing or repeats its skin', async () => {
    expect(await buildClientPack({ id: 'plain', skin: 9 })).toBe('');
    expect(await buildClientPack({ id: 'same', skin: 0, brand: { action: '#0B7268' } })).toBe('');
  });

  it('holds only the overridden action and accent tokens, under the client selector', async () => {
    const css = await buildClientPack({
      id: 'northwind',
      skin: 13,
      brand: { action: '#5b2a86', onAction: '#fffff0', accent: '#ffe08a' },
    });
    expect(css.startsWith(':root, [data-client="northwind"] {')).toBe(true);
    const declared = declarations(css);
    expect(declared.get('--color-action-primary-bg')).toBe('#5b2a86');
    expect(declared.get('--color-action-primary-text')).toBe('#fffff0');
    expect(declared.get('--color-action-primary-hover')).toMatch(/^#[0-9a-f]{6}$/);
    expect(declared.get('--color-action-primary-hover')).not.toBe('#5b2a86');
    expect(declared.get('--color-accent-bg')).toBe('#ffe08a');
    expect(
      [...declared.keys()].every((name) =>
        /^--color-(action-primary|action-secondary|accent)-|^--color-text-link$|^--color-focus-ring$/.test(
          name,
        ),
      ),
    ).toBe(true);
    expect(gzipSync(css).length).toBeLessThanOrEqual(5 * 1024);
  });

  it('never overrides body text, surfaces, borders or feedback, whatever the brand colours', async () => {
    for (const skin of SKINS) {
      const css = await buildClientPack({
        id: 'loud',
        skin,
        brand: { action: '#00ff00', onAction: '#000000', accent: '#000000' },
      });
      for (const name of declarations(css).keys()) {
        expect(name).not.toMatch(
          /^--color-(text-(default|muted|inverse|disabled)|surface|border|feedback|notification)/,
        );
      }
    }
  });

  it.each(SKINS)(
    'makes one action colour reach the whole action family in skin %i (issue 29 item 4)',
    async (skin) => {
      const declared = declarations(
        await buildClientPack({ id: 'blue-river', skin, brand: { action: '#0b5394' } }),
      );
      for (const name of [
        '--color-action-primary-bg',
        '--color-action-secondary-text',
        '--color-action-secondary-border',
        '--color-text-link',
        '--color-focus-ring',
      ]) {
        expect(declared.get(name), name).toBe('#0b5394');
      }
      // the secondary hover and the accent (selected states, the welcome card) are light tints of the brand: blue
      for (const name of ['--color-action-secondary-hover', '--color-accent-bg']) {
        const [r, g, b] = [1, 3, 5].map((at) => parseInt(declared.get(name)!.slice(at, at + 2), 16)) as [
          number,
          number,
          number,
        ];
        expect(b, name).toBeGreaterThan(r);
        expect(r + g + b, name).toBeGreaterThan(3 * 200);
      }
    },
  );

  it('keeps an accent the manifest names for the accent family, the action colour for the rest', async () => {
    const declared = declarations(
      await buildClientPack({ id: 'two', skin: 9, brand: { action: '#0b5394', accent: '#ffd166' } }),
    );
    expect(declared.get('--color-accent-bg')).toBe('#ffd166');
    expect(declared.get('--color-text-link')).toBe('#0b5394');
  });

  it('darkens the hover shade under light text and lightens it under dark text', async () => {
    const light = declarations(
      await buildClientPack({ id: 'a', brand: { action: '#2255aa', onAction: '#ffffff' } }),
    );
    const dark = declarations(
      await buildClientPack({ id: 'b', brand: { action: '#ffcc33', onAction: '#111111' } }),
    );
    expect(light.get('--color-action-primary-hover')! < '#2255aa').toBe(true);
    expect(dark.get('--color-action-primary-hover')! > '#ffcc33').toBe(true);
  });

  it('rejects an id that is not a slug', async () => {
    await expect(buildClientPack({ id: 'x"] {} body {', brand: { action: '#123456' } })).rejects.toThrow(
      /slug/,
    );
  });
});

describe('buildThemes', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-theme-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes 33 skin files, one pack per client, an index and timings', async () => {
    const result = await buildThemes({
      outDir,
      manifests: [
        { id: 'acme', skin: 9, brand: { action: '#1d4ed8' } },
        { id: 'plain', skin: 12 },
      ],
    });
    expect(readdirSync(join(outDir, 'skins'))).toHaveLength(33);
    expect(readFileSync(join(outDir, 'skins/32.css'), 'utf8')).toContain('[data-skin="32"]');
    expect(readFileSync(join(outDir, 'clients/acme.css'), 'utf8')).toContain(
      '--color-action-primary-bg: #1d4ed8;',
    );
    expect(readFileSync(join(outDir, 'clients/plain.css'), 'utf8')).toBe('');
    const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8'));
    expect(index.skins['13']).toBe('skins/13.css');
    expect(index.clients.acme.file).toBe('clients/acme.css');
    expect(result.timings.totalMs).toBeGreaterThan(0);
    const table = JSON.parse(readFileSync(join(outDir, 'tokens.json'), 'utf8'));
    expect(Object.keys(table)).toEqual(['0', '9', '10', '12', '13']);
    expect(table['12']).toContainEqual({
      id: 'radius.button',
      cssVar: '--radius-button',
      type: 'dimension',
      value: '9999px',
    });

    await buildThemes({ outDir, manifests: [{ id: 'plain', skin: 12 }] });
    expect(readdirSync(join(outDir, 'clients'))).toEqual(['plain.css']);
  });
});

describe('the typed theme', () => {
  it('src/theme.ts is up to date with the tokens (run npm run build:themes)', async () => {
    const committed = readFileSync(new URL('./theme.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await buildThemeModule());
  });
});
