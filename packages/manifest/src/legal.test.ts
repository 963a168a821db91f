import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkClients } from './check';
import { readLegalTexts } from './legal';
import { legalTemplate } from './legal-templates';
import { freshClientsDirs, validManifest, writeClient } from './test-clients';

const fresh = freshClientsDirs();

describe('legal texts in the client folder', () => {
  it('refuses a client without terms or privacy for a language it offers, naming the file', async () => {
    const root = fresh();
    writeClient(root, 'acme', 1, { manifest: { ...validManifest('acme', 1), languages: ['en', 'de'], defaultLanguage: 'en' } });
    rmSync(join(root, 'acme', 'legal', 'terms.de.md'));
    writeFileSync(join(root, 'acme', 'legal', 'privacy.de.md'), '  \n');
    const report = await checkClients(root);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      'clients/acme/legal/terms.de.md: (file): is missing: members reading "de" (languages) need the terms and conditions in it, as Markdown',
      'clients/acme/legal/privacy.de.md: (file): is empty',
    ]);
  });

  it('passes a client with both texts for each language, and reads every text there', async () => {
    const root = fresh();
    writeClient(root, 'acme', 1, { legal: false });
    expect((await checkClients(root)).problems).toHaveLength(2);
    mkdirSync(join(root, 'acme', 'legal'), { recursive: true });
    const org = { name: 'Acme', email: 'help@acme.example.com' };
    for (const kind of ['terms', 'privacy'] as const) for (const language of ['en', 'fr']) writeFileSync(join(root, 'acme', 'legal', `${kind}.${language}.md`), legalTemplate(kind, language, org));
    writeFileSync(join(root, 'acme', 'legal', 'notes.txt'), 'not a legal text');
    expect((await checkClients(root)).problems).toEqual([]);
    expect(readLegalTexts(join(root, 'acme')).map((text) => `${text.kind}.${text.language}`)).toEqual(['privacy.en', 'privacy.fr', 'terms.en', 'terms.fr']);
  });

  it('has templates in English, German and French, with the client name and email', () => {
    const org = { name: 'Blue River', email: 'help@blue-river.example.com' };
    expect(legalTemplate('terms', 'de', org)).toMatch(/^# Nutzungsbedingungen\n[\s\S]*Blue River[\s\S]*mailto:help@blue-river\.example\.com/);
    expect(legalTemplate('privacy', 'fr', org)).toMatch(/^# Politique de confidentialité/);
    expect(legalTemplate('privacy', 'it', org)).toMatch(/^# Privacy Policy/);
  });
});
