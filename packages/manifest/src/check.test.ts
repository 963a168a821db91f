import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkClients, contrastField, formatContrastFailure, type ContrastFailure } from './check';
import { manifestSchema } from './schema';
import { validManifest, writeClient, freshClientsDirs } from './test-clients';

const fresh = freshClientsDirs();

const manifestWith = (brand: object) => v.parse(manifestSchema, { ...validManifest('acme', 1), brand });
const failure: ContrastFailure = {
  pair: 'color.action.primary.text on color.action.primary.bg',
  ratio: 2.45,
  required: 4.5,
  suggestion: '#bb5a3e',
};

describe('contrast gate lines', () => {
  it('names the brand field, the pair, the ratio, the requirement and the suggestion', () => {
    expect(formatContrastFailure('lumen', manifestWith({ action: '#f08a6c' }), failure)).toBe(
      'clients/lumen/manifest.json: brand.action: color.action.primary.text on color.action.primary.bg contrast 2.45:1 is below 4.5:1 (try #bb5a3e)',
    );
    const { suggestion: _none, ...withoutSuggestion } = failure;
    expect(formatContrastFailure('lumen', manifestWith({ action: '#f08a6c' }), withoutSuggestion)).toBe(
      'clients/lumen/manifest.json: brand.action: color.action.primary.text on color.action.primary.bg contrast 2.45:1 is below 4.5:1',
    );
  });

  it('blames the brand colour that feeds the pair, else the skin', () => {
    const pair = 'color.action.primary.text on color.action.primary.bg';
    expect(contrastField(manifestWith({ onAction: '#eeeeee', action: '#0b4f6c' }), pair)).toBe(
      'brand.action',
    );
    expect(contrastField(manifestWith({ onAction: '#eeeeee' }), pair)).toBe('brand.onAction');
    expect(contrastField(manifestWith({ accent: '#ffd166' }), 'color.accent.text on color.accent.bg')).toBe(
      'brand.accent',
    );
    expect(contrastField(manifestWith({ accent: '#ffd166' }), pair)).toBe('skin');
  });
});

describe('checkClients', () => {
  it('adds contrast failures to the problems and fails', async () => {
    const root = fresh();
    writeClient(root, 'acme', 1, { manifest: { ...validManifest('acme', 1), brand: { action: '#f08a6c' } } });
    const report = await checkClients(root, { contrast: async () => [failure] });
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      'clients/acme/manifest.json: brand.action: color.action.primary.text on color.action.primary.bg contrast 2.45:1 is below 4.5:1 (try #bb5a3e)',
    ]);
    expect(report.summary).toBe('1 problem in 1 client');
  });

  it('reports a contrast checker that throws as a problem of that client', async () => {
    const root = fresh();
    writeClient(root, 'acme', 1);
    const report = await checkClients(root, {
      contrast: () => {
        throw new Error('skin 0 has no tokens');
      },
    });
    expect(report.problems).toEqual([
      'clients/acme/manifest.json: brand: contrast check failed: skin 0 has no tokens',
    ]);
  });

  it('passes clean clients and says when the contrast gate did not run', async () => {
    const root = fresh();
    writeClient(root, 'acme', 1);
    writeClient(root, 'bravo', 2);
    expect(await checkClients(root, { contrast: () => [] })).toMatchObject({
      ok: true,
      summary: '2 clients OK',
    });
    expect(await checkClients(root, { contrastUnavailable: 'theme not built' })).toMatchObject({
      ok: true,
      summary: '2 clients OK (contrast not checked: theme not built)',
    });
  });

  it('fails when there are no clients at all', async () => {
    const root = fresh();
    expect(await checkClients(root)).toMatchObject({ ok: false, summary: `no clients found in ${root}` });
  });
});
