import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSkin, resolveSkinValuesSync, skinsWithFiles, sourceSkinOf, TOKENS_DIR } from './tokens';

describe('token files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-tokens-'));
  cpSync(join(TOKENS_DIR, 'base'), join(dir, 'base'), { recursive: true });
  cpSync(join(TOKENS_DIR, 'semantic'), join(dir, 'semantic'), { recursive: true });
  mkdirSync(join(dir, 'skins'));
  writeFileSync(
    join(dir, 'skins/3.json'),
    JSON.stringify({ radius: { huge: { $value: '{base.radius.24}' } } }),
  );
  writeFileSync(
    join(dir, 'skins/4.json'),
    JSON.stringify({ color: { text: { default: { $value: '{nope.x}' } } } }),
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has a skin file for the five skins of the spec', () => {
    expect(skinsWithFiles()).toEqual([0, 9, 10, 12, 13]);
    expect(sourceSkinOf(11)).toBe(0);
    expect(sourceSkinOf(9)).toBe(9);
  });

  it('rejects a skin that adds a token the semantic layer lacks', async () => {
    await expect(resolveSkin(3, dir)).rejects.toThrow(/radius\.huge is not a semantic token/);
    expect(() => resolveSkinValuesSync(3, dir)).toThrow(/radius\.huge/);
  });

  it('rejects a broken reference', async () => {
    await expect(resolveSkin(4, dir)).rejects.toThrow();
    expect(() => resolveSkinValuesSync(4, dir)).toThrow(/broken token reference \{nope\.x\}/);
  });
});
